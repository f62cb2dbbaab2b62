/**
 * /knows/{slug} (spec §2.1; query utm_content, referrer, sid, query): a know, server-rendered
 * per request (decision 0008, not ISR) so a deleted or privatised know disappears at once.
 * The id is the slug's trailing uuid (/knows/{uuid} works too); anything else is a 404 in the
 * edition's language. Public answers are cacheable for a minute, and the server reuses the
 * rendered page for every reader while the know reads the same (decision 0066); a private or
 * missing know is a 404 for the server, which the page then asks the API for with the reader's
 * session, so an owner still sees it. Also serves /knows/u/{slug} and /app/knows/{id} (params.id).
 */
import { KnowPageView, type KnowPageProps } from '@/components/knows/know-page-view';
import { knowDateLabels } from '@/components/knows/know-details';
import { editionFor } from '@/lib/edition/edition-record';
import type { KnowDetail } from '@/lib/api/know-types';
import { knowParams } from '@/lib/contract/knows';
import { knowIdFromSlug } from '@/lib/knows/know-href';
import { shellPageProps } from '@/lib/pages/static-page-props';
import { getAppContext } from '@/server/http';
import { getKnowDetail } from '@/server/knows/service';
import { knowPageVersion } from '@/server/knows/know-page-version';
import { tagRender } from '@/server/http/render-cache';
import { withQueryClient } from '@/lib/api/query-provider';
import { withUnavailablePage } from '@/server/http/page-unavailable';

function KnowPage(props: KnowPageProps) {
  return <KnowPageView {...props} />;
}

export const getServerSideProps = withUnavailablePage<KnowPageProps>(async ({ locale, params, res }) => {
  const raw = params?.slug ?? params?.id;
  // The API's own path validation: what GET /knows/{uuid} would refuse is a 404 here too.
  const param = knowParams.safeParse({ uuid: knowIdFromSlug(typeof raw === 'string' ? raw : '') });
  const uuid = param.success ? param.data.uuid : null;
  const base = await shellPageProps(locale, ['knows', 'study-modes']);
  let know: KnowDetail | null = null;
  if (uuid) {
    try {
      know = await getKnowDetail(await getAppContext(), uuid, null);
    } catch (error) {
      if ((error as { status?: unknown }).status !== 404) throw error;
    }
  }
  if (know) {
    res.setHeader('Cache-Control', 'public, s-maxage=60, stale-while-revalidate=300');
    // The same page for every reader: reused while the know reads the same (decision 0066).
    tagRender(res, { id: know.uuid, version: knowPageVersion(know) });
  } else {
    res.statusCode = 404;
    res.setHeader('Cache-Control', 'no-store');
  }
  const dateLabels = know ? knowDateLabels(know, editionFor(locale).locale.dateLocale) : null;
  return { props: { ...base, know, uuid, dateLabels } };
});

export default withQueryClient(KnowPage);
