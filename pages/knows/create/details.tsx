/**
 * /knows/create/details (spec §2.1: hasFlashcards, makeKnowPrivate, saveToFolderUuid, or
 * filename/title with a detail anchor): step 2 of creating a know. Signed-in only; not indexed.
 */
import { useTranslation } from 'next-i18next/pages';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { catalogueProps, type CreatePageProps } from '@/components/upload/catalogue-props';
import { DetailsPage } from '@/components/upload/details-view';
import { shellStaticProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

function KnowDetailsPage({ shell, subjects }: CreatePageProps) {
  const { t } = useTranslation('upload');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('details.heading')} noindex />
      <DetailsPage variant="web" subjects={subjects} />
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['upload', 'errors'], (locale) => ({ subjects: catalogueProps(locale) }));

export default withQueryClient(KnowDetailsPage);
