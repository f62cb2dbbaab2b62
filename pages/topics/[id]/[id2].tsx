/** /topics/{id}/{id2}: topic id2 reached from topic id of the same subject (canonical: /topics/{id2}). */
import { withQueryClient } from '@/lib/api/query-provider';
import type { GetStaticPaths } from 'next';
import { TopicView, type TopicViewProps } from '@/components/subjects/topic-view';
import { topicStaticProps } from '@/server/knows/topic-page-props';


function TopicFromTopicPage(props: TopicViewProps) {
  return <TopicView {...props} />;
}

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps = topicStaticProps;

// The follow button reads the learner's followed topics (decision 0039).
export default withQueryClient(TopicFromTopicPage);
