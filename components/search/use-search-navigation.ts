/**
 * Client-side search navigation: the page's getServerSideProps runs again through Next's
 * router (not shallow), so a result list is always the server's answer for the URL shown.
 *
 * Editions live on their own hosts without a locale prefix (decision 0001), but Next's router
 * adds `/{locale}` for every locale other than its default (`en`). After each navigation the
 * address bar is set back to the edition's own URL (localeHref); the history entry Next keeps
 * for back/forward is left as is, so the router still restores the right page and locale.
 */
import { useCallback, useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import { useEdition } from '@/lib/edition/use-edition';
import { buildHref } from '@/lib/links/build-href';
import { localeHref } from '@/lib/links/locale-path';
import { searchStateQuery, type SearchState } from './search-query';

export type SearchBasePath = '/knows/search' | '/app/search';

export function useSearchNavigation(basePath: SearchBasePath) {
  const router = useRouter();
  const { locale } = useEdition();
  const [loading, setLoading] = useState(false);

  /** The edition's URL for a state (links, the no-JS form, the address bar). */
  const hrefFor = useCallback(
    (state: SearchState) => localeHref(locale.locale, basePath, searchStateQuery(state)),
    [locale.locale, basePath],
  );

  useEffect(() => {
    const start = () => setLoading(true);
    const complete = () => {
      setLoading(false);
      // Drop the locale prefix Next put in the address bar (see above).
      const shown = `${window.location.pathname}${window.location.search}`;
      const wanted = localeHref(locale.locale, basePath, Object.fromEntries(new URLSearchParams(window.location.search)));
      if (shown !== wanted && window.location.pathname.endsWith(basePath)) {
        window.history.replaceState(window.history.state, '', `${wanted}${window.location.hash}`);
      }
    };
    const failed = (err: { cancelled?: boolean }) => {
      // A cancelled change was replaced by a newer one, which is still loading.
      if (!err?.cancelled) setLoading(false);
    };
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', complete);
    router.events.on('routeChangeError', failed);
    return () => {
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', complete);
      router.events.off('routeChangeError', failed);
    };
  }, [router.events, locale.locale, basePath]);

  /** `replace` for search-as-you-type, so each keystroke pause is not a history entry. */
  const navigate = useCallback(
    (state: SearchState, { replace = false }: { replace?: boolean } = {}) => {
      const href = buildHref(basePath, searchStateQuery(state));
      const go = replace ? router.replace : router.push;
      // Not shallow: getServerSideProps renders the results. Errors lead Next to a full load.
      void go(href, undefined, { scroll: !replace }).catch(() => undefined);
    },
    [router, basePath],
  );

  return { loading, hrefFor, navigate };
}
