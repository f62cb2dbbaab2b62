/**
 * The page shell: top bar, main content, footer, cookie banner (spec §2.4). The banner's code
 * loads after hydration and only where the country shows it; elsewhere a small module grants
 * consent automatically (decision 0013).
 */
import type { ReactNode } from 'react';
import dynamic from 'next/dynamic';
import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { useEdition } from '@/lib/edition/use-edition';
import { ErrorBoundary } from './error-boundary';
import { Footer } from './footer';
import type { ShellData } from './shell-data';
import { TopBar, type HeaderVariant } from './top-bar';

const CookieBanner = dynamic(() => import('./cookie-banner').then((m) => m.CookieBanner), { ssr: false });
const ConsentAutoGrant = dynamic(() => import('./consent-auto-grant').then((m) => m.ConsentAutoGrant), { ssr: false });

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
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <TopBar shell={shell} variant={header} />
      <ErrorBoundary>
        <main id="main">{children}</main>
      </ErrorBoundary>
      <Footer />
      {country.flags.showCookieBanner ? <CookieBanner /> : <ConsentAutoGrant />}
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
