/** /app/library/synced (spec §2.2): the learner's own uploads and flashcard sets. Signed in, not indexed. */
import { useTranslation } from '@/lib/i18n/use-translation';
import { LibraryLayout } from '@/components/library/library-layout';
import { SyncedKnows } from '@/components/library/synced-knows';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

function SyncedPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('library');
  return (
    <PageShell shell={shell}>
      <PageHead title={`${t('synced.title')} – ${t('title')}`} noindex />
      <LibraryLayout active="synced">{() => <SyncedKnows />}</LibraryLayout>
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['library', 'search']);

export default withQueryClient(SyncedPage);
