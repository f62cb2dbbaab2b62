/** /app/review/payouts (issue 11 §2/§4, decision 0028): the reviewers' payout queue. Reviewers only; not indexed. */
import { PayoutReviewView } from '@/components/review/payout-review-view';
import { reviewPage } from '@/components/review/review-page';
import { shellStaticProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

const PayoutReviewPage = reviewPage('PayoutReviewPage', { active: 'payouts', namespace: 'review', keys: 'payouts', queue: <PayoutReviewView /> });

export const getStaticProps = shellStaticProps(['review', 'errors', 'chat']);

export default withQueryClient(PayoutReviewPage);
