/** The page shell: top bar, main content, footer, cookie banner (spec §2.4). */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { CookieBanner } from './cookie-banner';
import { ErrorBoundary } from './error-boundary';
import { Footer } from './footer';
import type { ShellData } from './shell-data';
import { TopBar, type HeaderVariant } from './top-bar';

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
  return (
    <>
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <TopBar shell={shell} variant={header} />
      <ErrorBoundary>
        <main id="main">{children}</main>
      </ErrorBoundary>
      <Footer />
      <CookieBanner />
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
