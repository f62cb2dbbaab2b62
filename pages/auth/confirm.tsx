/** /auth/confirm?confirmationToken=… (link of the confirmation mail, server/accounts/service.ts). Not indexed. */
import { useTranslation } from 'next-i18next/pages';
import { ConfirmEmailView } from '@/components/auth/confirm-email-view';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';

export default function ConfirmEmailPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('auth');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('confirm.title')} noindex />
      <ConfirmEmailView />
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['auth']);
