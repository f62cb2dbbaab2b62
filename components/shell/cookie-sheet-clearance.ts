/**
 * Keeps the page clear of the cookie sheet (decision 0055): the page's bottom padding follows
 * the sheet's real height (the settings make it taller), and no focused control stays beneath
 * it (WCAG 2.2 2.4.11). Loaded after hydration by cookie-banner-view.tsx, outside the landing's
 * first-load budget: until it runs, the stylesheet's usual heights stand in.
 */
import { listenOnDocument } from '@/lib/document/document-listener';

/** `heightVar`: the CSS custom property the view's stylesheet pads the page by. */
export function keepClearOfSheet(sheet: HTMLElement, heightVar: string): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const root = document.documentElement;
  const observer = new ResizeObserver(() => root.style.setProperty(heightVar, `${Math.ceil(sheet.getBoundingClientRect().height)}px`));
  observer.observe(sheet);
  // The browser scrolls a focused control into view but may leave it partly under the sheet
  // (it ignores scroll-padding when the control is partly visible): lift it clear.
  const lift = (target: EventTarget | null) => {
    if (!(target instanceof Element) || target === document.body || sheet.contains(target)) return;
    // Only a focus the browser shows (the keyboard's, a text field's): a press focuses its link or
    // button too, and moving the page between the press and the release sends the click elsewhere.
    if (!showsFocus(target)) return;
    requestAnimationFrame(() => {
      const sheetBox = sheet.getBoundingClientRect();
      // A sheet not shown covers nothing. The preview stays in the page of a visitor who already
      // decided, hidden by the stylesheet (a zero box at the top): measured against it, every
      // focused control was "under" it and the page jumped by the control's height, between a
      // press and its release, so the release (and the click) landed elsewhere.
      if (sheetBox.height === 0) return;
      const box = target.getBoundingClientRect();
      if (!(box.height > 0 && box.bottom > sheetBox.top - 8 && box.top < window.innerHeight)) return;
      // A panel with its own scrolling (the phone menu, data-scroll-lift) moves, not the page.
      const scroller = target.closest('[data-scroll-lift]') ?? window;
      scroller.scrollBy({ top: box.bottom - sheetBox.top + 8 });
    });
  };
  // Also a focus inside a part of the page React has not hydrated yet (the footer, just under
  // the sheet, while its code arrives), which React stops before the document hears it.
  const stopListening = listenOnDocument('focusin', (event) => lift(event.target));
  // A keyboard user may have tabbed on before this code loaded (it waits for hydration, which a
  // slow phone takes seconds for): the control focused now is lifted too.
  lift(document.activeElement);
  return () => {
    observer.disconnect();
    stopListening();
    root.style.removeProperty(heightVar);
  };
}

/** Whether the browser shows the element's focus (`:focus-visible`); where it cannot tell, yes. */
function showsFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}
