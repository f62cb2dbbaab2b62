/** /app/flashcards (spec §2.2): flashcard sets and study mode (optional ?knowUuid=). Signed in, not indexed. */
import { useTranslation } from 'next-i18next/pages';
import { FlashcardsScreen } from '@/components/flashcards/flashcards-screen';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

function FlashcardsPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('library');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('flashcards.title')} noindex />
      <FlashcardsScreen />
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['library', 'study-modes']);

export default withQueryClient(FlashcardsPage);
