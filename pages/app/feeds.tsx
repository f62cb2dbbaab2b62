/** /app/feeds (spec §2.2): the signed-in home. Not indexed. */
import { HomeFeed } from '@/components/profile/home-feed';
import { shellPage } from '@/components/shell/shell-page';
import { shellStaticProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

const FeedsPage = shellPage('FeedsPage', {
  head: { namespace: 'profile', title: 'feeds.title', noindex: true },
  view: ({ shell }) => <HomeFeed subjects={shell.subjects} />,
});

export const getStaticProps = shellStaticProps(['profile', 'search', 'library']);

export default withQueryClient(FeedsPage);
