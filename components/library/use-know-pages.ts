/**
 * A list of knows loaded page by page ("show more"), for the library lists. `replace` and
 * `drop` apply a change made on the list (moved, removed) without loading it again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Know, Page } from '@/lib/api/know-types';

export const LIBRARY_PAGE_SIZE = 20;

type Loader = (params: { limit: number; offset: number }) => Promise<Page<Know>>;

interface State {
  /** Which load (key and attempt) this state belongs to; another one means "loading". */
  of: string;
  status: 'loading' | 'error' | 'ready';
  knows: Know[];
  total: number;
  loadingMore: boolean;
}

const loading = (of: string): State => ({ of, status: 'loading', knows: [], total: 0, loadingMore: false });

/** `key` names what is listed (e.g. a folder uuid): a new key starts over. */
export function useKnowPages(load: Loader, key: string, enabled: boolean) {
  const [attempt, setAttempt] = useState(0);
  const of = `${key}#${attempt}`;
  const [stored, setState] = useState<State>(() => loading(of));
  const state = stored.of === of ? stored : loading(of);
  const loadRef = useRef(load);
  const loaded = useRef(0);
  useEffect(() => {
    loadRef.current = load;
    loaded.current = state.knows.length;
  });

  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    loadRef.current({ limit: LIBRARY_PAGE_SIZE, offset: 0 }).then(
      (page) => alive && setState({ of, status: 'ready', knows: page.content, total: page.numberOfResults, loadingMore: false }),
      () => alive && setState({ ...loading(of), status: 'error' }),
    );
    return () => {
      alive = false;
    };
  }, [of, enabled]);

  const loadMore = useCallback(async () => {
    setState((s) => (s.of === of ? { ...s, loadingMore: true } : s));
    try {
      const page = await loadRef.current({ limit: LIBRARY_PAGE_SIZE, offset: loaded.current });
      setState((s) => {
        if (s.of !== of) return s;
        const seen = new Set(s.knows.map((k) => k.uuid));
        return { ...s, knows: [...s.knows, ...page.content.filter((k) => !seen.has(k.uuid))], total: page.numberOfResults, loadingMore: false };
      });
    } catch (error) {
      setState((s) => (s.of === of ? { ...s, loadingMore: false } : s));
      throw error;
    }
  }, [of]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const replace = useCallback((know: Know) => setState((s) => ({ ...s, knows: s.knows.map((k) => (k.uuid === know.uuid ? know : k)) })), []);
  const drop = useCallback(
    (uuid: string) => setState((s) => ({ ...s, knows: s.knows.filter((k) => k.uuid !== uuid), total: Math.max(0, s.total - 1) })),
    [],
  );

  return { ...state, loadMore, retry, replace, drop };
}

export type KnowPages = ReturnType<typeof useKnowPages>;
