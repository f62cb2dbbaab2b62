/** /pro-plan/activate?subscriptionUuid=&subscriptionCode=&redirect= (spec §2.1): activation on the signed-in account. Not indexed. */
import { ActivateView } from '@/components/pro-plan/activate-view';
import { shellPage } from '@/components/shell/shell-page';
import { withQueryClient } from '@/lib/api/query-provider';
import { BRAND } from '@/lib/config/brand';
import { proPlanStaticProps, type ProPlanPageProps } from '@/lib/pages/pro-plan-page-props';

const ProActivatePage = shellPage<ProPlanPageProps>('ProActivatePage', {
  head: { namespace: 'pro-plan', title: 'activate.title', values: { pro: BRAND.proPlanName }, noindex: true },
  view: () => <ActivateView />,
});

export const getStaticProps = proPlanStaticProps();

export default withQueryClient(ProActivatePage);
