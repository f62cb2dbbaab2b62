/** /pro-plan/activate?subscriptionUuid=&subscriptionCode=&redirect= (spec §2.1): activation on the signed-in account. Not indexed. */
import { useTranslation } from 'next-i18next/pages';
import { ActivateView } from '@/components/pro-plan/activate-view';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { withQueryClient } from '@/lib/api/query-provider';
import { BRAND } from '@/lib/config/brand';
import { proPlanStaticProps, type ProPlanPageProps } from '@/lib/pages/pro-plan-page-props';

function ProActivatePage({ shell }: ProPlanPageProps) {
  const { t } = useTranslation('pro-plan');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('activate.title', { pro: BRAND.proPlanName })} noindex />
      <ActivateView />
    </PageShell>
  );
}

export const getStaticProps = proPlanStaticProps();

export default withQueryClient(ProActivatePage);
