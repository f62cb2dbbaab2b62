/** /app/ai-summary — AI summary (issue 12 §2): summarise own, saved or uploaded material. Signed in, not indexed. */
import { SummaryScreen } from '@/components/ai/summary-screen';
import { shellPage } from '@/components/shell/shell-page';
import { withQueryClient } from '@/lib/api/query-provider';
import { shellStaticProps } from '@/lib/pages/static-page-props';

const SummaryPage = shellPage('SummaryPage', {
  head: { namespace: 'ai', title: 'summary.title', noindex: true },
  view: ({ shell }) => <SummaryScreen subjects={shell.subjects} />,
});

export const getStaticProps = shellStaticProps(['ai', 'errors', 'upload', 'library']);

export default withQueryClient(SummaryPage);
