/**
 * The page's bottom padding follows the cookie sheet's real height (decision 0055: the settings
 * make it taller), so the page ends above the sheet. Loaded after hydration by
 * cookie-banner-view.tsx, outside the landing's first-load budget: until it runs, the
 * stylesheet's usual heights stand in. Focused controls are lifted clear of the sheet by the boot
 * script (lib/document/boot-script.ts), from the first paint; it is told when the room changes.
 */
import { COOKIE_SHEET_RESIZED_EVENT } from '@/lib/document/boot-script-shared';

/** `heightVar`: the CSS custom property the view's stylesheet pads the page by. */
export function followSheetHeight(sheet: HTMLElement, heightVar: string): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const root = document.documentElement;
  const observer = new ResizeObserver(() => {
    const height = `${Math.ceil(sheet.getBoundingClientRect().height)}px`;
    if (root.style.getPropertyValue(heightVar) === height) return;
    root.style.setProperty(heightVar, height);
    // A shorter page end moves a focused control at the very bottom back under the sheet.
    window.dispatchEvent(new Event(COOKIE_SHEET_RESIZED_EVENT));
  });
  observer.observe(sheet);
  return () => {
    observer.disconnect();
    root.style.removeProperty(heightVar);
  };
}
