/**
 * Offline and back for a browser context. Chromium's offline emulation does not reach a service
 * worker's own fetches, so while offline the worker's requests are aborted too (with
 * PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS=1 Playwright routes them; without it the page's
 * requests are still offline).
 */
import type { BrowserContext, Route } from '@playwright/test';

const abortWorker = (route: Route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback());

export async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/*', abortWorker);
}

export async function goOnline(context: BrowserContext) {
  await context.unroute('**/*', abortWorker);
  await context.setOffline(false);
}
