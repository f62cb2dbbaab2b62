/**
 * /knows/create/details (spec §2.1: hasFlashcards, makeKnowPrivate, saveToFolderUuid, or
 * filename/title with a detail anchor): step 2 of creating a know. Signed-in only; not indexed.
 */
import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { catalogueProps, type CreatePageProps } from '@/components/upload/catalogue-props';
import { DetailsPage } from '@/components/upload/details-view';
import { REVALIDATE_SECONDS, shellPageProps } from '@/lib/pages/static-page-props';
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

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: { ...(await shellPageProps(locale, ['upload', 'errors'])), subjects: catalogueProps(locale) },
  revalidate: REVALIDATE_SECONDS,
});

export default withQueryClient(KnowDetailsPage);
