/** /pro-plan/checkout?checkoutId= (decision 0032): the test-mode provider's checkout page. Not indexed; 404 without a Plus plan. */
import { useTranslation } from 'next-i18next/pages';
import { TestCheckoutView } from '@/components/pro-plan/test-checkout-view';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { withQueryClient } from '@/lib/api/query-provider';
import { BRAND } from '@/lib/config/brand';
import { proPlanStaticProps, type ProPlanPageProps } from '@/lib/pages/pro-plan-page-props';

function ProCheckoutPage({ shell }: ProPlanPageProps) {
  const { t } = useTranslation('pro-plan');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('checkout.title', { pro: BRAND.proPlanName })} noindex />
      <TestCheckoutView />
    </PageShell>
  );
}

export const getStaticProps = proPlanStaticProps();

export default withQueryClient(ProCheckoutPage);
