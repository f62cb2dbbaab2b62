/** /app/make-flashcards?knowUuid=… — flashcards from a know (issue 23 §6). Signed in, not indexed. */
import { useTranslation } from 'next-i18next/pages';
import { MakeFlashcardsScreen } from '@/components/flashcards/make-flashcards-screen';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { withQueryClient } from '@/lib/api/query-provider';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';

function Page({ shell }: ShellPageProps) {
  const { t } = useTranslation('library');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('makeFlashcards.title')} noindex />
      <MakeFlashcardsScreen />
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['library', 'knows', 'ai', 'errors']);

export default withQueryClient(Page);
