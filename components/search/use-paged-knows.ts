/**
 * Client-side loading of a list of knows page by page (feeds, knows of a subject): the first
 * page when `key` changes, more on demand, a retry after an error. Every answer is tagged with
 * the key (and attempt) it was asked for, so a late answer for an old key is never shown.
 * `load` must be stable (useCallback) for a given key.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Know, Page } from '@/lib/api/know-types';

export type PagedStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface PagedKnows {
  status: PagedStatus;
  knows: Know[];
  total: number;
  /** True while a further page is loading (the list stays visible). */
  loadingMore: boolean;
  /** Loading a further page failed (the list stays visible). */
  moreFailed: boolean;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

interface Loaded {
  token: string;
  knows: Know[];
  total: number;
  failed: boolean;
  moreFailed: boolean;
}

/** `key` null: nothing to load yet (e.g. no session or no subject chosen). */
export function usePagedKnows(key: string | null, load: (offset: number) => Promise<Page<Know>>): PagedKnows {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [moreFor, setMoreFor] = useState<string | null>(null);
  const token = key === null ? null : `${key}#${attempt}`;

  useEffect(() => {
    if (token === null) return;
    let live = true;
    load(0)
      .then((page) => {
        if (live) setLoaded({ token, knows: page.content, total: page.numberOfResults, failed: false, moreFailed: false });
      })
      .catch(() => {
        if (live) setLoaded({ token, knows: [], total: 0, failed: true, moreFailed: false });
      });
    return () => {
      live = false;
    };
  }, [token, load]);

  const current = loaded && loaded.token === token ? loaded : null;
  const status: PagedStatus = token === null ? 'idle' : !current ? 'loading' : current.failed ? 'error' : 'ready';
  const knows = current && !current.failed ? current.knows : [];
  const total = current?.total ?? 0;

  const loadMore = useCallback(() => {
    if (!token || !current || moreFor === token) return;
    setMoreFor(token);
    load(current.knows.length)
      .then((page) => {
        setLoaded((prev) => {
          if (!prev || prev.token !== token) return prev;
          // A know published meanwhile shifts the pages: skip what is already shown.
          const seen = new Set(prev.knows.map((k) => k.uuid));
          const knows = [...prev.knows, ...page.content.filter((k) => !seen.has(k.uuid))];
          // An empty further page means the list shrank: stop offering more.
          const total = page.content.length === 0 ? knows.length : page.numberOfResults;
          return { ...prev, knows, total, moreFailed: false };
        });
      })
      .catch(() => setLoaded((prev) => (prev && prev.token === token ? { ...prev, moreFailed: true } : prev)))
      .finally(() => setMoreFor((t) => (t === token ? null : t)));
  }, [token, current, moreFor, load]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return {
    status,
    knows,
    total,
    loadingMore: token !== null && moreFor === token,
    moreFailed: current?.moreFailed ?? false,
    hasMore: knows.length < total,
    loadMore,
    retry,
  };
}
