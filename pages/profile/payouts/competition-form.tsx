/**
 * /profile/payouts/competition-form (spec §2.1: optional accessToken; decision 0031): a winner's
 * payout details for their prize, opened by the e-mailed single-use link without signing in, or
 * signed in. Not indexed. 404 on editions where §9 hides payouts.
 */
import { PrizeClaimView } from '@/components/competition/prize-claim-view';
import { shellPage } from '@/components/shell/shell-page';
import { withQueryClient } from '@/lib/api/query-provider';
import { getCompetitionPageProps } from '@/lib/pages/competition-page-props';

const CompetitionFormPage = shellPage('CompetitionFormPage', {
  head: { namespace: 'competition', title: 'meta.formTitle', noindex: true },
  view: () => <PrizeClaimView />,
});

export const getStaticProps = getCompetitionPageProps;

export default withQueryClient(CompetitionFormPage);
