/** /app/knows/details (spec §2.2: hasFlashcards etc.): the web-app variant of the details step. */
import { useTranslation } from 'next-i18next/pages';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { catalogueProps, type CreatePageProps } from '@/components/upload/catalogue-props';
import { DetailsPage } from '@/components/upload/details-view';
import { shellStaticProps } from '@/lib/pages/static-page-props';
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

export const getStaticProps = shellStaticProps(['upload', 'errors'], (locale) => ({ subjects: catalogueProps(locale) }));

export default withQueryClient(AppKnowDetailsPage);
