/** /pro-plan/success?subscriptionUuid=&subscriptionCode= (spec §2.1): the code to pass on. Not indexed; 404 without a Plus plan. */
import { SuccessView } from '@/components/pro-plan/success-view';
import { shellPage } from '@/components/shell/shell-page';
import { withQueryClient } from '@/lib/api/query-provider';
import { BRAND } from '@/lib/config/brand';
import { proPlanStaticProps, type ProPlanPageProps } from '@/lib/pages/pro-plan-page-props';

const ProSuccessPage = shellPage<ProPlanPageProps>('ProSuccessPage', {
  head: { namespace: 'pro-plan', title: 'success.title', values: { pro: BRAND.proPlanName }, noindex: true },
  view: () => <SuccessView />,
});

export const getStaticProps = proPlanStaticProps();

export default withQueryClient(ProSuccessPage);
