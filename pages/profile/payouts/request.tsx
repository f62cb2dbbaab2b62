/** /profile/payouts/request (spec §2.1, issue 11 §4): request a payout (amount, IBAN or PayPal, confirmation step). Knowers only; 404 where payouts are hidden. */
import { useTranslation } from 'next-i18next/pages';
import { PayoutRequestView } from '@/components/payouts/payout-request-view';
import { PayoutsLayout } from '@/components/payouts/payouts-layout';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { withQueryClient } from '@/lib/api/query-provider';
import { getPayoutPageProps } from '@/lib/pages/payout-page-props';
import type { ShellPageProps } from '@/lib/pages/static-page-props';

function PayoutRequestPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('payouts');
  const title = t('request.title');
  return (
    <PageShell shell={shell}>
      <PageHead title={title} noindex />
      <PayoutsLayout tab="request" title={title}>
        {(knower) => <PayoutRequestView knower={knower} />}
      </PayoutsLayout>
    </PageShell>
  );
}

export const getStaticProps = getPayoutPageProps;

export default withQueryClient(PayoutRequestPage);
