import { useEffect, type RefObject } from 'react';
import { focusables, keepTabInside } from '@/lib/a11y/focus-trap';

/**
 * For a panel that acts as a modal without the native <dialog> (the main menu): while mounted,
 * the focus starts in `ref` and Tab / Shift+Tab stay inside it, the page behind does not scroll
 * (html and body: the landing scrolls the document), and on unmount the focus goes back to the
 * element that had it before.
 */
export function useModalFocus(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    focusables(root)[0]?.focus();
    const html = document.documentElement;
    const before = { html: html.style.overflow, body: document.body.style.overflow };
    html.style.overflow = 'hidden';
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => keepTabInside(root, e);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      html.style.overflow = before.html;
      document.body.style.overflow = before.body;
      if (opener?.isConnected) opener.focus();
    };
  }, [ref]);
}
