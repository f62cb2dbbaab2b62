/** /profile/payouts/request (spec §2.1, issue 11 §4): request a payout (amount, IBAN or PayPal, confirmation step). Knowers only; 404 where payouts are hidden. */
import { PayoutRequestView } from '@/components/payouts/payout-request-view';
import { payoutsPage } from '@/components/payouts/payouts-page';
import { withQueryClient } from '@/lib/api/query-provider';
import { getPayoutPageProps } from '@/lib/pages/payout-page-props';

const PayoutRequestPage = payoutsPage('PayoutRequestPage', { tab: 'request', title: 'request.title', View: PayoutRequestView });

export const getStaticProps = getPayoutPageProps;

export default withQueryClient(PayoutRequestPage);
