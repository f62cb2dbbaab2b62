/** /app/library (spec §2.2): the learner's saved knows and folders. Signed in, not indexed. */
import { useTranslation } from '@/lib/i18n/use-translation';
import { LibraryEmpty } from '@/components/library/library-empty';
import { LibraryLayout } from '@/components/library/library-layout';
import { SavedKnows } from '@/components/library/saved-knows';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

function LibraryPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('library');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('title')} noindex />
      <LibraryLayout active="all">
        {(folders) => (
          <SavedKnows
            folders={folders}
            title={t('allSaved.title')}
            lead={t('allSaved.lead')}
            empty={<LibraryEmpty text={t('allSaved.empty')} actions={[{ to: '/app/search', label: t('allSaved.find') }]} />}
          />
        )}
      </LibraryLayout>
    </PageShell>
  );
}

// `search`: the know cards' strings.
export const getStaticProps = shellStaticProps(['library', 'search']);

export default withQueryClient(LibraryPage);
