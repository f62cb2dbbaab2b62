/** /app/review/payouts (issue 11 §2/§4, decision 0028): the reviewers' payout queue. Reviewers only; not indexed. */
import { PayoutReviewView } from '@/components/review/payout-review-view';
import { ReviewLayout } from '@/components/review/review-layout';
import { shellPage } from '@/components/shell/shell-page';
import { shellStaticProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

const PayoutReviewPage = shellPage('PayoutReviewPage', {
  head: { namespace: 'review', title: 'payouts.title', noindex: true },
  view: (_props, t) => (
    <ReviewLayout active="payouts" title={t('payouts.title')} lead={t('payouts.lead')}>
      <PayoutReviewView />
    </ReviewLayout>
  ),
});

export const getStaticProps = shellStaticProps(['review', 'errors', 'chat']);

export default withQueryClient(PayoutReviewPage);
