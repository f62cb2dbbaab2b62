/**
 * Signed-in pages: visitors without a session go to /auth/signin?redirect=<this page>. A session
 * that ends while the page is open (logout, refused refresh) leads to the sign-in page as well.
 * Returns the signed-in user once known (null during the server render, while redirecting, and
 * while users/me is still loading).
 */
import { useEffect, useRef } from 'react';
import { useEdition } from '@/lib/edition/use-edition';
import { useHasMounted } from '@/lib/hooks/use-has-mounted';
import { localeHref } from '@/lib/links/locale-path';
import { useSessionStore, type SessionUser } from '@/stores/session-store';
import { currentPageForRedirect, navigate } from '@/components/shared/redirect';

export function useRequireSession(): SessionUser | null {
  const mounted = useHasMounted();
  const { locale } = useEdition();
  const token = useSessionStore((s) => s.token);
  const user = useSessionStore((s) => s.user);
  const hadSession = useRef(false);
  const signedIn = mounted && !!token;

  useEffect(() => {
    if (signedIn) hadSession.current = true;
  }, [signedIn]);

  useEffect(() => {
    if (!mounted || token) return;
    // After a logout the profile menu navigates to the sign-in page itself: same target here.
    const query = hadSession.current ? undefined : { redirect: currentPageForRedirect() };
    navigate(localeHref(locale.locale, '/auth/signin', query), { replace: true });
  }, [mounted, token, locale.locale]);

  useEffect(() => {
    // A stored token without a stored user (e.g. storage edited): load the user.
    if (mounted && token && !user) useSessionStore.getState().loadSession().catch(() => undefined);
  }, [mounted, token, user]);

  return signedIn ? user : null;
}
