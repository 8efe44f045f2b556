import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCarousel } from './use-carousel';

describe('useCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances every 4 s and wraps round', () => {
    const { result } = renderHook(() => useCarousel({ pageCount: 3, intervalMs: 4000 }));
    expect(result.current.page).toBe(0);
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(result.current.page).toBe(1);
    act(() => {
      vi.advanceTimersByTime(8000);
    });
    expect(result.current.page).toBe(0);
  });

  it('pauses during an interaction and resumes 3 s after it ends', () => {
    const { result } = renderHook(() => useCarousel({ pageCount: 3, intervalMs: 4000 }));
    act(() => {
      result.current.pause();
    });
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current.page).toBe(0);
    act(() => {
      result.current.resumeLater();
    });
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(result.current.paused).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.paused).toBe(false);
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(result.current.page).toBe(1);
  });

  it('moves by hand in both directions', () => {
    const { result } = renderHook(() => useCarousel({ pageCount: 2, intervalMs: 4000 }));
    act(() => {
      result.current.previous();
    });
    expect(result.current.page).toBe(1);
    act(() => {
      result.current.next();
    });
    expect(result.current.page).toBe(0);
  });
});
