/**
 * The one entry point for events: `trackEvent('sign_in')`, `trackEvent('page_view', { page })`.
 * This module is tiny on purpose: the pipeline (payload, session, attribution, consent,
 * transport) loads on the first call, so importing trackEvent costs a page almost nothing.
 *
 * Events that are ad conversions (CONVERSION_EVENTS) also go to the ad networks, subject to
 * consent (see ad-conversions.ts). Resolves when the event was sent, dropped or queued for
 * consent; never rejects. Does nothing on the server.
 */
import type { Conversion } from './ad-conversions';
import type { EventPayload } from './payload';

export type { EventPayload } from './payload';

/** Product events that count as ad conversions, with their names per network. */
export const CONVERSION_EVENTS: Readonly<Record<string, Conversion>> = {
  sign_up: {
    eventName: 'CompleteRegistration',
    snapchatEventType: 'SIGN_UP',
    googleLabel: process.env.NEXT_PUBLIC_GOOGLE_ADS_SIGN_UP_LABEL || undefined,
  },
};

export function trackEvent(name: string, extra?: Partial<EventPayload>): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  const conversion = CONVERSION_EVENTS[name];
  return Promise.all([import('./pipeline'), conversion ? import('./ad-conversions') : null])
    .then(([pipeline, ads]) => {
      if (conversion && ads) ads.trackConversion(conversion);
      return pipeline.track(name, extra);
    })
    .catch(() => console.warn('An error occurred while sending event.'));
}
