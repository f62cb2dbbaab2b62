/**
 * "Delete this folder?" in place, as an alert dialog: the focus starts on "keep it" (the safe
 * choice), Escape keeps the folder. Deleting only removes the folder; its knows stay saved.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { notifyError } from '@/lib/notifications/toast';
import { theme } from '@/styles/theme';

export interface DeleteFolderConfirmProps {
  name: string;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

export function DeleteFolderConfirm({ name, onConfirm, onCancel }: DeleteFolderConfirmProps) {
  const { t } = useTranslation('library');
  const [busy, setBusy] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    cancelRef.current?.focus();
  }, []);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch (error) {
      notifyError(error, t);
      setBusy(false);
    }
  };

  return (
    <Box
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !busy) {
          e.stopPropagation();
          onCancel();
        }
      }}
    >
      <h2 id={titleId}>{t('deleteFolder.title', { name })}</h2>
      <p id={textId}>{t('deleteFolder.text')}</p>
      <Row>
        <DangerButton onClick={() => void confirm()} loading={busy}>
          {t('deleteFolder.confirm')}
        </DangerButton>
        <CancelButton ref={cancelRef} type="button" onClick={onCancel} disabled={busy}>
          {t('deleteFolder.cancel')}
        </CancelButton>
      </Row>
    </Box>
  );
}

const Box = styled.div`
  margin: 16px 0;
  padding: 18px 20px;
  border: 2px solid ${theme.colors.danger};
  border-radius: ${theme.radius.xl}px;
  background: #fff;
  h2 {
    margin: 0 0 6px;
    font-size: 1.1rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0 0 14px;
    color: ${theme.colors.inkMuted};
  }
`;
const Row = styled.div`
  display: flex; flex-wrap: wrap; gap: 10px;
`;
const DangerButton = styled(Button)`
  background: ${theme.colors.danger};
  border-color: ${theme.colors.danger};
`;
const CancelButton = styled.button`
  min-height: 44px;
  padding: 0 18px; border-radius: ${theme.radius.pill}px; background: #fff; color: ${theme.colors.blue900};
  border: 1px solid ${theme.colors.line};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;
