/**
 * The know a page shows. The server renders the public know (anonymous view, cacheable); once
 * the page runs in a browser with a session, GET /knows/{uuid} again with the bearer adds the
 * reader's own state (liked, saved, own) and, for a know the server answered 404 to, lets its
 * owner still see it while it is private.
 *
 * lib/api/knows is imported on demand so visitors do not download the API client up front.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Know, KnowDetail } from '@/lib/api/know-types';
import { toApiError } from '@/lib/api/errors';
import { useSignedIn } from './use-signed-in';

export type KnowLoad =
  | { status: 'ready'; know: KnowDetail; personalized: boolean }
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; error: unknown };

export function useKnow(uuid: string | null, initial: KnowDetail | null) {
  const signedIn = useSignedIn();
  const [attempt, setAttempt] = useState(0);
  // The answer for one request (uuid + attempt); an answer for another request is stale.
  const [fetched, setFetched] = useState<{ key: string; load: KnowLoad } | null>(null);
  const wantsFetch = uuid !== null && signedIn === true;
  const key = `${uuid}|${attempt}`;

  useEffect(() => {
    if (!wantsFetch || !uuid) return;
    let active = true;
    import('@/lib/api/knows')
      .then(({ getKnow }) => getKnow(uuid))
      .then((know) => {
        if (active) setFetched({ key, load: { status: 'ready', know, personalized: true } });
      })
      .catch((error: unknown) => {
        if (!active) return;
        const status = toApiError(error).status;
        let load: KnowLoad;
        // With a server-rendered know, keep showing it: only the personal state is missing.
        if (initial) load = { status: 'ready', know: initial, personalized: false };
        else if (status === 404 || status === 403) load = { status: 'not-found' };
        else load = { status: 'error', error };
        setFetched({ key, load });
      });
    return () => {
      active = false;
    };
  }, [wantsFetch, uuid, key, initial]);

  let load: KnowLoad;
  if (wantsFetch && fetched?.key === key) load = fetched.load;
  else if (initial) load = { status: 'ready', know: initial, personalized: false };
  else load = wantsFetch ? { status: 'loading' } : { status: 'not-found' };

  /** Applies a like/save answer (a Know) to the detail, keeping its pages and cards. */
  const update = useCallback(
    (next: Know | KnowDetail) =>
      setFetched((current) => {
        const base =
          current?.key === key && current.load.status === 'ready'
            ? current.load
            : initial
              ? { status: 'ready' as const, know: initial, personalized: false }
              : null;
        return base ? { key, load: { ...base, know: { ...base.know, ...next } } } : current;
      }),
    [key, initial],
  );

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { load, signedIn, update, retry };
}
