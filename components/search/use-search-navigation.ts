/**
 * Client-side search navigation: the page's getServerSideProps runs again through Next's
 * router (not shallow), so a result list is always the server's answer for the URL shown.
 * The router is given the edition's own localised URL (navigateTo, decision 0013), so the
 * address bar and the history entry are right from the start: no patching afterwards.
 */
import { useCallback, useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';
import { navigateTo } from '@/lib/links/navigate';
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
    const complete = () => setLoading(false);
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
  }, [router.events]);

  /** `replace` for search-as-you-type, so each keystroke pause is not a history entry. */
  const navigate = useCallback(
    (state: SearchState, { replace = false }: { replace?: boolean } = {}) => {
      void navigateTo(hrefFor(state), { replace, scroll: !replace });
    },
    [hrefFor],
  );

  return { loading, hrefFor, navigate };
}
