/** /app/school-gpt — the school assistant (issue 12 §4): chat with history, streamed answers with sources. Signed in, not indexed. */
import { useTranslation } from 'next-i18next/pages';
import { AssistantScreen } from '@/components/ai/assistant-screen';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { withQueryClient } from '@/lib/api/query-provider';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';

function Page({ shell }: ShellPageProps) {
  const { t } = useTranslation('ai');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('assistant.names.school-gpt')} noindex />
      <AssistantScreen kind="school-gpt" />
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['ai', 'errors']);

export default withQueryClient(Page);
