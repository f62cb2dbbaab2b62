/**
 * Header hiding (spec §2.4, §9): hidden while the snap-scroll container is scrolled more than
 * 700 px; on mobile the header slides away when scrolling down past 50 px.
 */
import { useEffect, useState } from 'react';
import { theme } from '@/styles/theme';

export const SNAP_SCROLL_ATTRIBUTE = 'data-snap-scroll';

export function useHeaderHidden(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    const snap = document.querySelector<HTMLElement>(`[${SNAP_SCROLL_ATTRIBUTE}]`);
    const onScroll = () => {
      if (snap && snap.scrollTop > theme.headerHide.snapScroll) return setHidden(true);
      const y = window.scrollY;
      const mobile = window.innerWidth < theme.mobile;
      if (mobile) setHidden(y > theme.headerHide.mobileScroll && y > lastY);
      else setHidden(false);
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    snap?.addEventListener('scroll', onScroll, { passive: true });
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
