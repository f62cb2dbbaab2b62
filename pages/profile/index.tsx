/** /profile (spec §2.1): edit the profile. Signed-in only; not indexed. */
import { ProfileEditor } from '@/components/profile/profile-editor';
import { shellPage } from '@/components/shell/shell-page';
import { shellStaticProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

const ProfilePage = shellPage('ProfilePage', {
  head: { namespace: 'profile', title: 'title', noindex: true },
  view: () => <ProfileEditor />,
});

export const getStaticProps = shellStaticProps(['profile', 'security', 'sessions', 'data-rights', 'pro-plan', 'polls']);

export default withQueryClient(ProfilePage);
