import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnnouncementBar, PromoBar } from './promo-bars';

describe('promo and announcement bars', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows phone, e-mail and social links, and rotates the promo every 5 s', () => {
    render(<PromoBar />);
    expect(screen.getByRole('link', { name: '+91 98765 43210' }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    expect(screen.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
    const instagram = screen.getByRole('link', { name: 'Instagram (opens in a new tab)' });
    expect(instagram.getAttribute('target')).toBe('_blank');
    expect(instagram.getAttribute('rel')).toContain('noopener');

    const message = screen.getByTestId('promo-message');
    expect(message.textContent).toBe('Luxury looks at affordable prices');
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(message.textContent).toBe('Luxury looks at affordable prices');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(message.textContent).toBe('Free shipping on orders over ₹1000');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(message.textContent).toBe('Unveil your true beauty');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(message.textContent).toBe('Luxury looks at affordable prices');
  });

  it('rotates the announcement every 4 s after a 300 ms fade', () => {
    render(<AnnouncementBar />);
    const announcement = screen.getByTestId('announcement');
    const first = announcement.textContent;
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(announcement.className).toMatch(/faded/);
    expect(announcement.textContent).toBe(first);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(announcement.className).not.toMatch(/faded/);
    expect(announcement.textContent).not.toBe(first);
  });
});
