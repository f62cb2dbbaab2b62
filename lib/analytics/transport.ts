/**
 * Sending events (spec §7): POST {ANALYTICS_BASE_URL}/events with the payload.
 *
 * - Signed in: the authenticated analytics client (lib/api/client.ts, loaded on demand so
 *   visitors never download axios).
 * - Visitor: fetch with X-Platform and X-Device-Id (keepalive, so a navigation right after
 *   the event does not cancel it).
 * - Page closing: navigator.sendBeacon. A beacon cannot carry headers, so the ingest reads the
 *   text/plain JSON body and treats the event as anonymous on its side (the payload's `user`
 *   snapshot still names the user). To keep the bearer for signed-in users, their closing
 *   events go out as `fetch(..., { keepalive: true })` (the header-capable beacon), falling
 *   back to sendBeacon where that is refused.
 * - Signed-in events still in flight when the page closes are sent again the closing way; the ingest stores
 *   an event uuid once (a repeat answers 409 DuplicateError, which counts as delivered).
 *
 * Failure is only logged (spec §8), as a warning.
 */
import { ANALYTICS_BASE_URL } from '../api/base-urls';
import { getDeviceId } from '../device-id';
import { currentSession } from './context';
import type { EventPayload } from './payload';

export const SEND_ERROR = 'An error occurred while sending event.';
const EVENTS_URL = () => `${ANALYTICS_BASE_URL}/events`;

const inFlight = new Map<string, EventPayload>();

function warn(): void {
  console.warn(SEND_ERROR);
}

function isDuplicate(error: unknown): boolean {
  const e = error as { status?: unknown; type?: unknown } | null;
  return e?.status === 409 || e?.type === 'DuplicateError';
}

async function postWithClient(payload: EventPayload): Promise<void> {
  const { analyticsClient } = await import('../api/client');
  await analyticsClient.post('/events', payload);
}

async function postWithFetch(payload: EventPayload): Promise<void> {
  const res = await fetch(EVENTS_URL(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Platform': 'web', 'X-Device-Id': getDeviceId() },
    body: JSON.stringify(payload),
    keepalive: true,
  });
  await res.text().catch(() => '');
  if (!res.ok && res.status !== 409) throw Object.assign(new Error(`HTTP ${res.status}`), { status: res.status });
}

/** Sends one event now; resolves when it was delivered or the failure was logged. */
export async function sendEvent(payload: EventPayload): Promise<void> {
  if (pageClosing) {
    sendOnPageClose(payload);
    return;
  }
  const signedIn = currentSession().accessToken !== null;
  // keepalive fetches survive the page on their own; axios requests are handed over on close.
  if (signedIn) inFlight.set(payload.uuid, payload);
  try {
    if (signedIn) await postWithClient(payload);
    else await postWithFetch(payload);
  } catch (error) {
    if (!isDuplicate(error)) warn();
  } finally {
    inFlight.delete(payload.uuid);
  }
}

/** Hands one event to the browser so it survives the page being closed. Never throws. */
export function sendOnPageClose(payload: EventPayload): void {
  const body = JSON.stringify(payload);
  const token = currentSession().accessToken;
  try {
    if (token && typeof fetch === 'function') {
      fetch(EVENTS_URL(), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Platform': 'web',
          'X-Device-Id': getDeviceId(),
          Authorization: `Bearer ${token}`,
        },
        body,
        keepalive: true,
      }).catch(() => beacon(body));
      return;
    }
  } catch {
    // keepalive refused (e.g. over the 64 KiB budget): fall back to the beacon
  }
  beacon(body);
}

function beacon(body: string): void {
  try {
    const queued = typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
      && navigator.sendBeacon(EVENTS_URL(), body);
    if (!queued) warn();
  } catch {
    warn();
  }
}

let pageClosing = false;

/**
 * Marks the page as closing (pagehide): from now on events go by beacon, and the ones still in
 * flight are handed over again. `pageshow` from the back/forward cache reopens the page.
 */
export function markPageClosing(closing: boolean): void {
  pageClosing = closing;
  if (!closing) return;
  for (const payload of inFlight.values()) sendOnPageClose(payload);
  inFlight.clear();
}

