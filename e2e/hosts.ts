import { APP_LOAD, APP_LOAD_ATTRIBUTE } from '../lib/document/boot-script-shared';

/** Edition origins on this machine: {code}.localhost resolves to loopback in Chromium. */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const origin = (label: string) => `http://${label}.localhost:${PORT}`;
export const plainOrigin = `http://localhost:${PORT}`;

/**
 * Playwright's Node-side request context cannot resolve `*.localhost` (the browser can), so API
 * requests go to 127.0.0.1 with the edition's Host header.
 */
export function viaHost(label: string, path: string): [string, { headers: Record<string, string> }] {
  return [`http://127.0.0.1:${PORT}${path}`, { headers: { host: `${label}.localhost:${PORT}` } }];
}

/**
 * The visitor scrolls the page a little, as a reader does. On a page whose code waits for its
 * visitor's first use (decision 0089) that starts it; resolves once the page has hydrated.
 */
export async function startReading(page: import('@playwright/test').Page) {
  await page.mouse.wheel(0, 1);
  await page.waitForFunction(
    ([attribute, ready]) => {
      const state = document.documentElement.getAttribute(attribute);
      return state === null || state === ready;
    },
    [APP_LOAD_ATTRIBUTE, APP_LOAD.ready] as const,
  );
  await settle(page);
}

/** Opens a page and waits until its scripts have loaded (see `settle`): those that load at once. */
export async function open(page: import('@playwright/test').Page, url: string) {
  const res = await page.goto(url);
  await settle(page);
  return res;
}

/**
 * Waits, after a page load, until scripts have loaded and hydrated: no network activity left. A
 * signed-in page opens the chat stream, a request that stays open, 5 s after its top bar mounted
 * (components/shell/chats-link.tsx); on a loaded machine that can come before the network was
 * idle, which then never happens. The stream's request is proof enough that the page hydrated.
 */
export async function settle(page: import('@playwright/test').Page) {
  const streamOpened = page
    .waitForRequest((r) => new URL(r.url()).pathname.endsWith('/chats/events'), { timeout: 0 })
    .then(() => undefined, () => undefined);
  await Promise.race([page.waitForLoadState('networkidle'), streamOpened]);
}
