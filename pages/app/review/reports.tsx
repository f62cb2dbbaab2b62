/** /app/review/reports (issue 13 §2, decision 0037): the reviewers' queue of reported messages, users and knows. Reviewers only; not indexed. */
import { useTranslation } from 'next-i18next/pages';
import { ReportReviewView } from '@/components/chat/report-review-view';
import { ReviewLayout } from '@/components/review/review-layout';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

function ReportReviewPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('chat');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('review.title')} noindex />
      <ReviewLayout active="reports" title={t('review.title')} lead={t('review.lead')}>
        <ReportReviewView />
      </ReviewLayout>
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['review', 'errors', 'chat']);

export default withQueryClient(ReportReviewPage);
