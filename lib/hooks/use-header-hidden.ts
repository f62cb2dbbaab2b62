/**
 * Header hiding (spec §2.4, §9): hidden while the snap-scroll container is scrolled more than
 * 700 px; on mobile the header slides away when scrolling down past 50 px.
 *
 * The snap-scroll container is the element carrying SNAP_SCROLL_ATTRIBUTE (the landing's
 * sections). When that element does not scroll itself, the document scrolls it (the landing
 * snaps the document), and the window's offset is the container's.
 */
import { useEffect, useState } from 'react';
import { theme } from '@/styles/theme';

export const SNAP_SCROLL_ATTRIBUTE = 'data-snap-scroll';

/** How far the snap-scroll container is scrolled. */
export function snapScrollOffset(container: HTMLElement): number {
  const scrollsItself =
    container.scrollHeight > container.clientHeight && /(auto|scroll)/.test(getComputedStyle(container).overflowY);
  return scrollsItself ? container.scrollTop : window.scrollY;
}

export function useHeaderHidden(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    const snap = document.querySelector<HTMLElement>(`[${SNAP_SCROLL_ATTRIBUTE}]`);
    const onScroll = () => {
      if (snap && snapScrollOffset(snap) > theme.headerHide.snapScroll) return setHidden(true);
      const y = window.scrollY;
      const mobile = window.innerWidth < theme.mobile;
      if (mobile) setHidden(y > theme.headerHide.mobileScroll && y > lastY);
      else setHidden(false);
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    snap?.addEventListener('scroll', onScroll, { passive: true });
    // The page may be scrolled already: a restored position, or a reader whose first scroll is
    // what started the page's code (decision 0089).
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      snap?.removeEventListener('scroll', onScroll);
    };
  }, []);
  return hidden;
}

/** True once the window has scrolled more than `px` (for the landing page's solid header). */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > px);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [px]);
  return past;
}
