/** /app/knowers/{name-slug}-{uuid}/profile (spec §2.2): the knower profile inside the app. Not indexed. */
import { useRequireSession } from '@/components/shared/use-require-session';
import { KnowerProfileView } from '@/components/knowers/knower-profile-view';
import { withQueryClient } from '@/lib/api/query-provider';
import { knowerProfileServerSideProps, type KnowerProfilePageProps } from '@/server/knowers/profile-page-props';

function AppKnowerProfilePage(props: KnowerProfilePageProps) {
  useRequireSession();
  return <KnowerProfileView {...props} variant="app" />;
}

export const getServerSideProps = knowerProfileServerSideProps('app');

export default withQueryClient(AppKnowerProfilePage);
