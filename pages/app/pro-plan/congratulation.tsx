/** /app/pro-plan/congratulation (spec §2.2): Pro is active. Not indexed; 404 without a Plus plan. */
import { useTranslation } from 'next-i18next/pages';
import { CongratulationView } from '@/components/pro-plan/congratulation-view';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { withQueryClient } from '@/lib/api/query-provider';
import { BRAND } from '@/lib/config/brand';
import { proPlanStaticProps, type ProPlanPageProps } from '@/lib/pages/pro-plan-page-props';

function ProCongratulationPage({ shell }: ProPlanPageProps) {
  const { t } = useTranslation('pro-plan');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('congratulation.title', { pro: BRAND.proPlanName })} noindex />
      <CongratulationView />
    </PageShell>
  );
}

export const getStaticProps = proPlanStaticProps();

export default withQueryClient(ProCongratulationPage);
