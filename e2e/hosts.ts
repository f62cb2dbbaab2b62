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

/** Opens a page and waits until scripts have loaded and hydrated (no network activity left). */
export async function open(page: import('@playwright/test').Page, url: string) {
  const res = await page.goto(url);
  await page.waitForLoadState('networkidle');
  return res;
}
