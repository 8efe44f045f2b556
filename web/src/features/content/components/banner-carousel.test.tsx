import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel } from './banner-carousel';

const BANNERS = [
  { id: 'b1', image: 'https://cdn.example.com/b1.jpg', description: 'Festive Banarasi' },
  { id: 'b2', image: 'https://cdn.example.com/b2.jpg', description: 'Summer cottons' },
  { id: 'b3', image: 'https://cdn.example.com/b3.jpg', description: 'Organza edit' },
];

/** The number of the banner on screen, from the dot marked current. */
function currentBanner(): string | undefined {
  const dot = screen
    .getAllByRole('button', { name: /^Show banner/ })
    .find((button) => button.getAttribute('aria-current') === 'true');
  return /Show banner (\d+)/.exec(dot?.getAttribute('aria-label') ?? '')?.[1];
}

describe('BannerCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the banners with their descriptions and advances every 3 s', () => {
    render(<BannerCarousel banners={BANNERS} />);
    expect(screen.getByRole('img', { name: 'Festive Banarasi' })).toBeTruthy();
    expect(currentBanner()).toBe('1');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(currentBanner()).toBe('2');
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(currentBanner()).toBe('1');
  });

  it('pauses on hover and resumes 3 s after the pointer leaves', () => {
    const { container } = render(<BannerCarousel banners={BANNERS} />);
    const viewport = container.querySelector('[aria-live]')?.parentElement as HTMLElement;
    fireEvent.mouseEnter(viewport);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(currentBanner()).toBe('1');
    fireEvent.mouseLeave(viewport);
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(currentBanner()).toBe('1');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(currentBanner()).toBe('2');
  });

  it('moves with the previous and next buttons, the dots and a swipe', () => {
    const { container } = render(<BannerCarousel banners={BANNERS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(currentBanner()).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(currentBanner()).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 3 of 3' }));
    expect(currentBanner()).toBe('3');

    const viewport = container.querySelector('[aria-live]')?.parentElement as HTMLElement;
    fireEvent.pointerDown(viewport, { clientX: 300 });
    fireEvent.pointerUp(viewport, { clientX: 200 });
    expect(currentBanner()).toBe('1');
    // Paused by the drag: nothing moves until 3 s after it.
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(currentBanner()).toBe('1');
  });

  it('renders nothing without banners', () => {
    const { container } = render(<BannerCarousel banners={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
