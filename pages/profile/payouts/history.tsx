/** /profile/payouts/history (spec §2.1, issue 11 §4): the payout requests and their states. Knowers only; 404 where payouts are hidden. */
import { PayoutHistoryView } from '@/components/payouts/payout-history-view';
import { payoutsPage } from '@/components/payouts/payouts-page';
import { withQueryClient } from '@/lib/api/query-provider';
import { getPayoutPageProps } from '@/lib/pages/payout-page-props';

const PayoutHistoryPage = payoutsPage('PayoutHistoryPage', { tab: 'history', title: 'history.title', View: PayoutHistoryView });

export const getStaticProps = getPayoutPageProps;

export default withQueryClient(PayoutHistoryPage);
