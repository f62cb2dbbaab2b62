/**
 * The reason form of a rejection (knows and payout requests): a labelled text area checked
 * against the contract's limit, submitted with the button or Ctrl/Cmd+Enter, Escape cancels.
 */
import { forwardRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-fields';
import { REVIEW_LIMITS } from '@/lib/contract/limits';

export interface RejectFormProps {
  id: string;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

export const RejectForm = forwardRef<HTMLTextAreaElement, RejectFormProps>(function RejectForm({ id, busy, onSubmit, onCancel }, ref) {
  const { t } = useTranslation('review');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) return setError(t('reject.required'));
    if (trimmed.length > REVIEW_LIMITS.reasonMax) return setError(t('reject.tooLong', { max: REVIEW_LIMITS.reasonMax }));
    setError(null);
    onSubmit(trimmed);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit();
    if (e.key === 'Escape') {
      e.preventDefault();
      onCancel();
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      <TextAreaField
        ref={ref}
        id={id}
        label={t('reject.reason')}
        hint={t('reject.hint', { max: REVIEW_LIMITS.reasonMax })}
        error={error}
        value={reason}
        rows={3}
        maxLength={REVIEW_LIMITS.reasonMax}
        onChange={(e) => setReason(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <Row>
        <Button type="submit" variant="primary" loading={busy} loadingLabel={t('reject.saving')}>
          {t('reject.confirm')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('reject.cancel')}
        </Button>
      </Row>
    </Form>
  );
});

const Form = styled.form`
  display: flex; flex-direction: column; gap: 10px;
`;
const Row = styled.div`
  display: flex; flex-wrap: wrap; gap: 8px;
`;
