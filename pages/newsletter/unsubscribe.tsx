/** /newsletter/unsubscribe?emailType=…&emailPreferencesToken=…&emailUuid=… (v2 unsubscribe link). Not indexed. */
import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { UnsubscribeView } from '@/components/profile/unsubscribe-view';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { REVALIDATE_SECONDS, shellPageProps, type ShellPageProps } from '@/lib/pages/static-page-props';

export default function UnsubscribePage({ shell }: ShellPageProps) {
  const { t } = useTranslation('profile');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('unsubscribe.title')} noindex />
      <UnsubscribeView />
    </PageShell>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await shellPageProps(locale, ['profile']),
  revalidate: REVALIDATE_SECONDS,
});
