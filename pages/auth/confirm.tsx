/** /auth/confirm?confirmationToken=… (link of the confirmation mail, server/accounts/service.ts). Not indexed. */
import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { ConfirmEmailView } from '@/components/auth/confirm-email-view';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { REVALIDATE_SECONDS, shellPageProps, type ShellPageProps } from '@/lib/pages/static-page-props';

export default function ConfirmEmailPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('auth');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('confirm.title')} noindex />
      <ConfirmEmailView />
    </PageShell>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await shellPageProps(locale, ['auth']),
  revalidate: REVALIDATE_SECONDS,
});
