/**
 * /knows/create/details (spec §2.1: hasFlashcards, makeKnowPrivate, saveToFolderUuid, or
 * filename/title with a detail anchor): step 2 of creating a know. Signed-in only; not indexed.
 */
import { shellPage } from '@/components/shell/shell-page';
import { catalogueProps, type CreatePageProps } from '@/components/upload/catalogue-props';
import { DetailsPage } from '@/components/upload/details-view';
import { shellStaticProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

const KnowDetailsPage = shellPage<CreatePageProps>('KnowDetailsPage', {
  head: { namespace: 'upload', title: 'details.heading', noindex: true },
  view: ({ subjects }) => <DetailsPage variant="web" subjects={subjects} />,
});

export const getStaticProps = shellStaticProps(['upload', 'errors'], (locale) => ({ subjects: catalogueProps(locale) }));

export default withQueryClient(KnowDetailsPage);
