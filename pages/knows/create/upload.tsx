/** /knows/create/upload (spec §2.1): step 1 of creating a know. Signed-in only; not indexed. */
import { shellPage } from '@/components/shell/shell-page';
import { UploadPage } from '@/components/upload/upload-view';
import { shellStaticProps } from '@/lib/pages/static-page-props';

const KnowUploadPage = shellPage('KnowUploadPage', {
  head: { namespace: 'upload', title: 'uploadStep.title', noindex: true },
  view: () => <UploadPage variant="web" />,
});

export const getStaticProps = shellStaticProps(['upload', 'errors']);

export default KnowUploadPage;
