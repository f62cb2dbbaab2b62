/** /auth/signin (spec §2.1; query redirect, utm_content). */
import { useTranslation } from 'next-i18next/pages';
import { SignInForm } from '@/components/auth/sign-in-form';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';

export default function SignInPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('auth');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('signIn.title')} description={t('signIn.description')} />
      <SignInForm />
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['auth', 'security', 'captcha']);
