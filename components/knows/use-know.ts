/**
 * The know a page shows. The server renders the public know (anonymous view, cacheable); once
 * the page runs in a browser with a session, the know detail query (lib/api/know-detail.ts) asks
 * again with the bearer, which adds the reader's own state (liked, saved, own) and, for a know
 * the server answered 404 to, lets its owner still see it while it is private.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Know, KnowDetail } from '@/lib/api/know-types';
import { useKnowDetail } from '@/lib/api/know-detail';
import { toApiError } from '@/lib/api/errors';
import { knowKeys } from '@/lib/api/query-keys';
import { useSignedIn } from '@/components/shared/use-signed-in';

export type KnowLoad =
  | { status: 'ready'; know: KnowDetail; personalized: boolean }
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; error: unknown };

export function useKnow(uuid: string | null, initial: KnowDetail | null) {
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  const wantsFetch = uuid !== null && signedIn === true;
  const query = useKnowDetail(uuid, { enabled: wantsFetch });

  let load: KnowLoad;
  if (wantsFetch && query.data) load = { status: 'ready', know: query.data, personalized: true };
  // With a server-rendered know, keep showing it: only the personal state is missing.
  else if (initial) load = { status: 'ready', know: initial, personalized: false };
  else if (!wantsFetch) load = { status: 'not-found' };
  else if (query.isError) {
    const status = toApiError(query.error).status;
    load = status === 404 || status === 403 ? { status: 'not-found' } : { status: 'error', error: query.error };
  } else load = { status: 'loading' };

  /** Applies a like/save answer (a Know) to the detail, keeping its pages and cards. */
  const update = useCallback(
    (next: Know | KnowDetail) => {
      if (!uuid) return;
      queryClient.setQueryData<KnowDetail>(knowKeys.detail(uuid), (old) => {
        const base = old ?? initial;
        return base ? { ...base, ...next } : old;
      });
    },
    [queryClient, uuid, initial],
  );

  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);

  return { load, signedIn, update, retry };
}
