/**
 * The page shell: top bar, main content, footer, cookie banner (spec §2.4). The banner's code
 * loads after hydration and only where the country shows it; elsewhere a small module grants
 * consent automatically (decision 0013).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { useEdition } from '@/lib/edition/use-edition';
import { useHasMounted } from '@/lib/hooks/use-has-mounted';
import { ErrorBoundary } from './error-boundary';
import { Footer } from './footer';
import type { ShellData } from '@/lib/pages/shell-data';
import { TopBar, type HeaderVariant } from './top-bar';

const CookieBanner = lazy(() => import('./cookie-banner').then((m) => ({ default: m.CookieBanner })));
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
  const mounted = useHasMounted();
  return (
    <>
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <TopBar shell={shell} variant={header} />
      <ErrorBoundary>
        <main id="main">{children}</main>
      </ErrorBoundary>
      <Footer />
      {mounted && (
        <Suspense fallback={null}>{country.flags.showCookieBanner ? <CookieBanner /> : <ConsentAutoGrant />}</Suspense>
      )}
    </>
  );
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
