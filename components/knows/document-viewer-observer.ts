/**
 * Which pages of the scroll box are near the visible area (those get drawn) and which one is the
 * current page (the one showing the most of itself), from IntersectionObserver. Frames are found
 * by their data-page-index attribute.
 */
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';

const indexOf = (el: Element) => Number((el as HTMLElement).dataset.pageIndex);

export function usePageObserver(container: RefObject<HTMLElement | null>, count: number, layoutKey: string) {
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set([0, 1]));
  const [current, setCurrent] = useState(0);
  const visible = useRef(new Map<number, number>());
  const observable = typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    const root = container.current;
    if (!root || count === 0) return;
    if (!observable) return;
    const frames = [...root.querySelectorAll('[data-page-index]')];
    const heights = visible.current;
    const nearObserver = new IntersectionObserver(
      (entries) =>
        setNear((previous) => {
          const next = new Set(previous);
          for (const e of entries) {
            if (e.isIntersecting) next.add(indexOf(e.target));
            else next.delete(indexOf(e.target));
          }
          return next;
        }),
      // One screen above and below: drawn before they scroll into view.
      { root, rootMargin: '100% 0px 100% 0px' },
    );
    const visibleObserver = new IntersectionObserver(
      (entries) => {
        for (const e of entries) heights.set(indexOf(e.target), e.isIntersecting ? e.intersectionRect.height : 0);
        let best = -1;
        let bestHeight = 0;
        for (const [index, height] of heights) {
          if (height > bestHeight + 0.5 || (Math.abs(height - bestHeight) <= 0.5 && height > 0 && index < best)) {
            best = index;
            bestHeight = height;
          }
        }
        if (best >= 0) setCurrent(best);
      },
      { root, threshold: [0, 0.1, 0.25, 0.5, 0.75, 1] },
    );
    for (const frame of frames) {
      nearObserver.observe(frame);
      visibleObserver.observe(frame);
    }
    return () => {
      nearObserver.disconnect();
      visibleObserver.disconnect();
      heights.clear();
    };
  }, [container, count, layoutKey, observable]);

  // Without IntersectionObserver (very old browsers) every page counts as near.
  const all = useMemo(() => new Set(Array.from({ length: count }, (_, i) => i)), [count]);
  return { near: observable ? near : all, current, setCurrent };
}
