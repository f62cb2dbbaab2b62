/**
 * Server side of /users/{uuid} (spec §7 `GET users/{id}/public`): the public fields of any
 * active user, the same the API gives; a malformed, unknown or deactivated id is the 404 page.
 */
import type { PublicUser } from '@/lib/contract/users';
import { shellPageProps } from '@/lib/pages/static-page-props';
import type { ShellData } from '@/lib/pages/shell-data';
import { isUuid } from '@/lib/uuid';
import { getAppContext } from '../http';
import { findUserView } from './repository';
import { toPublicUser } from './serialize';
import { withUnavailablePage } from '../http/page-unavailable';

export interface UserPublicPageProps {
  shell: ShellData;
  user: PublicUser;
}

export const userPublicServerSideProps = withUnavailablePage<UserPublicPageProps>(async ({ locale, params, res }) => {
  const id = typeof params?.id === 'string' ? params.id.toLowerCase() : '';
  const view = isUuid(id) ? await findUserView((await getAppContext()).db, id) : null;
  if (!view || !view.user.active) return { notFound: true };
  res.setHeader('Cache-Control', 'public, s-maxage=60, stale-while-revalidate=300');
  return { props: { ...(await shellPageProps(locale, ['knower-profile', 'chat'])), user: toPublicUser(view) } };
});
