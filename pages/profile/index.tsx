/** /profile (spec §2.1): edit the profile. Signed-in only; not indexed. */
import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { ProfileEditor } from '@/components/profile/profile-editor';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { REVALIDATE_SECONDS, shellPageProps, type ShellPageProps } from '@/lib/pages/static-page-props';
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

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await shellPageProps(locale, ['profile', 'security', 'sessions', 'data-rights', 'pro-plan', 'polls']),
  revalidate: REVALIDATE_SECONDS,
});

export default withQueryClient(ProfilePage);
