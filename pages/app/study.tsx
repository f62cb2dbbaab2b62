/** /app/study (issue 24 §5): the learner's streak, study chart, retention and per-set progress. Signed in, not indexed. */
import { shellPage } from '@/components/shell/shell-page';
import { StudyProgressScreen } from '@/components/study/progress/study-progress-screen';
import { withQueryClient } from '@/lib/api/query-provider';
import { shellStaticProps } from '@/lib/pages/static-page-props';

const StudyPage = shellPage('StudyPage', {
  head: { namespace: 'study-progress', title: 'title', noindex: true },
  view: () => <StudyProgressScreen />,
});

export const getStaticProps = shellStaticProps(['study-progress']);

export default withQueryClient(StudyPage);
