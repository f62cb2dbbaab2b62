/** /app/onboarding (spec §2.2; query utm_content, redirect): school type, grade and region after sign-up. Not indexed. */
import { useTranslation } from 'next-i18next/pages';
import { OnboardingForm } from '@/components/profile/onboarding-form';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

function OnboardingPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('profile');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('onboarding.title')} noindex />
      <OnboardingForm />
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['profile']);

export default withQueryClient(OnboardingPage);
