/** /app/ai-summary — AI summary (issue 12 §2): summarise own, saved or uploaded material. Signed in, not indexed. */
import { useTranslation } from 'next-i18next/pages';
import { SummaryScreen } from '@/components/ai/summary-screen';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { withQueryClient } from '@/lib/api/query-provider';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';

function Page({ shell }: ShellPageProps) {
  const { t } = useTranslation('ai');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('summary.title')} noindex />
      <SummaryScreen subjects={shell.subjects} />
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['ai', 'errors', 'upload', 'library']);

export default withQueryClient(Page);
