/** /profile (spec §2.1): edit the profile. Signed-in only; not indexed. */
import { useTranslation } from 'next-i18next/pages';
import { ProfileEditor } from '@/components/profile/profile-editor';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

function ProfilePage({ shell }: ShellPageProps) {
  const { t } = useTranslation('profile');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('title')} noindex />
      <ProfileEditor />
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['profile', 'security', 'sessions', 'data-rights', 'pro-plan', 'polls']);

export default withQueryClient(ProfilePage);
