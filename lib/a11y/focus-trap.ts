/** Keeping the keyboard focus inside a modal (the dialog primitive and the phone menu). */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Focus targets in document order, without those hidden by display: none (the phone menu hides a
 * column); where checkVisibility is missing (jsdom), every target counts.
 */
export function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.checkVisibility?.() ?? true);
}

/**
 * On Tab / Shift+Tab: wraps from the last target to the first and back, and brings a focus that
 * left `root` back into it. Other keys pass.
 */
export function keepTabInside(root: HTMLElement, e: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>): void {
  if (e.key !== 'Tab') return;
  const items = focusables(root);
  if (!items.length) {
    e.preventDefault();
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const inside = root.contains(document.activeElement);
  if (e.shiftKey && (document.activeElement === first || !inside)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
    e.preventDefault();
    first.focus();
  }
}
