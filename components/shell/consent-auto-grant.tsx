/**
 * Countries without the cookie banner grant all consent automatically (spec §4). Its own small
 * module, so visitors there never download the banner (decision 0013).
 */
import { useEffect } from 'react';
import { isConsentComplete, useConsentStore } from '@/lib/analytics/consent-store';

export function ConsentAutoGrant() {
  const consent = useConsentStore((s) => s.consent);
  const grantAutomatically = useConsentStore((s) => s.grantAutomatically);
  useEffect(() => {
    if (!isConsentComplete(consent)) grantAutomatically();
  }, [consent, grantAutomatically]);
  return null;
}
