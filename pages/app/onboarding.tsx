/** /app/onboarding (spec §2.2; query utm_content, redirect): school type, grade and region after sign-up. Not indexed. */
import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { OnboardingForm } from '@/components/profile/onboarding-form';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { REVALIDATE_SECONDS, shellPageProps, type ShellPageProps } from '@/lib/pages/static-page-props';
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

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await shellPageProps(locale, ['profile']),
  revalidate: REVALIDATE_SECONDS,
});

export default withQueryClient(OnboardingPage);
