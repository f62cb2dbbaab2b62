/**
 * Countries without the cookie banner grant all consent automatically (spec §4; opt-out
 * countries, decision 0055). Its own small module, so visitors there never download the banner
 * (decision 0013) unless they open the cookie settings from the footer to withdraw it.
 */
import { lazy, Suspense, useEffect } from 'react';
import { isConsentComplete, useConsentStore } from '@/lib/analytics/consent-store';
import { onCookieSettingsRequest, takeCookieSettingsRequest } from '@/lib/analytics/cookie-settings-request';

const CookieBanner = lazy(() => import('./cookie-banner').then((m) => ({ default: m.CookieBanner })));

export function ConsentAutoGrant() {
  const consent = useConsentStore((s) => s.consent);
  const forceOpen = useConsentStore((s) => s.forceOpen);
  const grantAutomatically = useConsentStore((s) => s.grantAutomatically);
  useEffect(() => {
    if (!isConsentComplete(consent)) grantAutomatically();
  }, [consent, grantAutomatically]);
  useEffect(() => {
    const open = () => {
      if (takeCookieSettingsRequest()) useConsentStore.getState().openSettings();
    };
    open();
    return onCookieSettingsRequest(open);
  }, []);
  return forceOpen ? (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  ) : null;
}
