/** /knows/create/import-flashcards (spec §2.1): a flashcard know from CSV/TSV/Anki/Quizlet text. */
import { shellPage } from '@/components/shell/shell-page';
import { catalogueProps, type CreatePageProps } from '@/components/upload/catalogue-props';
import { ImportFlashcardsPage } from '@/components/upload/flashcard-import-view';
import { shellStaticProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

const KnowImportFlashcardsPage = shellPage<CreatePageProps>('KnowImportFlashcardsPage', {
  head: { namespace: 'upload', title: 'import.heading', noindex: true },
  view: ({ subjects }) => <ImportFlashcardsPage variant="web" subjects={subjects} />,
});

export const getStaticProps = shellStaticProps(['upload', 'errors'], (locale) => ({ subjects: catalogueProps(locale) }));

export default withQueryClient(KnowImportFlashcardsPage);
