/** /profile/payouts (spec §2.1, issue 11 §4): the balance, the country's tiers with the knower's tier, the §9 limit and the ledger. Knowers only; 404 where payouts are hidden. */
import { PayoutsOverview } from '@/components/payouts/payouts-overview';
import { PayoutsLayout } from '@/components/payouts/payouts-layout';
import { shellPage } from '@/components/shell/shell-page';
import { withQueryClient } from '@/lib/api/query-provider';
import { getPayoutPageProps } from '@/lib/pages/payout-page-props';

const PayoutsOverviewPage = shellPage('PayoutsOverviewPage', {
  head: { namespace: 'payouts', title: 'title', noindex: true },
  view: (_props, t) => (
    <PayoutsLayout tab="overview" title={t('title')}>
      {(knower) => <PayoutsOverview knower={knower} />}
    </PayoutsLayout>
  ),
});

export const getStaticProps = getPayoutPageProps;

export default withQueryClient(PayoutsOverviewPage);
