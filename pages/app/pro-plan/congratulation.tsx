/** /app/pro-plan/congratulation (spec §2.2): Pro is active. Not indexed; 404 without a Plus plan. */
import { CongratulationView } from '@/components/pro-plan/congratulation-view';
import { shellPage } from '@/components/shell/shell-page';
import { withQueryClient } from '@/lib/api/query-provider';
import { BRAND } from '@/lib/config/brand';
import { proPlanStaticProps, type ProPlanPageProps } from '@/lib/pages/pro-plan-page-props';

const ProCongratulationPage = shellPage<ProPlanPageProps>('ProCongratulationPage', {
  head: { namespace: 'pro-plan', title: 'congratulation.title', values: { pro: BRAND.proPlanName }, noindex: true },
  view: () => <CongratulationView />,
});

export const getStaticProps = proPlanStaticProps();

export default withQueryClient(ProCongratulationPage);
