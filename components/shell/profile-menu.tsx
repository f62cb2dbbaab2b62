/**
 * Profile dropdown (spec §2.4, signed-in only, rendered after the first client render): edit
 * profile; my knows, upload and the library (every edition, decision 0059); payouts for knowers
 * where payouts are not hidden (neither in the edition nor in the account's country); the reviewer
 * queues for reviewers (decision 0028); log out (POST oauth/logout, local session cleared), then
 * /auth/signin. Inside the web app (/app/*) the edit-profile and payouts links are the web-app
 * variants (/app/profile, /app/payouts).
 */
import { useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ReviewerMenuItems } from '@/components/shell/reviewer-menu-items';
import { useProfilePicture } from '@/components/session/use-profile-picture';
import { Avatar } from '@/components/ui/avatar';
import { QueryProvider } from '@/lib/api/query-provider';
import { showsPayoutsLink } from '@/lib/config/payout-access';
import { isReviewer } from '@/lib/contract/roles';
import { useEdition } from '@/lib/edition/use-edition';
import { useOutsideClick } from '@/lib/hooks/use-outside-click';
import { localeHref } from '@/lib/links/locale-path';
import { assignAfterToasts } from '@/lib/notifications/toast';
import { useSessionStore } from '@/stores/session-store';
import { theme } from '@/styles/theme';
import { featureHref } from './feature-href';
import { MenuLinkItems } from './menu-link-items';

/** The edit-profile and payouts routes for the page's route (web-app variants under /app). */
export function profileMenuRoutes(route: string): { profile: string; payouts: string } {
  const inApp = route === '/app' || route.startsWith('/app/');
  return inApp ? { profile: '/app/profile', payouts: '/app/payouts' } : { profile: '/profile', payouts: '/profile/payouts' };
}

/** The picture is a query: the menu brings the app's query client (pages without one, decision 0013). */
export function ProfileMenu() {
  return (
    <QueryProvider>
      <ProfileMenuContent />
    </QueryProvider>
  );
}

function ProfileMenuContent() {
  const { t } = useTranslation('common');
  const { country, locale } = useEdition();
  const routes = profileMenuRoutes(useRouter().pathname);
  const user = useSessionStore((s) => s.user);
  const signOut = useSessionStore((s) => s.signOut);
  const picture = useProfilePicture(user);
  const [open, setOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useOutsideClick(ref, () => setOpen(false), open);
  if (!user) return null;
  const logOut = async () => {
    setLoggingOut(true);
    try {
      await signOut();
    } finally {
      // Signed out locally in every case: on to the sign-in page (with a failure toast, if any).
      await assignAfterToasts(localeHref(locale.locale, featureHref('auth', '/auth/signin')));
    }
  };
  const showPayouts = showsPayoutsLink(country.code, user);
  return (
    <Wrap ref={ref}>
      <Trigger
        type="button"
        aria-expanded={open}
        aria-controls="profile-menu"
        aria-label={t('profile.menuLabel', { name: user.name })}
        onClick={() => setOpen((o) => !o)}
      >
        <Avatar name={user.name} src={picture} />
      </Trigger>
      {open && (
        <Menu id="profile-menu">
          <MenuLinkItems
            links={[
              { to: featureHref('auth', routes.profile), label: t('profile.edit') },
              { to: featureHref('knows', '/knows'), label: t('profile.myKnows') },
              { to: featureHref('knows', '/knows/create/upload'), label: t('profile.upload') },
              // Every edition: saved knows and folders must be findable again (decision 0059).
              { to: featureHref('knows', '/app/library'), label: t('menu.library') },
              showPayouts && { to: featureHref('payouts', routes.payouts), label: t('profile.payouts') },
            ]}
          />
          {isReviewer(user) && <ReviewerMenuItems />}
          <li>
            <button type="button" onClick={() => void logOut()} disabled={loggingOut} aria-busy={loggingOut || undefined}>
              {t('profile.logout')}
            </button>
          </li>
        </Menu>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  position: relative;
`;
const Trigger = styled.button`
  background: none;
  border: 0;
  padding: 4px;
  border-radius: 50%;
  cursor: pointer;
  min-width: 44px;
  min-height: 44px;
`;
const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  min-width: 200px;
  list-style: none;
  margin: 0;
  padding: 8px;
  background: #fff;
  border-radius: ${theme.radius.lg}px;
  box-shadow: 0 12px 30px rgba(10, 15, 36, 0.18);
  z-index: ${theme.zIndex.navbarUserDropdown};
  a,
  button {
    display: block;
    width: 100%;
    text-align: left;
    padding: 10px 12px;
    background: none;
    border: 0;
    font: inherit;
    color: ${theme.colors.ink};
    text-decoration: none;
    border-radius: ${theme.radius.sm}px;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${theme.colors.surfaceAlt};
  }
`;
