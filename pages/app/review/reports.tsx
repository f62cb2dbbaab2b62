/** /app/review/reports (issue 13 §2, decision 0037): the reviewers' queue of reported messages, users and knows. Reviewers only; not indexed. */
import { ReportReviewView } from '@/components/chat/report-review-view';
import { ReviewLayout } from '@/components/review/review-layout';
import { shellPage } from '@/components/shell/shell-page';
import { shellStaticProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

const ReportReviewPage = shellPage('ReportReviewPage', {
  head: { namespace: 'chat', title: 'review.title', noindex: true },
  view: (_props, t) => (
    <ReviewLayout active="reports" title={t('review.title')} lead={t('review.lead')}>
      <ReportReviewView />
    </ReviewLayout>
  ),
});

export const getStaticProps = shellStaticProps(['review', 'errors', 'chat']);

export default withQueryClient(ReportReviewPage);
