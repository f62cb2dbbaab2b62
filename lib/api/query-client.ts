/**
 * The one TanStack Query client configuration (decision 0012): every client read is a query,
 * cached for a short while and retried only when a retry can help (the network or a 5xx; never
 * a 4xx, which would answer the same, nor a request the caller cancelled). The API client stays
 * the one request path: queries call the fetchers of lib/api/<resource>.ts, which already map
 * failures to ApiError.
 */
import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { toApiError } from './errors';

/** At most this many retries after a first failed read. */
export const MAX_QUERY_RETRIES = 2;

/** True when asking again may succeed: no answer (offline, timeout) or a server error. */
export function isRetryable(error: unknown): boolean {
  const e = toApiError(error);
  if (e.canceled) return false;
  if (e.status === null) return e.handled;
  return e.status >= 500 || e.status === 408 || e.status === 429;
}

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && isRetryable(error);
}

export const QUERY_DEFAULTS: DefaultOptions = {
  queries: {
    staleTime: 30_000,
    retry: shouldRetryQuery,
    refetchOnWindowFocus: false,
  },
  mutations: { retry: false },
};

/** A new client (one per app instance or test); `overrides` for tests (e.g. retryDelay: 0). */
export function createQueryClient(overrides: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({
    defaultOptions: { ...QUERY_DEFAULTS, queries: { ...QUERY_DEFAULTS.queries, ...overrides } },
  });
}
