/**
 * The event pipeline: consent gate, payload, transport.
 *
 * - Nothing is sent in the local environment (spec §4) or outside the browser.
 * - First-party events count as statistics: sent while statistics consent is granted,
 *   dropped when it is refused, and held in memory (page lifetime, up to 100) while the
 *   visitor has not chosen yet; the choice then sends or drops them.
 * - The payload is built when the event leaves: user or anonymous snapshot, session (which
 *   refreshes the 30-minute session), attribution, device, experiments, page and web.
 */
import { appEnvironment } from '../app-environment';
import { getDeviceId } from '../device-id';
import { randomUuid } from '../uuid';
import { getAttribution } from './attribution';
import { currentConsent, onConsent } from './consent';
import { currentEdition, currentSession } from './context';
import { deviceSnapshot, webSnapshot } from './device-snapshot';
import { readActiveExperiments } from './experiments';
import { buildPayload, type EventContext, type EventExtra, type EventPayload, type PageSnapshot } from './payload';
import { getSessionId } from './session';
import { anonymousUserSnapshot, sessionSnapshot, userSnapshot } from './snapshots';
import { sendEvent } from './transport';

export const MAX_PENDING_EVENTS = 100;

interface PendingEvent {
  name: string;
  extra: EventExtra;
}

const pending: PendingEvent[] = [];
let stopWaiting: (() => void) | null = null;

export function currentPage(): PageSnapshot {
  return { path: window.location.pathname, title: document.title || null };
}

export function eventContext(now: number = Date.now()): EventContext {
  const { locale, country } = currentEdition();
  const { user } = currentSession();
  return {
    uuid: randomUuid(),
    user: user ? userSnapshot(user) : anonymousUserSnapshot(country.code, locale.interfaceLanguage),
    session: sessionSnapshot(getSessionId(now), getAttribution(now)),
    deviceSnippet: deviceSnapshot(getDeviceId()),
    deviceTimeZoneOffset: new Date(now).getTimezoneOffset(),
    activeExperiments: readActiveExperiments(),
    page: currentPage(),
    web: webSnapshot(),
  };
}

function deliver(event: PendingEvent): Promise<void> {
  const payload: EventPayload = buildPayload(event.name, eventContext(), event.extra);
  return sendEvent(payload);
}

function waitForConsent(bannerRequired: boolean): void {
  if (stopWaiting) return;
  let unsubscribe: (() => void) | null = null;
  let done = false;
  unsubscribe = onConsent(bannerRequired, (decision) => {
    if (done) return;
    done = true;
    stopWaiting = null;
    unsubscribe?.();
    const events = pending.splice(0);
    if (decision.statistics) for (const event of events) void deliver(event);
  });
  if (done) unsubscribe();
  else stopWaiting = unsubscribe;
}

/**
 * Tracks one event. Resolves once it was sent (or the failure logged), dropped, or queued
 * for the visitor's consent; never rejects. Synchronous up to the network call, so it can run
 * inside `pagehide`.
 */
export function track(name: string, extra: EventExtra = {}): Promise<void> {
  if (typeof window === 'undefined' || appEnvironment() === 'local') return Promise.resolve();
  const bannerRequired = currentEdition().country.flags.showCookieBanner;
  // The page is the one the event happened on, even if it leaves later.
  const event: PendingEvent = { name, extra: { ...extra, page: extra.page ?? currentPage() } };
  const decision = currentConsent(bannerRequired);
  if (decision === null) {
    if (pending.length < MAX_PENDING_EVENTS) pending.push(event);
    waitForConsent(bannerRequired);
    return Promise.resolve();
  }
  if (!decision.statistics) return Promise.resolve();
  return deliver(event);
}

/** Events waiting for the consent choice (for tests and diagnostics). */
export function pendingEventCount(): number {
  return pending.length;
}
