/**
 * Ad conversions (spec §4, §7):
 *
 * - Facebook (POST /api/fb-events {eventName, testCode, fbc}) only with a Facebook click id,
 *   TikTok (POST /api/tiktok-events {eventName, testCode, callback = click id}) only with a
 *   TikTok click id, and the Snapchat pixel track call: all need statistics AND marketing
 *   consent. They queue (page lifetime) until both are granted, then flush once.
 * - Google conversion tracking (gtag, send_to = tag id / label) needs only statistics consent.
 *
 * fbc is built as Facebook formats it: `fb.1.{epoch ms}.{fbclid}`. Relay failures are logged
 * as 'Server Side Event: {name} ({status})' (spec §8).
 */
import { appEnvironment } from '../app-environment';
import { getAdClickIds } from './attribution';
import { currentConsent } from './consent';
import { currentEdition } from './context';
import { gtagConversion, snapchatTrack } from './third-party';

export interface Conversion {
  /** Event name for the Facebook and TikTok relays, e.g. CompleteRegistration. */
  eventName: string;
  /** Snapchat pixel event type, e.g. SIGN_UP. */
  snapchatEventType?: string;
  /** Google Ads conversion label. */
  googleLabel?: string;
}

interface QueuedConversion extends Conversion {
  /** Which parts still wait for consent. */
  needsAds: boolean;
  needsGoogle: boolean;
}

const queue: QueuedConversion[] = [];

const config = () => ({
  fbTestCode: process.env.NEXT_PUBLIC_FB_TEST_CODE || null,
  tiktokTestCode: process.env.NEXT_PUBLIC_TIKTOK_TEST_CODE || null,
  googleTagId: process.env.NEXT_PUBLIC_GOOGLE_ADS_TAG_ID || null,
});

async function relay(path: string, eventName: string, body: Record<string, unknown>): Promise<void> {
  try {
    const res = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    });
    await res.text().catch(() => '');
    if (!res.ok) console.warn(`Server Side Event: ${eventName} (${res.status})`);
  } catch {
    console.warn(`Server Side Event: ${eventName} (unreachable)`);
  }
}

function sendAds(c: Conversion, now: number): void {
  const { facebookClickId, tiktokClickId } = getAdClickIds(now);
  const { fbTestCode, tiktokTestCode } = config();
  if (facebookClickId) {
    void relay('/api/fb-events', c.eventName, { eventName: c.eventName, testCode: fbTestCode, fbc: `fb.1.${now}.${facebookClickId}` });
  }
  if (tiktokClickId) {
    void relay('/api/tiktok-events', c.eventName, { eventName: c.eventName, testCode: tiktokTestCode, callback: tiktokClickId });
  }
  if (c.snapchatEventType) snapchatTrack(c.snapchatEventType);
}

function flush(now: number): void {
  const latest = currentConsent(currentEdition().country.flags.showCookieBanner);
  if (!latest) return;
  for (const item of queue) {
    if (item.needsGoogle && latest.statistics) {
      item.needsGoogle = false;
      if (item.googleLabel) gtagConversion(item.googleLabel, config().googleTagId);
    }
    if (item.needsAds && latest.statistics && latest.marketing) {
      item.needsAds = false;
      sendAds(item, now);
    }
  }
  for (let i = queue.length - 1; i >= 0; i--) {
    const item = queue[i]!;
    if (!item.needsAds && !item.needsGoogle) queue.splice(i, 1);
  }
}

/**
 * Records a conversion; its parts go out as soon as the consent they need is granted.
 * Nothing in the local environment or outside the browser.
 */
export function trackConversion(conversion: Conversion, now: number = Date.now()): void {
  if (typeof window === 'undefined' || appEnvironment() === 'local') return;
  queue.push({ ...conversion, needsAds: true, needsGoogle: !!conversion.googleLabel });
  flush(now);
}

/** Sends what the current consent allows (the analytics start calls it on every consent change). */
export function flushAdConversions(now: number = Date.now()): void {
  flush(now);
}

export function queuedConversionCount(): number {
  return queue.length;
}
