/**
 * Answers that carry figures beside one page of a list (a knower's earnings: balances and the
 * ledger; payouts: the yearly limit left and the requests). The figures are their own small query
 * (a one-row page asked for), so a form can show them without loading the list; the list is a
 * paged list of the same endpoint.
 */
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { Page } from './know-types';
import { usePagedList, type PageRequest, type PagedList } from './paged-list';

type FetchAnswer<A> = (page: PageRequest, signal?: AbortSignal) => Promise<A>;

/** The figures of the answer, read with the smallest page. */
export function answerFiguresQueryOptions<A, F, K extends QueryKey>(queryKey: K, fetchAnswer: FetchAnswer<A>, figures: (answer: A) => F) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => figures(await fetchAnswer({ limit: 1, offset: 0 }, signal)),
  });
}

/** The answer's list, page by page. */
export function useAnswerPages<A, T extends { uuid: string }>(queryKey: QueryKey, fetchAnswer: FetchAnswer<A>, list: (answer: A) => Page<T>, pageSize: number): PagedList<T> {
  return usePagedList({
    queryKey,
    fetchPage: async (page, signal) => list(await fetchAnswer(page, signal)),
    pageSize,
  });
}
