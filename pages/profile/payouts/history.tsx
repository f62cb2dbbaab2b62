/** /profile/payouts/history (spec §2.1, issue 11 §4): the payout requests and their states. Knowers only; 404 where payouts are hidden. */
import { PayoutHistoryView } from '@/components/payouts/payout-history-view';
import { PayoutsLayout } from '@/components/payouts/payouts-layout';
import { shellPage } from '@/components/shell/shell-page';
import { withQueryClient } from '@/lib/api/query-provider';
import { getPayoutPageProps } from '@/lib/pages/payout-page-props';

const PayoutHistoryPage = shellPage('PayoutHistoryPage', {
  head: { namespace: 'payouts', title: 'history.title', noindex: true },
  view: (_props, t) => (
    <PayoutsLayout tab="history" title={t('history.title')}>
      {(knower) => <PayoutHistoryView knower={knower} />}
    </PayoutsLayout>
  ),
});

export const getStaticProps = getPayoutPageProps;

export default withQueryClient(PayoutHistoryPage);
