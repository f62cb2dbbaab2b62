/** /knows/create/import-flashcards (spec §2.1): a flashcard know from CSV/TSV/Anki/Quizlet text. */
import { useTranslation } from 'next-i18next/pages';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { catalogueProps, type CreatePageProps } from '@/components/upload/catalogue-props';
import { ImportFlashcardsPage } from '@/components/upload/flashcard-import-view';
import { shellStaticProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

function KnowImportFlashcardsPage({ shell, subjects }: CreatePageProps) {
  const { t } = useTranslation('upload');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('import.heading')} noindex />
      <ImportFlashcardsPage variant="web" subjects={subjects} />
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['upload', 'errors'], (locale) => ({ subjects: catalogueProps(locale) }));

export default withQueryClient(KnowImportFlashcardsPage);
