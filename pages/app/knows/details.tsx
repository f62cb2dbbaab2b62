/** /app/knows/details (spec §2.2: hasFlashcards etc.): the web-app variant of the details step. */
import { shellPage } from '@/components/shell/shell-page';
import { catalogueProps, type CreatePageProps } from '@/components/upload/catalogue-props';
import { DetailsPage } from '@/components/upload/details-view';
import { shellStaticProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

const AppKnowDetailsPage = shellPage<CreatePageProps>('AppKnowDetailsPage', {
  head: { namespace: 'upload', title: 'details.heading', noindex: true },
  view: ({ subjects }) => <DetailsPage variant="app" subjects={subjects} />,
});

export const getStaticProps = shellStaticProps(['upload', 'errors'], (locale) => ({ subjects: catalogueProps(locale) }));

export default withQueryClient(AppKnowDetailsPage);
