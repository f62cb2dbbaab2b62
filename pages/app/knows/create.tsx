/**
 * /app/knows/create (spec §2.2: utm_content, tab = upload | flashcards, filename): the web-app
 * create page, one tab for documents and one for a flashcard import. Not indexed.
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import { useQueryParam } from '@/components/shared/use-query-param';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { catalogueProps, type CreatePageProps } from '@/components/upload/catalogue-props';
import { ImportFlashcardsPage } from '@/components/upload/flashcard-import-view';
import { UploadPage } from '@/components/upload/upload-view';
import { shellStaticProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

function AppKnowCreatePage({ shell, subjects }: CreatePageProps) {
  const { t } = useTranslation('upload');
  const flashcards = useQueryParam('tab') === 'flashcards';
  return (
    <PageShell shell={shell}>
      <PageHead title={flashcards ? t('import.heading') : t('uploadStep.title')} noindex />
      {flashcards ? <ImportFlashcardsPage variant="app" subjects={subjects} /> : <UploadPage variant="app" />}
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['upload', 'errors'], (locale) => ({ subjects: catalogueProps(locale) }));

export default withQueryClient(AppKnowCreatePage);
