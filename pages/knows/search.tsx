/**
 * /knows/search (spec §2.1; query, subjectId, utm_content, plus knowFormat, topicUuid, gradeId,
 * page) and,
 * re-exported, /app/search (§2.2). Rendered per request so a search URL can be shared and indexed:
 * the results are in the HTML. Pages without results are noindex; /app/search always is.
 */
import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useRequireSession } from '@/components/shared/use-require-session';
import type { SearchOrigin } from '@/components/search/search-analytics';
import { hasSearchCriteria, parseSearchState, SEARCH_PAGE_SIZE, searchFormats, searchStateQuery, type SearchState } from '@/components/search/search-query';
import { SearchView, type SearchOutcome } from '@/components/search/search-view';
import type { SearchBasePath } from '@/components/search/use-search-navigation';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import type { KnowFormat } from '@/lib/api/know-types';
import { editionFor } from '@/lib/edition/edition-record';
import { getSubjects } from '@/lib/config/catalogue';
import { buildHref } from '@/lib/links/build-href';
import { shellPageProps, type ShellPageProps } from '@/lib/pages/static-page-props';
import { searchKnowsQuery } from '@/lib/contract/search';
import { getAppContext } from '@/server/http';
import { answerUnavailable } from '@/server/http/page-unavailable';
import { getFeed } from '@/server/knows/service';
import { searchKnows } from '@/server/search/service';

/** Popular knows offered when a search finds nothing. */
const POPULAR_WHEN_EMPTY = 4;

export interface SearchPageProps extends ShellPageProps {
  basePath: SearchBasePath;
  origin: SearchOrigin;
  state: SearchState;
  outcome: SearchOutcome;
  formats: KnowFormat[];
}

export default function SearchPage({ shell, basePath, origin, state, outcome, formats }: SearchPageProps) {
  const { t } = useTranslation('search');
  const isApp = basePath === '/app/search';
  const found = outcome.kind === 'results' && outcome.response.numberOfResults > 0;
  const canonical = buildHref('/knows/search', { ...searchStateQuery(state), utm_content: null });
  return (
    <PageShell shell={shell}>
      <PageHead
        title={state.query ? t('search.titleWithQuery', { query: state.query }) : t('search.title')}
        description={state.query ? t('search.metaDescriptionWithQuery', { query: state.query }) : t('search.metaDescription')}
        path={canonical}
        alternateLocales={[]}
        noindex={isApp || !found}
      />
      {isApp && <RequireSession />}
      <SearchView basePath={basePath} origin={origin} subjects={shell.subjects} formats={formats} state={state} outcome={outcome} />
    </PageShell>
  );
}

/** /app/search is a signed-in page: visitors are sent to sign in (and back). */
function RequireSession() {
  useRequireSession();
  return null;
}

export const getServerSideProps: GetServerSideProps<SearchPageProps> = async ({ locale, query, resolvedUrl, res }) => {
  const edition = editionFor(locale);
  const isApp = resolvedUrl.startsWith('/app/');
  const state = parseSearchState(query, edition.country, getSubjects(edition.country.code));
  let outcome: SearchOutcome = { kind: 'idle' };
  // The API's own query validation: what GET /search/knows would refuse renders the empty page.
  const input = searchKnowsQuery.safeParse({
    query: state.query || undefined,
    subjectId: state.subjectId ?? undefined,
    topicUuid: state.topicUuid ?? undefined,
    gradeId: state.gradeId ?? undefined,
    knowFormat: state.knowFormat ?? undefined,
    contentLanguageCode: edition.locale.contentLanguage,
    limit: SEARCH_PAGE_SIZE,
    offset: (state.page - 1) * SEARCH_PAGE_SIZE,
  });
  if (hasSearchCriteria(state) && input.success) {
    try {
      const app = await getAppContext();
      const response = await searchKnows(
        app,
        input.data,
        // Pages render the public view: the same answer for everyone, so a CDN may cache it.
        null,
      );
      const popular =
        response.numberOfResults === 0
          ? (await getFeed(app, 'popular', { contentLanguageCode: edition.locale.contentLanguage, limit: POPULAR_WHEN_EMPTY }, null)).content
          : undefined;
      outcome = { kind: 'results', response, ...(popular ? { popular } : {}) };
    } catch (err) {
      // Busy or unreachable: 503 with Retry-After (decision 0045); anything else is logged here.
      if (!answerUnavailable(res, err)) {
        console.error('Search page: the search failed', err);
        res.statusCode = 503;
      }
      outcome = { kind: 'error' };
    }
  }
  res.setHeader(
    'Cache-Control',
    outcome.kind === 'error' ? 'no-store' : 'public, s-maxage=60, stale-while-revalidate=300',
  );
  return {
    props: {
      ...(await shellPageProps(locale, ['search'], { topics: true })),
      basePath: isApp ? '/app/search' : '/knows/search',
      origin: isApp ? 'app_search_page' : 'search_page',
      state,
      outcome,
      formats: searchFormats(edition.country),
    },
  };
};
