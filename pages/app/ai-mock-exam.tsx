/** /app/ai-mock-exam — AI mock exam (issue 12 §3): an exam from own material, graded with sources, saved for retakes. Signed in, not indexed. */
import { MockExamScreen } from '@/components/ai/mock-exam-screen';
import { shellPage } from '@/components/shell/shell-page';
import { withQueryClient } from '@/lib/api/query-provider';
import { shellStaticProps } from '@/lib/pages/static-page-props';

const MockExamPage = shellPage('MockExamPage', {
  head: { namespace: 'ai', title: 'exam.title', noindex: true },
  view: () => <MockExamScreen />,
});

export const getStaticProps = shellStaticProps(['ai', 'errors', 'upload', 'library']);

export default withQueryClient(MockExamPage);
