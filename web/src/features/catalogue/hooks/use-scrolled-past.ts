import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether `target` has been scrolled up out of view (under the sticky header) while the
 * page's footer is not in view: when the product page's sticky buy bar shows. Observed with
 * IntersectionObserver, in an effect (nothing is read while rendering, also on the server).
 */
export function useScrolledPast(target: RefObject<HTMLElement | null>): boolean {
  const [scrolledPast, setScrolledPast] = useState(false);

  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const header = document.querySelector('header');
    const footer = document.querySelector('footer');
    // The sticky header covers the top of the screen: under it counts as out of view.
    const headerHeight = Math.round(header?.getBoundingClientRect().height ?? 0);
    let past = false;
    let footerInView = false;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.target === element) {
            const top = entry.rootBounds?.top ?? headerHeight;
            past = !entry.isIntersecting && entry.boundingClientRect.bottom <= top;
          } else {
            footerInView = entry.isIntersecting;
          }
        }
        setScrolledPast(past && !footerInView);
      },
      { rootMargin: `-${headerHeight}px 0px 0px 0px` },
    );
    observer.observe(element);
    if (footer) observer.observe(footer);
    return () => observer.disconnect();
  }, [target]);

  return scrolledPast;
}
