/** /app/review/reports (issue 13 §2, decision 0037): the reviewers' queue of reported messages, users and knows. Reviewers only; not indexed. */
import { ReportReviewView } from '@/components/chat/report-review-view';
import { reviewPage } from '@/components/review/review-page';
import { shellStaticProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

const ReportReviewPage = reviewPage('ReportReviewPage', { active: 'reports', namespace: 'chat', keys: 'review', queue: <ReportReviewView /> });

export const getStaticProps = shellStaticProps(['review', 'errors', 'chat']);

export default withQueryClient(ReportReviewPage);
