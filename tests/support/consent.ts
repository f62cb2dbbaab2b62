/**
 * Consent for tests of sending: every edition except MX asks first (decision 0055), so a test
 * about what is sent stores a complete "accept all" the way the banner does.
 */
import { CONSENT_STORAGE_KEY } from '@/lib/analytics/consent-storage-key';

export const ALL_CONSENT = { required: true, statistics: true, marketing: true } as const;

/** Writes an "accept all" to localStorage before the consent store is (re)created from it. */
export function storeFullConsent(): void {
  localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ state: { consent: ALL_CONSENT }, version: 0 }));
}
