/** /newsletter/unsubscribe?emailType=…&emailPreferencesToken=…&emailUuid=… (v2 unsubscribe link). Not indexed. */
import { useTranslation } from 'next-i18next/pages';
import { UnsubscribeView } from '@/components/profile/unsubscribe-view';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';

export default function UnsubscribePage({ shell }: ShellPageProps) {
  const { t } = useTranslation('profile');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('unsubscribe.title')} noindex />
      <UnsubscribeView />
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['profile']);
