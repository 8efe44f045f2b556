import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRotation } from './use-rotation';

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('useRotation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves to the next item every interval and wraps round', () => {
    const { result } = renderHook(() => useRotation({ count: 3, intervalMs: 5000 }));
    expect(result.current.index).toBe(0);
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(result.current.index).toBe(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.index).toBe(1);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current.index).toBe(0);
  });

  it('fades out for the fade time before showing the next item', () => {
    const { result } = renderHook(() => useRotation({ count: 2, intervalMs: 4000, fadeMs: 300 }));
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(result.current).toEqual({ index: 0, visible: false });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(result.current).toEqual({ index: 0, visible: false });
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toEqual({ index: 1, visible: true });
  });

  it('holds still while paused', () => {
    const { result, rerender } = renderHook(
      ({ paused }) => useRotation({ count: 3, intervalMs: 5000, paused }),
      { initialProps: { paused: true } },
    );
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(result.current.index).toBe(0);
    rerender({ paused: false });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current.index).toBe(1);
  });

  it('never moves on its own with prefers-reduced-motion', () => {
    stubReducedMotion(true);
    const { result } = renderHook(() => useRotation({ count: 3, intervalMs: 5000, fadeMs: 300 }));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current).toEqual({ index: 0, visible: true });
  });
});
