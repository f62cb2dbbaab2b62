/** /app/ai-mock-exam — AI mock exam (issue 12 §3): an exam from own material, graded with sources, saved for retakes. Signed in, not indexed. */
import { useTranslation } from 'next-i18next/pages';
import { MockExamScreen } from '@/components/ai/mock-exam-screen';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { withQueryClient } from '@/lib/api/query-provider';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';

function Page({ shell }: ShellPageProps) {
  const { t } = useTranslation('ai');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('exam.title')} noindex />
      <MockExamScreen />
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['ai', 'errors', 'upload', 'library']);

export default withQueryClient(Page);
