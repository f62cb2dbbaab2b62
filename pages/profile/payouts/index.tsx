/** /profile/payouts (spec §2.1, issue 11 §4): the balance, the country's tiers with the knower's tier, the §9 limit and the ledger. Knowers only; 404 where payouts are hidden. */
import { useTranslation } from 'next-i18next/pages';
import { PayoutsOverview } from '@/components/payouts/payouts-overview';
import { PayoutsLayout } from '@/components/payouts/payouts-layout';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { withQueryClient } from '@/lib/api/query-provider';
import { getPayoutPageProps } from '@/lib/pages/payout-page-props';
import type { ShellPageProps } from '@/lib/pages/static-page-props';

function PayoutsOverviewPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('payouts');
  const title = t('title');
  return (
    <PageShell shell={shell}>
      <PageHead title={title} noindex />
      <PayoutsLayout tab="overview" title={title}>
        {(knower) => <PayoutsOverview knower={knower} />}
      </PayoutsLayout>
    </PageShell>
  );
}

export const getStaticProps = getPayoutPageProps;

export default withQueryClient(PayoutsOverviewPage);
