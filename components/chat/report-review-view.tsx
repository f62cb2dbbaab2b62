/**
 * The reviewers' report queue (/app/review/reports; decision 0037 on the role of 0028): reports
 * of messages, users and knows, oldest first, with the reported text and the reporter's reason;
 * a reviewer hides the item, dismisses the report or suspends the account behind it. Another
 * reviewer's decision meanwhile answers 409: the list reloads.
 */
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useQueryClient } from '@tanstack/react-query';
import { styled } from 'next-yak';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SelectField } from '@/components/ui/form-fields';
import { Spinner } from '@/components/ui/spinner';
import { decideReviewReport, useReviewReports, type ReportAction, type ReviewReport } from '@/lib/api/chats';
import { chatKeys } from '@/lib/api/query-keys';
import { REPORT_STATUSES } from '@/lib/contract/chat';
import { useEdition } from '@/lib/edition/use-edition';
import { notifyError, notifySuccess } from '@/lib/notifications/toast';
import { theme } from '@/styles/theme';
import { formatDateTime } from '@/lib/dates';

type Status = (typeof REPORT_STATUSES)[number];

function ReportCard({ report, onDecided }: { report: ReviewReport; onDecided: () => void }) {
  const { t } = useTranslation('chat');
  const { locale } = useEdition();
  const [busy, setBusy] = useState<ReportAction | null>(null);
  const decide = async (action: ReportAction) => {
    setBusy(action);
    try {
      await decideReviewReport(report.uuid, action);
      notifySuccess(t(`review.done.${action}`));
    } catch (error) {
      notifyError(error, t);
    } finally {
      setBusy(null);
      onDecided();
    }
  };
  const when = formatDateTime(report.createdOn, locale.dateLocale);
  return (
    <Card aria-labelledby={`report-${report.uuid}`}>
      <h2 id={`report-${report.uuid}`}>
        {t(`review.types.${report.targetType}`)} · {t(`report.reasons.${report.reason}`)}
      </h2>
      <Meta>
        <time dateTime={report.createdOn}>{when}</time>
      </Meta>
      <Quote>{report.excerpt || t('review.noExcerpt')}</Quote>
      {report.details && (
        <p>
          <strong>{t('review.details')}</strong> {report.details}
        </p>
      )}
      {report.status === 'OPEN' && (
        <Actions>
          {report.targetType !== 'USER' && (
            <Button type="button" onClick={() => void decide('HIDE')} loading={busy === 'HIDE'} disabled={!!busy}>
              {t('review.actions.HIDE')}
            </Button>
          )}
          <Button type="button" variant="secondary" onClick={() => void decide('DISMISS')} loading={busy === 'DISMISS'} disabled={!!busy}>
            {t('review.actions.DISMISS')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => void decide('SUSPEND')} loading={busy === 'SUSPEND'} disabled={!!busy || !report.targetUserUuid}>
            {t('review.actions.SUSPEND')}
          </Button>
        </Actions>
      )}
    </Card>
  );
}

export function ReportReviewView() {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>('OPEN');
  const reports = useReviewReports(status, true);
  const reload = () => void queryClient.invalidateQueries({ queryKey: chatKeys.reviewReports(status) });
  return (
    <div>
      <SelectField label={t('review.status')} value={status} onChange={(e) => setStatus(e.target.value as Status)}>
        {REPORT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`review.statuses.${s}`)}
          </option>
        ))}
      </SelectField>
      {reports.isPending && <Spinner aria-label={t('review.loading')} />}
      {reports.isError && <ErrorState message={t('review.error')} retryLabel={t('list.retry')} onRetry={() => void reports.refetch()} />}
      {reports.data && reports.data.length === 0 && <EmptyState text={t('review.empty')} />}
      {reports.data && reports.data.length > 0 && (
        <List>
          {reports.data.map((r) => (
            <li key={r.uuid}>
              <ReportCard report={r} onDecided={reload} />
            </li>
          ))}
        </List>
      )}
    </div>
  );
}


const List = styled.ul`
  list-style: none;
  margin: 16px 0 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;
const Card = styled.article`
  padding: 14px 16px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.lg}px;
  h2 {
    margin: 0 0 4px;
    font-size: 1.05rem;
    color: ${theme.colors.blue900};
  }
  p {
    margin: 8px 0 0;
  }
`;
const Meta = styled.div`
  font-size: 0.85rem;
  color: ${theme.colors.inkMuted};
`;
const Quote = styled.blockquote`
  margin: 10px 0 0;
  padding: 8px 12px;
  border-left: 4px solid ${theme.colors.pink500};
  background: ${theme.colors.surfaceAlt};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const Actions = styled.div`
  display: flex; flex-wrap: wrap; gap: 8px;
  margin-top: 12px;
`;
