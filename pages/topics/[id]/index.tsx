import { withQueryClient } from '@/lib/api/query-provider';
import type { GetStaticPaths, GetStaticProps } from 'next';
import { TopicView, type TopicViewProps } from '@/components/subjects/topic-view';
import { findTopic, subjectSlug } from '@/lib/config/catalogue';
import { editionFor } from '@/lib/edition/edition-record';
import { REVALIDATE_SECONDS, shellPageProps } from '@/lib/pages/static-page-props';
import { catalogueKnows, nearestToTopic } from '@/server/knows/catalogue-page-knows';


function TopicPage(props: TopicViewProps) {
  return <TopicView {...props} />;
}

// Topics render on first request and are then cached (ISR): there are over a thousand.
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps = async ({ locale, params }) => {
  const { country } = editionFor(locale);
  const found = findTopic(country.code, String(params?.id ?? ''));
  if (!found) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  const { knows, revalidate } = await catalogueKnows({ subjectId: found.subject.id, topicUuid: found.topic.uuid });
  // Nothing on this topic yet: the nearest useful content instead (issue 22 §3).
  const nearest = knows.length === 0 ? await nearestToTopic(found.subject.id) : null;
  return {
    props: {
      ...(await shellPageProps(locale, ['subjects', 'search', 'topic-quiz'])),
      subject: found.subject,
      subjectSlug: subjectSlug(found.subject),
      topic: found.topic,
      fromTopic: null,
      knows,
      nearest,
    },
    revalidate,
  };
};

// The follow button reads the learner's followed topics (decision 0039).
export default withQueryClient(TopicPage);
