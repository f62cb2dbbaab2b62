/** /app/knows (spec §2.2): the web-app variant of /knows (own knows, congratulations dialog). */
import { useTranslation } from 'next-i18next/pages';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { MyKnowsPage } from '@/components/upload/my-knows-view';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

function AppKnowsPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('upload');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('myKnows.title')} noindex />
      <MyKnowsPage variant="app" />
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['upload', 'errors', 'review']);

export default withQueryClient(AppKnowsPage);
