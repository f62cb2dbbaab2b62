/**
 * The page shell: cookie banner, top bar, main content, footer (spec §2.4). Where the country
 * shows the banner, the server renders its preview and the banner's code loads after hydration;
 * elsewhere a small module grants consent automatically (decisions 0013, 0040). The top bar, the
 * main content and the footer hydrate as separate slices (HydrationSlice).
 */
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { useEdition } from '@/lib/edition/use-edition';
import { useReaderEngaged } from '@/lib/hooks/use-reader-engaged';
import { AfterHydration } from '@/components/ui/after-hydration';
import { HydrationSlice } from '@/components/ui/hydration-slice';
import { onCookieSettingsRequest } from '@/lib/analytics/cookie-settings-request';
import { CookieBannerPreview } from './cookie-banner-preview';
import { rememberPreviewFocus } from './cookie-banner-intent';
import { ErrorBoundary } from './error-boundary';
import type { ShellData } from '@/lib/pages/shell-data';
import { TopBar, type HeaderVariant } from './top-bar';

const loadCookieBanner = () => import('./cookie-banner');
// The footer starts below the fold on every page: its code is a chunk of its own, requested
// while the page hydrates. With no Suspense boundary above it, the server still renders it
// inline and the browser keeps that HTML until the code arrives (as the landing's lower
// sections, decision 0042).
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));
const ConsentAutoGrant = lazy(() => import('./consent-auto-grant').then((m) => ({ default: m.ConsentAutoGrant })));

export function PageShell({
  shell,
  header = 'light',
  children,
}: {
  shell: ShellData;
  header?: HeaderVariant;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const { country } = useEdition();
  return (
    <>
      {/* First in the document: the first Tab reaches the banner, and in the flow it covers
          nothing (decision 0055). */}
      {country.flags.showCookieBanner ? (
        <CookieBannerSlot />
      ) : (
        <AfterHydration>
          <Suspense fallback={null}>
            <ConsentAutoGrant />
          </Suspense>
        </AfterHydration>
      )}
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <HydrationSlice>
        <TopBar shell={shell} variant={header} />
      </HydrationSlice>
      <ErrorBoundary>
        <HydrationSlice>
          <main id="main">{children}</main>
        </HydrationSlice>
      </ErrorBoundary>
      <HydrationSlice>
        <Footer />
      </HydrationSlice>
    </>
  );
}

/**
 * The server-rendered preview until the banner's code has loaded; then the banner decides. One
 * swap, from this very preview: a click landing on it while it is replaced is not lost. The code
 * loads on the visitor's first sign (a touch, key, scroll or mouse movement; decision 0044): the
 * press that starts a click on the preview loads it, and the click is carried out once it runs.
 */
function CookieBannerSlot() {
  const [Banner, setBanner] = useState<ComponentType | null>(null);
  const engaged = useReaderEngaged();
  // The footer's "cookie settings" needs the banner's code even before any other sign.
  const [requested, setRequested] = useState(false);
  useEffect(() => onCookieSettingsRequest(() => setRequested(true)), []);
  useEffect(() => {
    if (!engaged && !requested) return;
    let alive = true;
    void loadCookieBanner().then((m) => {
      if (!alive) return;
      rememberPreviewFocus();
      setBanner(() => m.CookieBanner);
    });
    return () => {
      alive = false;
    };
  }, [engaged, requested]);
  return Banner ? <Banner /> : <CookieBannerPreview />;
}

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 16px;
    top: 8px;
    z-index: 1000;
    background: #fff;
    padding: 8px 12px;
  }
`;
