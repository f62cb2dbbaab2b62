/**
 * Top bar (spec §2.4): logo, menu button, country selector, sign-in or chats and profile,
 * download dropdown, open-app button. Dark and transparent on the landing page.
 *
 * The menu, country switcher, download dropdown and profile menu load on first use (decision
 * 0013): their buttons are server-rendered in the closed state, the panels' code is fetched
 * when the pointer or focus reaches a button, and they mount once opened.
 */
import { lazy, Suspense, useState } from 'react';
import { styled, css } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ButtonLink } from '@/components/ui/button-link';
import { BRAND } from '@/lib/config/brand';
import { Flag } from '@/components/ui/flag';
import { useEdition } from '@/lib/edition/use-edition';
import { useHeaderHidden, useScrolledPast } from '@/lib/hooks/use-header-hidden';
import { editionHref } from '@/lib/links/edition-href';
import { useSessionUser } from '@/stores/use-session-user';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { media, theme } from '@/styles/theme';
import { featureHref } from './feature-href';
import { HydrationSlice } from '@/components/ui/hydration-slice';
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
// The phone's open-app button is a chunk and a hydration slice of its own (outside the landing's
// first-load budget): the server renders it, and until its code arrives it is a plain link to
// the app's redirect service. No Suspense boundary, so the server writes it inline (0042).
const OpenAppButton = lazy(() => import('./open-app-button').then((m) => ({ default: m.OpenAppButton })));
const ChatsLink = lazy(() => import('./chats-link').then((m) => ({ default: m.ChatsLink })));

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
          // The panel is a lazy chunk: Escape pressed before it has mounted lands here.
          onKeyDown={(event) => event.key === 'Escape' && setMenuOpen(false)}
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
          {/* An icon on phones: every edition's words would not fit 320 px beside the sign-in. */}
          <HydrationSlice>
            <OpenAppButton
              label={
                <>
                  <PhoneIcon />
                  <span className="visually-hidden">{t('topBar.openApp')}</span>
                </>
              }
            />
          </HydrationSlice>
        </AppButton>
        {signedIn ? (
          <Suspense fallback={null}>
            <ChatsLink />
            <ProfileMenu />
          </Suspense>
        ) : (
          <SignInLink
            $variant={variant === 'dark' ? 'secondary' : 'primary'}
            href={editionHref(edition, featureHref('auth', '/auth/signin'), { referrerScreen: 'header' })}
          >
            <FullLabel>{t('topBar.signIn')}</FullLabel>
            <ShortLabel>{t('topBar.signInShort')}</ShortLabel>
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
  flex: none;
  font-weight: 800;
  font-size: 1.4rem;
  color: inherit;
  text-decoration: none;
  letter-spacing: -0.02em;
  ${media.mobile} {
    font-size: 1.2rem;
    /* Room between the word mark and the menu button's ring. */
    margin-right: 8px;
  }
`;
const MenuButton = styled.button`
  flex: none;
  min-height: 44px;
  padding: 0 12px;
  white-space: nowrap;
  ${media.mobile} {
    min-width: 44px;
    padding: 0;
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
    ${visuallyHidden};
  }
`;
const Spacer = styled.div`
  flex: 1;
  min-width: 0;
`;
const IconButton = styled.button`
  flex: none;
  min-width: 44px;
  min-height: 44px;
  ${media.mobile} {
    min-width: 40px;
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
/** A phone with an arrow out of it: "open the app". */
function PhoneIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <rect x="6" y="2" width="12" height="20" rx="2.5" />
      <path d="M10 18.5h4" />
    </svg>
  );
}

/**
 * On phones the sign-in shows the edition's short word (topBar.signInShort), on one line: every
 * edition's top bar fits 320 px with the logo, menu, country, a further icon and the app button
 * (e2e/top-bar-fit.spec.ts). Words are never broken or hyphenated.
 */
const SignInLink = styled(ButtonLink)`
  white-space: nowrap;
  flex: none;
  ${media.mobile} {
    padding: 0 12px;
    font-size: 0.9rem;
  }
  @media (max-width: 380px) {
    padding: 0 10px;
    font-size: 0.85rem;
  }
`;
const FullLabel = styled.span`
  ${media.mobile} {
    display: none;
  }
`;
const ShortLabel = styled.span`
  display: none;
  ${media.mobile} {
    display: inline;
  }
`;
const AppButton = styled.div`
  display: none;
  ${media.mobile} {
    display: block;
    flex: none;
    a {
      width: 40px;
      min-height: 40px;
      padding: 0;
    }
  }
`;
