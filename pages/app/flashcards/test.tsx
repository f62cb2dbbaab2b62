/** /app/flashcards/test?knowUuid= (issue 24): the Test study mode over one flashcard set. Signed in, not indexed. */
import { useTranslation } from 'next-i18next/pages';
import { TestScreen } from '@/components/study/test/test-screen';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

function TestPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('study-modes');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('test')} noindex />
      <TestScreen />
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['study', 'study-modes', 'offline-study']);

export default withQueryClient(TestPage);
