/** /app/pro-plan/paypal-redirect (spec §2.2): the web app's return from paying; activates, then congratulates. Not indexed. */
import { useTranslation } from 'next-i18next/pages';
import { AppReturnView } from '@/components/pro-plan/app-return-view';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { withQueryClient } from '@/lib/api/query-provider';
import { BRAND } from '@/lib/config/brand';
import { proPlanStaticProps, type ProPlanPageProps } from '@/lib/pages/pro-plan-page-props';

function ProAppReturnPage({ shell }: ProPlanPageProps) {
  const { t } = useTranslation('pro-plan');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('appReturn.title', { pro: BRAND.proPlanName })} noindex />
      <AppReturnView />
    </PageShell>
  );
}

export const getStaticProps = proPlanStaticProps();

export default withQueryClient(ProAppReturnPage);
