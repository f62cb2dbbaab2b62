import { withQueryClient } from '@/lib/api/query-provider';
import type { GetStaticPaths } from 'next';
import { TopicView, type TopicViewProps } from '@/components/subjects/topic-view';
import { topicStaticProps } from '@/server/knows/topic-page-props';


function TopicPage(props: TopicViewProps) {
  return <TopicView {...props} />;
}

// Topics render on first request and are then cached (ISR): there are over a thousand.
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps = topicStaticProps;

// The follow button reads the learner's followed topics (decision 0039).
export default withQueryClient(TopicPage);
