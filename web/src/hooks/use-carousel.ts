import { useCallback, useEffect, useRef, useState } from 'react';

// Carousels auto-advance and pause on hover, drag or keyboard focus, resuming 3 s after
// the interaction ends. With reduced motion they never advance
// on their own.

type CarouselOptions = { pageCount: number; intervalMs: number; resumeAfterMs?: number };

export function useCarousel({ pageCount, intervalMs, resumeAfterMs = 3000 }: CarouselOptions) {
  const [page, setPage] = useState(0);
  const [paused, setPaused] = useState(false);
  const resumeTimer = useRef<number | undefined>(undefined);
  const current = Math.min(page, pageCount - 1);

  const goTo = useCallback(
    (target: number) => setPage(((target % pageCount) + pageCount) % pageCount),
    [pageCount],
  );
  const next = useCallback(() => setPage((value) => (value + 1) % pageCount), [pageCount]);
  const previous = useCallback(
    () => setPage((value) => (value - 1 + pageCount) % pageCount),
    [pageCount],
  );

  const pause = useCallback(() => {
    window.clearTimeout(resumeTimer.current);
    setPaused(true);
  }, []);

  const resumeLater = useCallback(() => {
    window.clearTimeout(resumeTimer.current);
    resumeTimer.current = window.setTimeout(() => setPaused(false), resumeAfterMs);
  }, [resumeAfterMs]);

  useEffect(() => () => window.clearTimeout(resumeTimer.current), []);

  useEffect(() => {
    if (paused || pageCount <= 1) return;
    const reducedMotion =
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reducedMotion) return;
    const timer = window.setInterval(next, intervalMs);
    return () => window.clearInterval(timer);
  }, [paused, pageCount, intervalMs, next]);

  return { page: current, paused, goTo, next, previous, pause, resumeLater };
}
