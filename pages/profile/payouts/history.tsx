/** /profile/payouts/history (spec §2.1, issue 11 §4): the payout requests and their states. Knowers only; 404 where payouts are hidden. */
import { useTranslation } from 'next-i18next/pages';
import { PayoutHistoryView } from '@/components/payouts/payout-history-view';
import { PayoutsLayout } from '@/components/payouts/payouts-layout';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { withQueryClient } from '@/lib/api/query-provider';
import { getPayoutPageProps } from '@/lib/pages/payout-page-props';
import type { ShellPageProps } from '@/lib/pages/static-page-props';

function PayoutHistoryPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('payouts');
  const title = t('history.title');
  return (
    <PageShell shell={shell}>
      <PageHead title={title} noindex />
      <PayoutsLayout tab="history" title={title}>
        {(knower) => <PayoutHistoryView knower={knower} />}
      </PayoutsLayout>
    </PageShell>
  );
}

export const getStaticProps = getPayoutPageProps;

export default withQueryClient(PayoutHistoryPage);
