/**
 * Body of /knows/search and /app/search: the form, the result count (aria-live), "Did you mean"
 * and the facets (decision 0060), the results with their highlights, pagination, and the start,
 * no-result (with alternatives) and error states. Results come
 * from the page's getServerSideProps, also on client navigation (use-search-navigation).
 */
import { useEffect, useRef } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useEdition } from '@/lib/edition/use-edition';
import { KnowList } from '@/components/knows/know-list';
import type { MenuSubject } from '@/lib/pages/shell-data';
import { Spinner } from '@/components/ui/spinner';
import type { Know, KnowFormat, SearchResponse } from '@/lib/api/know-types';
import { randomUuid } from '@/lib/uuid';
import { media, theme } from '@/styles/theme';
import { Pagination } from './pagination';
import { performedSearch, trackSearchPerformed, trackSearchResultClicked, type PerformedSearch, type SearchOrigin } from './search-analytics';
import { SearchFacets } from './search-facets';
import { SearchForm } from './search-form';
import { hasFilters, hasSearchCriteria, pageCount, SEARCH_PAGE_SIZE, type SearchState } from './search-query';
import { NoResults, SearchError, SearchStart, searchSuggestions } from './search-states';
import { useSearchNavigation, type SearchBasePath } from './use-search-navigation';

export type SearchOutcome =
  | { kind: 'idle' }
  /** `popular`: the edition's popular knows, offered when nothing was found. */
  | { kind: 'results'; response: SearchResponse; popular?: Know[] }
  | { kind: 'error' };

export interface SearchViewProps {
  basePath: SearchBasePath;
  origin: SearchOrigin;
  subjects: MenuSubject[];
  formats: KnowFormat[];
  state: SearchState;
  outcome: SearchOutcome;
}

const EMPTY: SearchState = { query: '', subjectId: null, topicUuid: null, gradeId: null, knowFormat: null, page: 1, utmContent: null };

export function SearchView({ basePath, origin, subjects, formats, state, outcome }: SearchViewProps) {
  const { t } = useTranslation('search');
  const { loading, hrefFor, navigate } = useSearchNavigation(basePath);
  const performed = useSearchTracking(state, outcome, origin);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const focusSummary = useRef(false);

  useEffect(() => {
    // After a page change, put keyboard and screen-reader users at the top of the new results.
    if (!loading && focusSummary.current) {
      focusSummary.current = false;
      summaryRef.current?.focus();
    }
  }, [loading, outcome]);

  const response = outcome.kind === 'results' ? outcome.response : null;
  const total = response?.numberOfResults ?? 0;
  const totalPages = pageCount(total);
  const withoutFilters = { ...EMPTY, query: state.query, utmContent: state.utmContent };
  const didYouMean = response?.didYouMean ? { text: response.didYouMean, state: { ...state, query: response.didYouMean, page: 1 } } : null;
  const suggestions = searchSuggestions(subjects, (q) => hrefFor({ ...EMPTY, query: q.query ?? '', subjectId: q.subjectId ?? null }));
  const { locale } = useEdition();
  // Counting stops at 1,000 (decision 0072): past it the summary says "More than 1,000".
  const more = response?.moreResults ? new Intl.NumberFormat(locale.htmlLang).format(total) : null;
  const summary = response
    ? state.query
      ? more
        ? t('search.resultsForMore', { number: more, query: state.query })
        : t('search.resultsFor', { count: total, query: state.query })
      : more
        ? t('search.resultsMore', { number: more })
        : t('search.results', { count: total })
    : '';

  return (
    <Column>
      <h1>{t('search.heading')}</h1>
      <SearchForm
        action={hrefFor(EMPTY)}
        state={state}
        subjects={subjects}
        formats={formats}
        loading={loading}
        onSearch={(next, how) => navigate(next, how)}
        removeTopicHref={hrefFor({ ...state, topicUuid: null, page: 1 })}
      />
      <Summary ref={summaryRef} tabIndex={-1} role="status" aria-live="polite" aria-atomic="true">
        {loading ? (
          <>
            <span aria-hidden="true">
              <Spinner $size={16} />
            </span>{' '}
            {t('search.loading')}
          </>
        ) : (
          summary
        )}
      </Summary>
      {didYouMean && total > 0 && (
        <DidYouMean>
          {t('search.didYouMean')}{' '}
          <a
            href={hrefFor(didYouMean.state)}
            onClick={(e) => {
              e.preventDefault();
              navigate(didYouMean.state);
            }}
          >
            {didYouMean.text}
          </a>
        </DidYouMean>
      )}
      {response && total > 0 && state.query && (
        <SearchFacets facets={response.facets} atLeast={response.moreResults} state={state} subjects={subjects} hrefFor={hrefFor} onNavigate={(next) => navigate(next)} />
      )}
      <Results $busy={loading} aria-busy={loading || undefined}>
        {outcome.kind === 'idle' && <SearchStart subjects={suggestions.subjects} topics={suggestions.topics} />}
        {outcome.kind === 'error' && <SearchError retryHref={hrefFor(state)} />}
        {response && (
          <>
            <KnowList
              knows={response.content.map((hit) => hit.know)}
              label={summary}
              headingLevel="h2"
              empty={
                <NoResults
                  query={state.query}
                  withoutFiltersHref={hasFilters(state) ? hrefFor(withoutFilters) : null}
                  didYouMean={didYouMean ? { text: didYouMean.text, href: hrefFor(didYouMean.state) } : null}
                  popular={outcome.kind === 'results' ? (outcome.popular ?? []) : []}
                  subjects={suggestions.subjects}
                />
              }
              cardProps={(know, index) => {
                const hit = response.content[index]!;
                const position = (state.page - 1) * SEARCH_PAGE_SIZE + index + 1;
                return {
                  titleHighlight: hit.highlights.title,
                  snippet: hit.highlights.snippet,
                  linkQuery: { query: state.query, referrer: 'search' },
                  onOpen: () => {
                    if (performed.current) void trackSearchResultClicked(performed.current, know, position);
                  },
                };
              }}
            />
            <Pagination
              page={state.page}
              totalPages={totalPages}
              hrefFor={(page) => hrefFor({ ...state, page })}
              onNavigate={(page) => {
                focusSummary.current = true;
                navigate({ ...state, page });
              }}
            />
          </>
        )}
      </Results>
    </Column>
  );
}

/** Sends search_performed once per server answer; returns the search for click events. */
function useSearchTracking(state: SearchState, outcome: SearchOutcome, origin: SearchOrigin) {
  const performed = useRef<PerformedSearch | null>(null);
  const response = outcome.kind === 'results' ? outcome.response : null;
  useEffect(() => {
    if (!response || !hasSearchCriteria(state)) {
      performed.current = null;
      return;
    }
    const key = `${response.requestUuid}|${state.page}`;
    // Strict mode runs effects twice in development: one event per answer.
    if (performed.current && `${performed.current.requestUuid}|${state.page}` === key) return;
    performed.current = performedSearch(randomUuid(), state.query, response, origin);
    void trackSearchPerformed(performed.current);
  }, [response, state, origin]);
  return performed;
}

const Column = styled.div`
  max-width: ${theme.widths.content}px;
  margin: 0 auto;
  padding: 24px 16px 64px;
  h1 {
    margin: 8px 0 12px;
    font-size: 2rem;
    color: ${theme.colors.blue900};
  }
  ${media.mobile} {
    padding: 16px 12px 48px;
    h1 {
      font-size: 1.6rem;
    }
  }
`;
const Summary = styled.p`
  display: flex; align-items: center; gap: 8px;
  min-height: 1.5em;
  margin: 8px 0 0;
  font-weight: 600;
  color: ${theme.colors.inkMuted};
  &:focus {
    outline: none;
  }
`;
const DidYouMean = styled.p`
  margin: 8px 0 0;
  font-size: 1.05rem;
  a {
    font-weight: 700;
    font-style: italic;
  }
`;
const Results = styled.div<{ $busy: boolean }>`
  opacity: ${({ $busy }) => ($busy ? 0.55 : 1)};
  transition: opacity 0.15s;
`;
