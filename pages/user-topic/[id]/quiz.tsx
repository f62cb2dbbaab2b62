/** /user-topic/{uuid}/quiz (spec §2.1): a quiz on a followed topic. Signed in, not indexed. */
import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { ContentColumn } from '@/components/shared/content-layout';
import { TopicQuizView } from '@/components/topics/topic-quiz-view';
import { withQueryClient } from '@/lib/api/query-provider';
import { shellPageProps, type ShellPageProps } from '@/lib/pages/static-page-props';
import { isUuid } from '@/lib/uuid';

function TopicQuizPage({ shell, topicUuid }: ShellPageProps & { topicUuid: string }) {
  const { t } = useTranslation('topic-quiz');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('title')} noindex />
      <ContentColumn>
        <TopicQuizView topicUuid={topicUuid} />
      </ContentColumn>
    </PageShell>
  );
}

export const getServerSideProps: GetServerSideProps = async ({ locale, params }) => {
  const id = typeof params?.id === 'string' ? params.id.toLowerCase() : '';
  if (!isUuid(id)) return { notFound: true };
  return { props: { ...(await shellPageProps(locale, ['topic-quiz'])), topicUuid: id } };
};

export default withQueryClient(TopicQuizPage);
