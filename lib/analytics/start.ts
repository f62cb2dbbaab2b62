/**
 * Analytics start, once per page load on the client (the AnalyticsProvider loads this module
 * after mount, so none of it is in the first-load JavaScript):
 *
 * 1. attribution from the landing URL and referrer; experiments cookie;
 * 2. the page view (name `page_view`, page {path, title}), consent-gated like every event;
 * 3. consent: statistics tracking starts once when statistics is granted; ad conversions
 *    flush whenever consent changes;
 * 4. page close (`pagehide`): `page_leave` with the visible seconds (value; valueId rounded
 *    up) and the hand-over of events still in flight, by beacon;
 * 5. signed-in users: timezone report and IP-lookup tracking, now and on every sign-in.
 */
import { flushAdConversions } from './ad-conversions';
import { captureAttribution } from './attribution';
import { onConsent } from './consent';
import { currentEdition, setAnalyticsLocale } from './context';
import { ensureActiveExperiments } from './experiments';
import { trackIpLookupIfDue } from './ip-lookup';
import { currentPage, track } from './pipeline';
import { startStatisticsTracking } from './statistics';
import { reportTimezoneIfChanged } from './timezone';
import { markPageClosing } from './transport';
import { useSessionStore } from '@/lib/session/session-store';
import { APP_LOAD_ATTRIBUTE } from '@/lib/document/boot-script-shared';

let started = false;
let lastPageViewPath: string | null = null;

/**
 * Dispatched on window for every page view, in every environment (also `local`, which sends no
 * events): lets developer tools and the e2e suite see exactly which page views the app counts.
 */
export const PAGE_VIEW_EVENT = 'knowly:page-view';

export function trackPageView(): void {
  const page = currentPage();
  lastPageViewPath = page.path;
  window.dispatchEvent(new CustomEvent(PAGE_VIEW_EVENT, { detail: page }));
  void track('page_view', { page });
}

/** A client-side route change (decision 0013: every navigation within an edition). */
export function trackRouteChange(): void {
  if (window.location.pathname === lastPageViewPath) return;
  trackPageView();
}

function visibleTimer() {
  let visibleMs = 0;
  // A page whose code waited for the visitor (decision 0089) was read before analytics started:
  // counted from the page's start (a hidden page is not used, so it showed then, most likely
  // from its load on).
  const waited = document.documentElement.hasAttribute(APP_LOAD_ATTRIBUTE);
  let since: number | null = document.visibilityState === 'visible' ? (waited ? 0 : performance.now()) : null;
  return {
    update() {
      const visible = document.visibilityState === 'visible';
      if (!visible && since !== null) {
        visibleMs += performance.now() - since;
        since = null;
      } else if (visible && since === null) {
        since = performance.now();
      }
    },
    reset() {
      visibleMs = 0;
      since = document.visibilityState === 'visible' ? performance.now() : null;
    },
    seconds() {
      return (visibleMs + (since === null ? 0 : performance.now() - since)) / 1000;
    },
  };
}

function runUserTracking(): void {
  void reportTimezoneIfChanged();
  void trackIpLookupIfDue();
}

export function startAnalytics(options: { locale?: string | null } = {}): void {
  setAnalyticsLocale(options.locale);
  if (started || typeof window === 'undefined') return;
  started = true;

  captureAttribution(window.location.href, document.referrer);
  ensureActiveExperiments();
  trackPageView();

  const { country } = currentEdition();
  onConsent(country.flags.showCookieBanner, (decision) => {
    if (decision.statistics) startStatisticsTracking(country);
    flushAdConversions();
  });

  const timer = visibleTimer();
  let left = false;
  document.addEventListener('visibilitychange', timer.update);
  window.addEventListener('pagehide', () => {
    if (left) return;
    left = true;
    markPageClosing(true);
    const seconds = Math.round(timer.seconds() * 10) / 10;
    void track('page_leave', { value: seconds, valueId: seconds });
  });
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    // Back from the back/forward cache: a new visit of this page.
    left = false;
    markPageClosing(false);
    timer.reset();
    trackPageView();
  });

  runUserTracking();
  useSessionStore.subscribe((state, previous) => {
    if (state.user?.uuid && state.user.uuid !== previous.user?.uuid) runUserTracking();
  });
}
