/**
 * The page shell: cookie banner, top bar, main content, footer (spec §2.4). Where the country
 * shows the banner, the server renders its preview and the banner's code loads after hydration;
 * elsewhere a small module grants consent automatically (decisions 0013, 0040). The top bar, the
 * main content and the footer hydrate as separate slices (HydrationSlice).
 */
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useEdition } from '@/lib/edition/use-edition';
import { AfterHydration } from '@/components/ui/after-hydration';
import { HydrationSlice, lazySlice } from '@/components/ui/hydration-slice';
import { listenForCookieSettingsButtons, onCookieSettingsRequest } from '@/lib/analytics/cookie-settings-request';
import { CookieBannerPreview } from './cookie-banner-preview';
import { onCookieBannerAction } from './cookie-banner-intent';
import { ErrorBoundary } from './error-boundary';
import type { ShellData } from '@/lib/pages/shell-data';
import { TopBar, type HeaderVariant } from './top-bar';

const loadCookieBanner = () => import('./cookie-banner');
// The footer starts below the fold on every page: its code is a chunk of its own, requested
// while the page hydrates. With no Suspense boundary above it, the server still renders it
// inline and the browser keeps that HTML until the code arrives (as the landing's lower
// sections, decision 0042).
const Footer = lazySlice(() => import('./footer').then((m) => m.Footer));
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
  // The footer's cookie settings button is server HTML (decision 0085): its click is taken here.
  useEffect(() => listenForCookieSettingsButtons(), []);
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
 * The server-rendered preview until the banner's code is needed; then the banner decides. The
 * preview's buttons work without that code (the boot script records the choice at the click,
 * hydrated or not), so the code loads only once a choice was made on the preview or the footer
 * asks for the cookie settings: a visitor who never answers never pays for it, and the preview
 * is never swapped away under a press.
 */
function CookieBannerSlot() {
  const [Banner, setBanner] = useState<ComponentType | null>(null);
  const [needed, setNeeded] = useState(false);
  useEffect(() => onCookieSettingsRequest(() => setNeeded(true)), []);
  useEffect(() => onCookieBannerAction(() => setNeeded(true)), []);
  useEffect(() => {
    if (!needed) return;
    let alive = true;
    void loadCookieBanner().then((m) => {
      if (!alive) return;
      setBanner(() => m.CookieBanner);
    });
    return () => {
      alive = false;
    };
  }, [needed]);
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
