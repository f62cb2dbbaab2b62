/** /polls/{uuid} (spec §2.1): one poll, server-rendered for visitors, live results once voted. */
import { PollView } from '@/components/polls/poll-view';
import { withQueryClient } from '@/lib/api/query-provider';
import { pollServerSideProps, type PollPageProps } from '@/server/polls/page-props';

function PollPage(props: PollPageProps) {
  return <PollView {...props} />;
}

export const getServerSideProps = pollServerSideProps;

export default withQueryClient(PollPage);
