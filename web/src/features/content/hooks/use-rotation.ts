import { useEffect, useState } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';

// Rotating text (the promo bar every 5 s, the announcement bar every 4 s with a 300 ms
// fade). A fade hides the current item for `fadeMs`, then shows the
// next one. It holds still while `paused` (hover or focus) and never moves on its own with
// prefers-reduced-motion.

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

type RotationOptions = { count: number; intervalMs: number; fadeMs?: number; paused?: boolean };

export function useRotation({ count, intervalMs, fadeMs = 0, paused = false }: RotationOptions) {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);

  useEffect(() => {
    if (count <= 1 || paused || reducedMotion) return;
    let fadeTimer: number | undefined;
    const advance = () => setIndex((value) => (value + 1) % count);
    const timer = window.setInterval(() => {
      if (fadeMs <= 0) {
        advance();
        return;
      }
      setVisible(false);
      fadeTimer = window.setTimeout(() => {
        advance();
        setVisible(true);
      }, fadeMs);
    }, intervalMs);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(fadeTimer);
      setVisible(true);
    };
  }, [count, intervalMs, fadeMs, paused, reducedMotion]);

  return { index: count > 0 ? index % count : 0, visible };
}
