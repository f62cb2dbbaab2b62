/** /app/feeds (spec §2.2): the signed-in home. Not indexed. */
import { useTranslation } from 'next-i18next/pages';
import { HomeFeed } from '@/components/profile/home-feed';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

function FeedsPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('profile');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('feeds.title')} noindex />
      <HomeFeed subjects={shell.subjects} />
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['profile', 'search', 'library']);

export default withQueryClient(FeedsPage);
