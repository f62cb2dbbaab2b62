/** /app/knows/{id} (spec §2.2): the know page inside the signed-in app. Not indexed. */
import { useRequireSession } from '@/components/shared/use-require-session';
import { KnowPageView, type KnowPageProps } from '@/components/knows/know-page-view';
import { withQueryClient } from '@/lib/api/query-provider';

function AppKnowPage(props: KnowPageProps) {
  useRequireSession();
  return <KnowPageView {...props} variant="app" />;
}

export { getServerSideProps } from '../../knows/[slug]/index';

export default withQueryClient(AppKnowPage);
