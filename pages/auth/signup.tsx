/** /auth/signup (spec §2.1; query redirect, utm_content, title). */
import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { REVALIDATE_SECONDS, shellPageProps, type ShellPageProps } from '@/lib/pages/static-page-props';

export default function SignUpPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('auth');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('signUp.title')} description={t('signUp.description')} />
      <SignUpForm />
    </PageShell>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await shellPageProps(locale, ['auth']),
  revalidate: REVALIDATE_SECONDS,
});
