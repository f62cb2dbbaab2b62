/**
 * Consent as analytics reads it (spec §4): where the country shows no cookie banner all
 * consent is granted automatically; elsewhere the stored choice decides, and nothing is
 * decided until the visitor chooses. `onConsent` calls back with every decided consent
 * (the current one at once, then each change).
 */
import { isConsentComplete, useConsentStore, type Consent } from '@/lib/analytics/consent-store';

export interface ConsentDecision {
  statistics: boolean;
  marketing: boolean;
}

export function decideConsent(consent: Consent | null, bannerRequired: boolean): ConsentDecision | null {
  if (!bannerRequired) return { statistics: true, marketing: true };
  if (!isConsentComplete(consent)) return null;
  return { statistics: consent.statistics, marketing: consent.marketing };
}

export function currentConsent(bannerRequired: boolean): ConsentDecision | null {
  return decideConsent(useConsentStore.getState().consent, bannerRequired);
}

/** Calls `listener` with the decided consent now (if decided) and after every change. */
export function onConsent(bannerRequired: boolean, listener: (decision: ConsentDecision) => void): () => void {
  const now = currentConsent(bannerRequired);
  if (now) listener(now);
  return useConsentStore.subscribe((state, previous) => {
    if (state.consent === previous.consent) return;
    const decision = decideConsent(state.consent, bannerRequired);
    if (decision) listener(decision);
  });
}
