import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastContext } from '@/components/toast/toast-context';
import { Testimonials } from './testimonials';

const TESTIMONIALS = Array.from({ length: 7 }, (_, index) => ({
  id: `t${index + 1}`,
  userName: `Customer ${index + 1}`,
  feedback: `Feedback number ${index + 1}`,
  createdAt: '2026-11-20T10:00:00.000Z',
}));

/** A window `width` px wide, as far as max-width media queries go. */
function stubWidth(width: number) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? -1) >= width,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

function renderTestimonials(isSignedIn: boolean) {
  const toast = vi.fn();
  render(
    <ToastContext.Provider value={{ toast, dismiss: vi.fn() }}>
      <Testimonials testimonials={TESTIMONIALS} isSignedIn={isSignedIn} />
    </ToastContext.Provider>,
  );
  return toast;
}

/** The testimonials on the page shown. */
const shown = () => document.querySelectorAll('blockquote').length;

describe('Testimonials', () => {
  it.each([
    [375, 1, 7],
    [639, 1, 7],
    [800, 2, 4],
    [1023, 2, 4],
    [1280, 3, 3],
  ])('at %i px shows %i per page (%i pages)', (width, perPage, pages) => {
    stubWidth(width);
    renderTestimonials(false);
    expect(shown()).toBe(perPage);
    expect(screen.getAllByRole('button', { name: /^Testimonials page/ })).toHaveLength(pages);
    expect(screen.getByText('Feedback number 1')).toBeTruthy();
  });

  it('refuses a guest: "Unauthorized" and no dialog', async () => {
    const toast = renderTestimonials(false);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Share Your Experience' }));
    expect(toast).toHaveBeenCalledWith({
      title: 'Unauthorized',
      description: 'You must be logged in to submit feedback.',
      variant: 'destructive',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
