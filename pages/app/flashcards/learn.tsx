/** /app/flashcards/learn?knowUuid= (issue 24): the Learn study mode over one flashcard set. Signed in, not indexed. */
import { useTranslation } from 'next-i18next/pages';
import { LearnScreen } from '@/components/study/learn/learn-screen';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

function LearnPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('study-modes');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('learn')} noindex />
      <LearnScreen />
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['study', 'study-modes', 'offline-study']);

export default withQueryClient(LearnPage);
