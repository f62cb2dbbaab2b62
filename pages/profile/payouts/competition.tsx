/**
 * /profile/payouts/competition (spec §2.1, issue 11 §5, decision 0031): the knower competition of
 * the signed-in user's country. Signed-in only; not indexed. 404 on editions where §9 hides
 * payouts (the competition's prizes are payouts).
 */
import { useTranslation } from 'next-i18next/pages';
import { CompetitionView } from '@/components/competition/competition-view';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { withQueryClient } from '@/lib/api/query-provider';
import { getCompetitionPageProps } from '@/lib/pages/competition-page-props';
import type { ShellPageProps } from '@/lib/pages/static-page-props';

function CompetitionPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('competition');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('meta.title')} noindex />
      <CompetitionView />
    </PageShell>
  );
}

export const getStaticProps = getCompetitionPageProps;

export default withQueryClient(CompetitionPage);
