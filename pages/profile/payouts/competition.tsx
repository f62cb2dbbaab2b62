/**
 * /profile/payouts/competition (spec §2.1, issue 11 §5, decision 0031): the knower competition of
 * the signed-in user's country. Signed-in only; not indexed. 404 on editions where §9 hides
 * payouts (the competition's prizes are payouts).
 */
import { CompetitionView } from '@/components/competition/competition-view';
import { shellPage } from '@/components/shell/shell-page';
import { withQueryClient } from '@/lib/api/query-provider';
import { getCompetitionPageProps } from '@/lib/pages/competition-page-props';

const CompetitionPage = shellPage('CompetitionPage', {
  head: { namespace: 'competition', title: 'meta.title', noindex: true },
  view: () => <CompetitionView />,
});

export const getStaticProps = getCompetitionPageProps;

export default withQueryClient(CompetitionPage);
