/**
 * Top bar (spec §2.4): logo, menu button, country selector, sign-in or profile, download
 * dropdown, open-app button. Dark and transparent on the landing page.
 *
 * The menu, country switcher, download dropdown and profile menu load on first use (decision
 * 0013): their buttons are server-rendered in the closed state, the panels' code is fetched
 * when the pointer or focus reaches a button, and they mount once opened.
 */
import { lazy, Suspense, useState } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { ButtonLink } from '@/components/ui/button-link';
import { BRAND } from '@/lib/config/brand';
import { Flag } from '@/components/ui/flag';
import { useEdition } from '@/lib/edition/use-edition';
import { useHeaderHidden, useScrolledPast } from '@/lib/hooks/use-header-hidden';
import { editionHref } from '@/lib/links/edition-href';
import { useSessionUser } from '@/stores/use-session-user';
import { media, theme } from '@/styles/theme';
import { featureHref } from './feature-href';
import { OpenAppButton } from './open-app-button';
import type { ShellData } from '@/lib/pages/shell-data';

const loadMenu = () => import('./menu-panel');
const loadSwitcher = () => import('./country-switcher');
const loadDownload = () => import('./download-dropdown');
// React.lazy (already in the framework chunk) rather than next/dynamic: these render only on
// the client, after a click or the first client render, so no server rendering is involved.
const MenuPanel = lazy(() => loadMenu().then((m) => ({ default: m.MenuPanel })));
const CountrySwitcher = lazy(() => loadSwitcher().then((m) => ({ default: m.CountrySwitcher })));
const DownloadDropdown = lazy(() => loadDownload().then((m) => ({ default: m.DownloadDropdown })));
// Signed-in only, after the first client render: never part of the server HTML.
const ProfileMenu = lazy(() => import('./profile-menu').then((m) => ({ default: m.ProfileMenu })));

/** Starts loading a panel's code ahead of the click. */
function preload(load: () => Promise<unknown>) {
  return () => void load().catch(() => undefined);
}

export type HeaderVariant = 'light' | 'dark';

export function TopBar({ shell, variant }: { shell: ShellData; variant: HeaderVariant }) {
  const { t } = useTranslation('common');
  const edition = useEdition();
  const { country, locale } = edition;
  const user = useSessionUser();
  const hidden = useHeaderHidden();
  const scrolled = useScrolledPast(theme.navbarHeight);
  const [menuOpen, setMenuOpen] = useState(false);
  const [switcherOpen, setSwitcherOpen] = useState(false);
  const [switcherUsed, setSwitcherUsed] = useState(false);
  const [downloadOpen, setDownloadOpen] = useState(false);
  // No user until the session store has loaded after hydration: the server HTML and the
  // hydrating render both show the sign-in link.
  const signedIn = !!user;
  const downloadPage = `${edition.origin}${editionHref(edition, '/about/download')}`;

  return (
    <Header $variant={variant} $solid={scrolled || menuOpen} $hidden={hidden && !menuOpen}>
      <Bar>
        <Logo href={editionHref(edition, '/')} aria-label={t('topBar.home', { brand: BRAND.name })}>
          {BRAND.name}
        </Logo>
        <MenuButton
          type="button"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onPointerEnter={preload(loadMenu)}
          onFocus={preload(loadMenu)}
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span aria-hidden="true">☰</span> <MenuLabel>{t('topBar.menu')}</MenuLabel>
        </MenuButton>
        <Spacer />
        <IconButton
          type="button"
          onPointerEnter={preload(loadSwitcher)}
          onFocus={preload(loadSwitcher)}
          onClick={() => {
            setSwitcherUsed(true);
            setSwitcherOpen(true);
          }}
          aria-label={t('topBar.chooseCountry', { current: locale.label })}>
          <Flag country={locale.country} />
        </IconButton>
        {country.navbarDownloadLink && (
          <DownloadWrap>
            <DownloadButton
              type="button"
              aria-expanded={downloadOpen}
              aria-controls="download-dropdown"
              onPointerEnter={preload(loadDownload)}
              onFocus={preload(loadDownload)}
              onClick={() => setDownloadOpen((o) => !o)}
            >
              {t('topBar.download')}
            </DownloadButton>
            {downloadOpen && (
              <Suspense fallback={null}>
                <DownloadDropdown id="download-dropdown" qrValue={downloadPage} onClose={() => setDownloadOpen(false)} />
              </Suspense>
            )}
          </DownloadWrap>
        )}
        <AppButton>
          <OpenAppButton />
        </AppButton>
        {signedIn ? (
          <Suspense fallback={null}>
            <ProfileMenu />
          </Suspense>
        ) : (
          <SignInLink
            $variant={variant === 'dark' ? 'secondary' : 'primary'}
            href={editionHref(edition, featureHref('auth', '/auth/signin'), { referrerScreen: 'header' })}
          >
            {t('topBar.signIn')}
          </SignInLink>
        )}
      </Bar>
      {menuOpen && (
        <Suspense fallback={null}>
          <MenuPanel id="main-menu" subjects={shell.subjects} signedIn={signedIn} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
      {switcherUsed && (
        <Suspense fallback={null}>
          <CountrySwitcher open={switcherOpen} onClose={() => setSwitcherOpen(false)} />
        </Suspense>
      )}
    </Header>
  );
}

const Header = styled.header<{ $variant: HeaderVariant; $solid: boolean; $hidden: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndex.navbar};
  height: ${theme.navbarHeight}px;
  transition: transform 0.25s ease;
  transform: translateY(${({ $hidden }) => ($hidden ? '-100%' : '0')});
  ${({ $variant, $solid }) =>
    $variant === 'dark'
      ? css`
          position: fixed;
          left: 0;
          right: 0;
          /* Transparent over the dark hero, solid once the page scrolls past it. */
          background: ${$solid ? theme.colors.dark : 'transparent'};
          transition:
            transform 0.25s ease,
            background 0.2s ease;
          color: #fff;
        `
      : css`
          background: #fff;
          color: ${theme.colors.ink};
          border-bottom: 1px solid ${theme.colors.line};
        `}
`;
const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  ${media.mobile} {
    gap: 4px;
    padding: 0 8px;
  }
  height: 100%;
  max-width: ${theme.widths.content}px;
  margin: 0 auto;
  padding: 0 16px;
`;
const Logo = styled.a`
  font-weight: 800;
  font-size: 1.4rem;
  color: inherit;
  text-decoration: none;
  letter-spacing: -0.02em;
  ${media.mobile} {
    font-size: 1.2rem;
  }
`;
const MenuButton = styled.button`
  min-height: 44px;
  padding: 0 12px;
  @media (max-width: 380px) {
    padding: 0 10px;
  }
  background: none;
  border: 1px solid currentColor;
  border-radius: ${theme.radius.pill}px;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;
const MenuLabel = styled.span`
  ${media.mobile} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
const Spacer = styled.div`
  flex: 1;
`;
const IconButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  @media (max-width: 380px) {
    min-width: 36px;
  }
  background: none;
  border: 0;
  font-size: 1.4rem;
  cursor: pointer;
  color: inherit;
`;
const DownloadWrap = styled.div`
  position: relative;
  ${media.mobile} {
    display: none;
  }
`;
const DownloadButton = styled.button`
  min-height: 44px;
  padding: 0 14px;
  background: none;
  border: 0;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;
// Long labels (e.g. French "Ouvrir l'appli", "Se connecter") must fit a 360 px phone.
const compactOnMobile = css`
  ${media.mobile} {
    padding: 0 10px;
    font-size: 0.85rem;
    line-height: 1.15;
    min-width: 0;
    text-align: center;
    overflow-wrap: anywhere;
  }
  @media (max-width: 380px) {
    padding: 0 8px;
    font-size: 0.78rem;
  }
`;
const SignInLink = styled(ButtonLink)`
  ${compactOnMobile}
`;
const AppButton = styled.div`
  display: none;
  ${media.mobile} {
    display: block;
    min-width: 0;
    a {
      ${compactOnMobile}
    }
  }
`;
