/** /pro-plan/success?subscriptionUuid=&subscriptionCode= (spec §2.1): the code to pass on. Not indexed; 404 without a Plus plan. */
import { useTranslation } from 'next-i18next/pages';
import { SuccessView } from '@/components/pro-plan/success-view';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { withQueryClient } from '@/lib/api/query-provider';
import { BRAND } from '@/lib/config/brand';
import { proPlanStaticProps, type ProPlanPageProps } from '@/lib/pages/pro-plan-page-props';

function ProSuccessPage({ shell }: ProPlanPageProps) {
  const { t } = useTranslation('pro-plan');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('success.title', { pro: BRAND.proPlanName })} noindex />
      <SuccessView />
    </PageShell>
  );
}

export const getStaticProps = proPlanStaticProps();

export default withQueryClient(ProSuccessPage);
