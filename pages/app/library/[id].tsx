/**
 * /app/library/{id} (spec §2.2): one of the learner's folders. Rendered per request: the page is
 * the same for every id (the folder loads in the browser), and pre-rendering one per id would
 * only fill the cache. Signed in, not indexed.
 */
import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { FolderView } from '@/components/library/folder-view';
import { LibraryLayout } from '@/components/library/library-layout';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { shellPageProps, type ShellPageProps } from '@/lib/pages/static-page-props';
import { isUuid } from '@/lib/uuid';
import { withQueryClient } from '@/lib/api/query-provider';

function FolderPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('library');
  const { query } = useRouter();
  const folderUuid = isUuid(query.id) ? query.id.toLowerCase() : null;
  return (
    <PageShell shell={shell}>
      <PageHead title={t('title')} noindex />
      <LibraryLayout active={folderUuid ?? ''}>{(folders) => <FolderView folderUuid={folderUuid} folders={folders} />}</LibraryLayout>
    </PageShell>
  );
}

export const getServerSideProps: GetServerSideProps = async ({ locale, res }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  return { props: await shellPageProps(locale, ['library', 'search']) };
};

export default withQueryClient(FolderPage);
