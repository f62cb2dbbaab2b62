/** /app/pro-plan/paypal-redirect (spec §2.2): the web app's return from paying; activates, then congratulates. Not indexed. */
import { AppReturnView } from '@/components/pro-plan/app-return-view';
import { shellPage } from '@/components/shell/shell-page';
import { withQueryClient } from '@/lib/api/query-provider';
import { BRAND } from '@/lib/config/brand';
import { proPlanStaticProps, type ProPlanPageProps } from '@/lib/pages/pro-plan-page-props';

const ProAppReturnPage = shellPage<ProPlanPageProps>('ProAppReturnPage', {
  head: { namespace: 'pro-plan', title: 'appReturn.title', values: { pro: BRAND.proPlanName }, noindex: true },
  view: () => <AppReturnView />,
});

export const getStaticProps = proPlanStaticProps();

export default withQueryClient(ProAppReturnPage);
