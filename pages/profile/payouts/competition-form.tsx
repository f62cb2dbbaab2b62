/**
 * /profile/payouts/competition-form (spec §2.1: optional accessToken; decision 0031): a winner's
 * payout details for their prize, opened by the e-mailed single-use link without signing in, or
 * signed in. Not indexed. 404 on editions where §9 hides payouts.
 */
import { useTranslation } from 'next-i18next/pages';
import { PrizeClaimView } from '@/components/competition/prize-claim-view';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { withQueryClient } from '@/lib/api/query-provider';
import { getCompetitionPageProps } from '@/lib/pages/competition-page-props';
import type { ShellPageProps } from '@/lib/pages/static-page-props';

function CompetitionFormPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('competition');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('meta.formTitle')} noindex />
      <PrizeClaimView />
    </PageShell>
  );
}

export const getStaticProps = getCompetitionPageProps;

export default withQueryClient(CompetitionFormPage);
