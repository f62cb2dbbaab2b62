/** /app/knows (spec §2.2): the web-app variant of /knows (own knows, congratulations dialog). */
import { shellPage } from '@/components/shell/shell-page';
import { MyKnowsPage } from '@/components/upload/my-knows-view';
import { shellStaticProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

const AppKnowsPage = shellPage('AppKnowsPage', {
  head: { namespace: 'upload', title: 'myKnows.title', noindex: true },
  view: () => <MyKnowsPage variant="app" />,
});

export const getStaticProps = shellStaticProps(['upload', 'errors', 'review']);

export default withQueryClient(AppKnowsPage);
