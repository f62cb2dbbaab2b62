/** /pro-plan/checkout?checkoutId= (decision 0032): the test-mode provider's checkout page. Not indexed; 404 without a Plus plan. */
import { TestCheckoutView } from '@/components/pro-plan/test-checkout-view';
import { shellPage } from '@/components/shell/shell-page';
import { withQueryClient } from '@/lib/api/query-provider';
import { BRAND } from '@/lib/config/brand';
import { proPlanStaticProps, type ProPlanPageProps } from '@/lib/pages/pro-plan-page-props';

const ProCheckoutPage = shellPage<ProPlanPageProps>('ProCheckoutPage', {
  head: { namespace: 'pro-plan', title: 'checkout.title', values: { pro: BRAND.proPlanName }, noindex: true },
  view: () => <TestCheckoutView />,
});

export const getStaticProps = proPlanStaticProps();

export default withQueryClient(ProCheckoutPage);
