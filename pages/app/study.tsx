/** /app/study (issue 24 §5): the learner's streak, study chart, retention and per-set progress. Signed in, not indexed. */
import { useTranslation } from 'next-i18next/pages';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { StudyProgressScreen } from '@/components/study/progress/study-progress-screen';
import { withQueryClient } from '@/lib/api/query-provider';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';

function StudyPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('study-progress');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('title')} noindex />
      <StudyProgressScreen />
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['study-progress']);

export default withQueryClient(StudyPage);
