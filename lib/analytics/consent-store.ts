/**
 * Cookie consent (spec §3, §4): required, statistics, marketing. Persisted in localStorage,
 * the spec's browser storage for consent; the synchronous storage is read when the store is
 * created, so components only need to wait for their first client render.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { CONSENT_STORAGE_KEY } from './consent-storage-key';

export interface Consent {
  required: true;
  statistics: boolean;
  marketing: boolean;
}

interface ConsentState {
  consent: Consent | null;
  /** Forces the banner open (e.g. from the privacy page's "change settings"). */
  forceOpen: boolean;
  acceptAll: () => void;
  rejectAll: () => void;
  confirmSelection: (choice: { statistics: boolean; marketing: boolean }) => void;
  grantAutomatically: () => void;
  openSettings: () => void;
}

export const useConsentStore = create<ConsentState>()(
  persist(
    (set) => ({
      consent: null,
      forceOpen: false,
      acceptAll: () => set({ consent: { required: true, statistics: true, marketing: true }, forceOpen: false }),
      rejectAll: () => set({ consent: { required: true, statistics: false, marketing: false }, forceOpen: false }),
      confirmSelection: ({ statistics, marketing }) =>
        set({ consent: { required: true, statistics, marketing }, forceOpen: false }),
      grantAutomatically: () => set({ consent: { required: true, statistics: true, marketing: true } }),
      openSettings: () => set({ forceOpen: true }),
    }),
    {
      name: CONSENT_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ consent: s.consent }),
    },
  ),
);

/** A stored consent is complete when all three categories are decided. */
export function isConsentComplete(consent: Consent | null): consent is Consent {
  return (
    !!consent &&
    consent.required === true &&
    typeof consent.statistics === 'boolean' &&
    typeof consent.marketing === 'boolean'
  );
}
