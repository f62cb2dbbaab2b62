/**
 * /knows (spec §2.1: showKnowUploadedCongratulationsDialog, wasFlashcardKnowUpload): the
 * signed-in learner's own knows. Not indexed.
 */
import { shellPage } from '@/components/shell/shell-page';
import { MyKnowsPage } from '@/components/upload/my-knows-view';
import { shellStaticProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

const KnowsPage = shellPage('KnowsPage', {
  head: { namespace: 'upload', title: 'myKnows.title', noindex: true },
  view: () => <MyKnowsPage variant="web" />,
});

export const getStaticProps = shellStaticProps(['upload', 'errors', 'review']);

export default withQueryClient(KnowsPage);
