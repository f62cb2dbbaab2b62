/** /users/{uuid}: the public page of any user, linking the knower profile where there is one. */
import { UserPublicView } from '@/components/users/user-public-view';
import { withQueryClient } from '@/lib/api/query-provider';
import { userPublicServerSideProps, type UserPublicPageProps } from '@/server/users/public-page-props';

function UserPublicPage(props: UserPublicPageProps) {
  return <UserPublicView {...props} />;
}

export const getServerSideProps = userPublicServerSideProps;

export default withQueryClient(UserPublicPage);
