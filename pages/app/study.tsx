/** /app/study (issue 24 §5): the learner's streak, study chart, retention and per-set progress. Signed in, not indexed. */
import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { StudyProgressScreen } from '@/components/study/progress/study-progress-screen';
import { withQueryClient } from '@/lib/api/query-provider';
import { REVALIDATE_SECONDS, shellPageProps, type ShellPageProps } from '@/lib/pages/static-page-props';

function StudyPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('study-progress');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('title')} noindex />
      <StudyProgressScreen />
    </PageShell>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await shellPageProps(locale, ['study-progress']),
  revalidate: REVALIDATE_SECONDS,
});

export default withQueryClient(StudyPage);
