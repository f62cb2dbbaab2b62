/**
 * A modal dialog on the native <dialog> element (lib/hooks/use-modal-dialog.ts): focus stays
 * inside, Escape closes, focus goes back to the opener.
 */
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { useModalDialog } from '@/lib/hooks/use-modal-dialog';
import { theme } from '@/styles/theme';

export function KnowDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('knows');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useModalDialog(ref, open);

  return (
    <Dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      <Header>
        <h2 id={titleId}>{title}</h2>
        <button type="button" onClick={onClose} aria-label={t('dialog.close')}>
          ×
        </button>
      </Header>
      {open && children}
    </Dialog>
  );
}

const Dialog = styled.dialog`
  width: calc(100% - 32px);
  max-width: 460px;
  border: 0;
  border-radius: ${theme.radius.xl}px;
  padding: 20px;
  z-index: ${theme.zIndex.modal};
  &::backdrop {
    background: rgba(10, 15, 36, 0.5);
  }
`;
const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  margin-bottom: 12px;
  h2 {
    font-size: 1.2rem;
    margin: 0;
  }
  button {
    width: 44px;
    height: 44px;
    font-size: 26px;
    background: none;
    border: 0;
    cursor: pointer;
    border-radius: ${theme.radius.md}px;
  }
  button:focus-visible {
    outline: 3px solid ${theme.colors.focus};
  }
`;
