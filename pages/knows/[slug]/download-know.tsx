/**
 * /knows/{slug}/download-know (spec §2.1, §2.3: "download-know" is localised, e.g.
 * /knows/{slug}/know-herunterladen on de). The server renders the public know; a signed-in
 * owner's private know loads in the browser. Not indexed: the know page itself is the one to find.
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import { DownloadKnowView } from '@/components/library/download-know-view';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import type { KnowDetail } from '@/lib/api/know-types';
import { knowParams } from '@/lib/contract/knows';
import { knowIdFromSlug } from '@/lib/knows/know-href';
import { shellPageProps, type ShellPageProps } from '@/lib/pages/static-page-props';
import { getAppContext } from '@/server/http';
import { ApiError } from '@/server/errors';
import { getKnowDetail } from '@/server/knows/service';
import { withQueryClient } from '@/lib/api/query-provider';
import { withUnavailablePage } from '@/server/http/page-unavailable';

interface DownloadKnowPageProps extends ShellPageProps {
  uuid: string | null;
  know: KnowDetail | null;
}

function DownloadKnowPage({ shell, uuid, know }: DownloadKnowPageProps) {
  const { t } = useTranslation('library');
  return (
    <PageShell shell={shell}>
      <PageHead title={know ? t('download.pageTitle', { title: know.title }) : t('download.notFoundTitle')} noindex />
      <DownloadKnowView key={uuid ?? 'none'} uuid={uuid} initial={know} />
    </PageShell>
  );
}

export const getServerSideProps = withUnavailablePage<DownloadKnowPageProps>(async ({ locale, params, res }) => {
  const slug = typeof params?.slug === 'string' ? params.slug : '';
  const param = knowParams.safeParse({ uuid: knowIdFromSlug(slug) });
  const uuid = param.success ? param.data.uuid : null;
  let know: KnowDetail | null = null;
  if (uuid) {
    try {
      const detail = await getKnowDetail(await getAppContext(), uuid, null);
      // The page needs neither the pages' text nor the cards: keep the HTML small.
      know = { ...detail, pages: [], flashcards: [] };
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
  if (!know) res.statusCode = 404;
  res.setHeader('Cache-Control', know ? 'public, s-maxage=60, stale-while-revalidate=300' : 'no-store');
  return { props: { ...(await shellPageProps(locale, ['library'])), uuid, know } };
});

export default withQueryClient(DownloadKnowPage);
