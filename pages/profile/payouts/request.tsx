/** /profile/payouts/request (spec §2.1, issue 11 §4): request a payout (amount, IBAN or PayPal, confirmation step). Knowers only; 404 where payouts are hidden. */
import { PayoutRequestView } from '@/components/payouts/payout-request-view';
import { PayoutsLayout } from '@/components/payouts/payouts-layout';
import { shellPage } from '@/components/shell/shell-page';
import { withQueryClient } from '@/lib/api/query-provider';
import { getPayoutPageProps } from '@/lib/pages/payout-page-props';

const PayoutRequestPage = shellPage('PayoutRequestPage', {
  head: { namespace: 'payouts', title: 'request.title', noindex: true },
  view: (_props, t) => (
    <PayoutsLayout tab="request" title={t('request.title')}>
      {(knower) => <PayoutRequestView knower={knower} />}
    </PayoutsLayout>
  ),
});

export const getStaticProps = getPayoutPageProps;

export default withQueryClient(PayoutRequestPage);
