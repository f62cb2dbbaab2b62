/** /auth/signup (spec §2.1; query redirect, utm_content, title). */
import { useTranslation } from 'next-i18next/pages';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';

export default function SignUpPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('auth');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('signUp.title')} description={t('signUp.description')} />
      <SignUpForm />
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['auth']);
