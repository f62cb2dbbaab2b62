/** /knowers/{name-slug}-{uuid}/profile (spec §2.1): a knower's public profile, server-rendered. */
import { KnowerProfileView } from '@/components/knowers/knower-profile-view';
import { withQueryClient } from '@/lib/api/query-provider';
import { knowerProfileServerSideProps, type KnowerProfilePageProps } from '@/server/knowers/profile-page-props';

function KnowerProfilePage(props: KnowerProfilePageProps) {
  return <KnowerProfileView {...props} />;
}

export const getServerSideProps = knowerProfileServerSideProps('public');

export default withQueryClient(KnowerProfilePage);
