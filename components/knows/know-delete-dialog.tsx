/**
 * Deleting a know, after a confirmation. A know under review cannot be deleted
 * (409 KnowIsUndeletableError): the dialog says so instead of failing silently.
 */
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { FormAlert } from '@/components/ui/form-fields';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { isErrorType } from '@/lib/api/errors';
import { errorToastText } from '@/lib/notifications/toast';
import { theme } from '@/styles/theme';

export function KnowDeleteDialog({
  open,
  title,
  onClose,
  onDelete,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Resolves when deleted (the caller navigates away). */
  onDelete: () => Promise<void>;
}) {
  const { t } = useTranslation('knows');
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setDeleting(true);
    setError(null);
    try {
      await onDelete();
    } catch (e) {
      setError(isErrorType(e, 'KnowIsUndeletableError') ? t('delete.undeletable') : (errorToastText(e, t) ?? t('delete.failed')));
      setDeleting(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={t('delete.title')}
      closeLabel={t('dialog.close')}
      onClose={() => {
        setError(null);
        onClose();
      }}
    >
      <p>{t('delete.confirm', { title })}</p>
      {error && <FormAlert>{error}</FormAlert>}
      <Footer>
        <Button variant="ghost" onClick={onClose}>
          {t('dialog.cancel')}
        </Button>
        <DangerButton onClick={() => void confirm()} loading={deleting}>
          {t('delete.submit')}
        </DangerButton>
      </Footer>
    </Dialog>
  );
}

export const DangerButton = styled(Button)`
  background: ${theme.colors.danger};
  border-color: ${theme.colors.danger};
  color: #fff;
`;
const Footer = styled.div`
  display: flex; justify-content: flex-end; gap: 8px;
`;
