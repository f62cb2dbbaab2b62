/** /auth/forgot-password (spec §2.1): request a reset link. Not indexed. */
import { useTranslation } from 'next-i18next/pages';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';

export default function ForgotPasswordPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('auth');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('forgotPassword.title')} description={t('forgotPassword.intro')} noindex />
      <ForgotPasswordForm />
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['auth']);
