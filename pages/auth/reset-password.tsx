/** /auth/reset-password?token=… (link of the reset mail, server/accounts/service.ts). Not indexed. */
import { useTranslation } from 'next-i18next/pages';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';

export default function ResetPasswordPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('auth');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('resetPassword.title')} noindex />
      <ResetPasswordForm />
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['auth']);
