/**
 * The modal dialog every feature uses (decision 0012), on the native <dialog>: showModal() makes
 * the page behind inert where the browser has it; Tab and Shift+Tab are also kept inside
 * explicitly (older browsers, jsdom), Escape and a click on the backdrop close it through
 * `onClose`, and on closing the focus goes back to the element that opened it (or to
 * `returnFocus()` when nothing had the focus, as after a page load). The dialog is labelled by
 * its title; its content mounts on every opening.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { styled } from 'next-yak';
import { theme } from '@/styles/theme';
import { focusables, keepTabInside } from '@/lib/a11y/focus-trap';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Label of the × button in the header; no × button without it. */
  closeLabel?: string;
  /** Shown above the title (e.g. an illustration). */
  illustration?: ReactNode;
  /** Id of the text that describes the dialog. */
  describedBy?: string;
  /** What gets the focus on opening; else the first control of the content. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where the focus goes on closing when nothing had it before opening. */
  returnFocus?: () => HTMLElement | null;
  maxWidth?: number;
  centered?: boolean;
  className?: string;
}

export function Dialog({
  open, onClose, title, children, closeLabel, illustration, describedBy, initialFocus, returnFocus, maxWidth = 460, centered, className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const returnFocusRef = useRef(returnFocus);
  useEffect(() => {
    returnFocusRef.current = returnFocus;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      const target = initialFocus?.current ?? (contentRef.current && focusables(contentRef.current)[0]) ?? focusables(dialog)[0] ?? dialog;
      target.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const back = opener.current?.isConnected ? opener.current : (returnFocusRef.current?.() ?? null);
      back?.focus();
    }
  }, [open, initialFocus]);

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
      return;
    }
    if (ref.current) keepTabInside(ref.current, e);
  };

  return (
    <Frame
      ref={ref}
      className={className}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      tabIndex={-1}
      $maxWidth={maxWidth}
      $centered={!!centered}
      onKeyDown={onKeyDown}
      // Escape in browsers with a native modal: "cancel" comes first; we close through state.
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      {illustration}
      <Header $centered={!!centered}>
        <h2 id={titleId}>{title}</h2>
        {closeLabel && (
          <CloseButton type="button" onClick={onClose} aria-label={closeLabel}>
            ×
          </CloseButton>
        )}
      </Header>
      <div ref={contentRef}>{open && children}</div>
    </Frame>
  );
}

const Frame = styled.dialog<{ $maxWidth: number; $centered: boolean }>`
  width: calc(100% - 32px);
  max-width: ${({ $maxWidth }) => $maxWidth}px;
  border: 0;
  border-radius: ${theme.radius.xl}px;
  padding: 20px;
  box-shadow: 0 20px 60px rgba(10, 15, 36, 0.3);
  text-align: ${({ $centered }) => ($centered ? 'center' : 'start')};
  z-index: ${theme.zIndex.modal};
  &::backdrop {
    background: rgba(10, 15, 36, 0.5);
  }
  &:focus {
    outline: none;
  }
`;
const Header = styled.div<{ $centered: boolean }>`
  display: flex;
  justify-content: ${({ $centered }) => ($centered ? 'center' : 'space-between')};
  align-items: center;
  gap: 12px;
  margin-bottom: 12px;
  h2 {
    font-size: 1.2rem;
    margin: 0;
    color: ${theme.colors.blue900};
  }
`;
const CloseButton = styled.button`
  flex: none;
  width: 44px;
  height: 44px;
  font-size: 26px;
  background: none;
  border: 0;
  cursor: pointer;
  border-radius: ${theme.radius.md}px;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
  }
`;
