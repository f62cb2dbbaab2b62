/** /app/make-flashcards?knowUuid=… — flashcards from a know (issue 23 §6). Signed in, not indexed. */
import { MakeFlashcardsScreen } from '@/components/flashcards/make-flashcards-screen';
import { shellPage } from '@/components/shell/shell-page';
import { withQueryClient } from '@/lib/api/query-provider';
import { shellStaticProps } from '@/lib/pages/static-page-props';

const MakeFlashcardsPage = shellPage('MakeFlashcardsPage', {
  head: { namespace: 'library', title: 'makeFlashcards.title', noindex: true },
  view: () => <MakeFlashcardsScreen />,
});

export const getStaticProps = shellStaticProps(['library', 'knows', 'ai', 'errors']);

export default withQueryClient(MakeFlashcardsPage);
