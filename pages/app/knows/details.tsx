/** /app/knows/details (spec §2.2: hasFlashcards etc.): the web-app variant of the details step. */
import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { catalogueProps, type CreatePageProps } from '@/components/upload/catalogue-props';
import { DetailsPage } from '@/components/upload/details-view';
import { REVALIDATE_SECONDS, shellPageProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

function AppKnowDetailsPage({ shell, subjects }: CreatePageProps) {
  const { t } = useTranslation('upload');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('details.heading')} noindex />
      <DetailsPage variant="app" subjects={subjects} />
    </PageShell>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: { ...(await shellPageProps(locale, ['upload', 'errors'])), subjects: catalogueProps(locale) },
  revalidate: REVALIDATE_SECONDS,
});

export default withQueryClient(AppKnowDetailsPage);
