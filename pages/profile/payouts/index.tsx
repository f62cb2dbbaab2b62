/** /profile/payouts (spec §2.1, issue 11 §4): the balance, the country's tiers with the knower's tier, the §9 limit and the ledger. Knowers only; 404 where payouts are hidden. */
import { PayoutsOverview } from '@/components/payouts/payouts-overview';
import { payoutsPage } from '@/components/payouts/payouts-page';
import { withQueryClient } from '@/lib/api/query-provider';
import { getPayoutPageProps } from '@/lib/pages/payout-page-props';

const PayoutsOverviewPage = payoutsPage('PayoutsOverviewPage', { tab: 'overview', title: 'title', View: PayoutsOverview });

export const getStaticProps = getPayoutPageProps;

export default withQueryClient(PayoutsOverviewPage);
