/**
 * The one paged-list hook (decision 0012): every "show more" list of the client (feeds, a
 * subject's knows, the library, the learner's own knows) is a TanStack infinite query of
 * `{limit, offset}` pages. Page 2 appends to page 1; an item already shown (a know published
 * meanwhile shifts the pages) is not shown twice; a failed further page keeps what is loaded and
 * `loadMore` asks again; an empty further page means the list shrank, so no more is offered.
 */
import { useCallback, useMemo } from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { Page } from './know-types';

export interface PageRequest {
  limit: number;
  offset: number;
}

export type PagedStatus = 'idle' | 'loading' | 'error' | 'ready';

export interface PagedListOptions<T> {
  /** Names what is listed; a new key starts over (and is cached on its own). */
  queryKey: QueryKey;
  fetchPage: (page: PageRequest, signal: AbortSignal) => Promise<Page<T>>;
  pageSize: number;
  /** False: nothing to load yet (no session, no subject chosen): status 'idle'. */
  enabled?: boolean;
  /** A first page rendered by the server. */
  initialPage?: Page<T>;
  /** Reads the loaded pages again this often (ms): a live list, e.g. a running leaderboard. */
  refetchInterval?: number | false;
}

export interface PagedList<T> {
  status: PagedStatus;
  items: T[];
  total: number;
  hasMore: boolean;
  /** A further page is loading (the list stays visible). */
  loadingMore: boolean;
  /** Loading a further page failed (the list stays visible; `loadMore` asks again). */
  moreFailed: boolean;
  /** The last failure (first page or further page). */
  error: unknown;
  loadMore: () => void;
  /** Loads the list again after the first page failed. */
  retry: () => void;
  /** Applies a change made on one item (moved, liked) without loading again. */
  replace: (item: T) => void;
  /** Removes one item (unsaved, deleted) without loading again. */
  drop: (uuid: string) => void;
}

type Pages<T> = InfiniteData<Page<T>, number>;

const loadedCount = <T,>(pages: readonly Page<T>[]) => pages.reduce((n, p) => n + p.content.length, 0);

export function usePagedList<T extends { uuid: string }>({
  queryKey,
  fetchPage,
  pageSize,
  enabled = true,
  initialPage,
  refetchInterval = false,
}: PagedListOptions<T>): PagedList<T> {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage({ limit: pageSize, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = loadedCount(pages);
      if (pages.length > 1 && last.content.length === 0) return undefined;
      return loaded < last.numberOfResults ? loaded : undefined;
    },
    enabled,
    initialData: initialPage ? { pages: [initialPage], pageParams: [0] } : undefined,
    refetchInterval,
  });

  const data = query.data;
  const items = useMemo(() => {
    const seen = new Set<string>();
    const out: T[] = [];
    for (const page of data?.pages ?? []) {
      for (const item of page.content) {
        if (seen.has(item.uuid)) continue;
        seen.add(item.uuid);
        out.push(item);
      }
    }
    return out;
  }, [data]);

  const last = data?.pages[data.pages.length - 1];
  const shrank = !!data && data.pages.length > 1 && last?.content.length === 0;
  const total = !last ? 0 : shrank ? items.length : Math.max(last.numberOfResults, items.length);
  const status: PagedStatus = !enabled && !data ? 'idle' : data ? 'ready' : query.isError ? 'error' : 'loading';
  const { fetchNextPage, refetch, hasNextPage, isFetchingNextPage } = query;

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);
  const retry = useCallback(() => void refetch(), [refetch]);

  // The key's identity changes every render; its content is what matters.
  const keyJson = JSON.stringify(queryKey);
  const update = useCallback(
    (change: (pages: Pages<T>) => Pages<T>) =>
      queryClient.setQueryData<Pages<T>>(JSON.parse(keyJson) as QueryKey, (old) => (old ? change(old) : old)),
    [queryClient, keyJson],
  );
  const replace = useCallback(
    (item: T) => update((d) => ({ ...d, pages: d.pages.map((p) => ({ ...p, content: p.content.map((i) => (i.uuid === item.uuid ? item : i)) })) })),
    [update],
  );
  const drop = useCallback(
    (uuid: string) =>
      update((d) => {
        const found = d.pages.some((p) => p.content.some((i) => i.uuid === uuid));
        if (!found) return d;
        return {
          ...d,
          pages: d.pages.map((p) => ({ content: p.content.filter((i) => i.uuid !== uuid), numberOfResults: Math.max(0, p.numberOfResults - 1) })),
        };
      }),
    [update],
  );

  return {
    status,
    items,
    total,
    hasMore: status === 'ready' && !!hasNextPage && !shrank,
    loadingMore: isFetchingNextPage,
    moreFailed: query.isFetchNextPageError,
    error: query.error,
    loadMore,
    retry,
    replace,
    drop,
  };
}
