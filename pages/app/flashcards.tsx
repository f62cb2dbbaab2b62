/** /app/flashcards (spec §2.2): flashcard sets and study mode (optional ?knowUuid=). Signed in, not indexed. */
import { FlashcardsScreen } from '@/components/flashcards/flashcards-screen';
import { shellPage } from '@/components/shell/shell-page';
import { shellStaticProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

const FlashcardsPage = shellPage('FlashcardsPage', {
  head: { namespace: 'library', title: 'flashcards.title', noindex: true },
  view: () => <FlashcardsScreen />,
});

export const getStaticProps = shellStaticProps(['library', 'study-modes']);

export default withQueryClient(FlashcardsPage);
