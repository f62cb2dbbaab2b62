/**
 * Opens and closes a native <dialog> as a modal with the `open` prop. showModal() makes the page
 * behind inert and keeps the focus inside; where it is missing (old browsers, jsdom) the dialog
 * still opens, non-modal. `onShown` runs right after opening (e.g. to focus the main action),
 * `onHidden` after closing, with the element that had the focus before the dialog opened.
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  open: boolean,
  { onShown, onHidden }: { onShown?: () => void; onHidden?: (opener: HTMLElement | null) => void } = {},
): void {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      onShown?.();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      onHidden?.(opener.current);
    }
    // The callbacks belong to the transition that `open` describes, not to every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, ref]);
}
