/** Reporting a message, a user or a know with a reason (issue 13 §2): the reviewers' queue gets it. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/form-fields';
import { report } from '@/lib/api/chats';
import { toApiError } from '@/lib/api/errors';
import { REPORT_REASONS, type ReportBody } from '@/lib/contract/chat';
import { CHAT_LIMITS } from '@/lib/contract/limits';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notifications/toast';
import { theme } from '@/styles/theme';
import { trackChatEvent } from './chat-analytics';

export interface ReportTargetRef {
  targetType: ReportBody['targetType'];
  targetUuid: string;
  /** What is reported, for the title (a name, or "message"). */
  label: string;
}

export function ReportDialog({ target, onClose }: { target: ReportTargetRef | null; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const [reason, setReason] = useState<ReportBody['reason'] | ''>('');
  const [details, setDetails] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!target || !reason) return;
    setBusy(true);
    try {
      await report({ targetType: target.targetType, targetUuid: target.targetUuid, reason, details: details.trim() || undefined });
      notifySuccess(t('report.sent'));
      void trackChatEvent('reported', { value: target.targetType });
      onClose();
    } catch (error) {
      if (toApiError(error).type === 'DuplicateError') {
        notifyInfo(t('report.duplicate'));
        onClose();
      } else notifyError(error, t);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={!!target} onClose={onClose} title={t('report.title', { name: target?.label ?? '' })} closeLabel={t('report.cancel')}>
      <form onSubmit={submit}>
        <Fieldset>
          <legend>{t('report.reason')}</legend>
          {REPORT_REASONS.map((r) => (
            <label key={r}>
              <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} required /> {t(`report.reasons.${r}`)}
            </label>
          ))}
        </Fieldset>
        <TextAreaField label={t('report.details')} value={details} maxLength={CHAT_LIMITS.reportDetailsMax} onChange={(e) => setDetails(e.target.value)} rows={3} />
        <Actions>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('report.cancel')}
          </Button>
          <Button type="submit" loading={busy} disabled={!reason}>
            {t('report.submit')}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 12px;
  display: grid;
  gap: 6px;
  legend {
    font-weight: 600;
    margin-bottom: 6px;
    color: ${theme.colors.ink};
  }
`;
const Actions = styled.div`
  display: flex; justify-content: flex-end; gap: 8px;
  margin-top: 12px;
`;
