/**
 * Client-side navigation (issue 9 point 3, decision 0013): links within an edition are real
 * anchors with the localised URL and change the page through the Next router (no document
 * load: a marker on `window` survives), back and forward work, analytics sends one page view
 * per navigation, the session is not reloaded per page, search keeps the edition's URL, and
 * the sign-in redirect goes through the router and never off-site.
 */
import { expect, test, type Page } from '@playwright/test';
import { open, origin, startReading } from './hosts';
import { DEMO_PASSWORD } from './support/api';

const US = origin('us');
const DE = origin('de');
const LEARNER = 'learner3.us@example.com';

async function setMarker(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __navMarker: number }).__navMarker = 42;
  });
}
const marker = (page: Page) => page.evaluate(() => (window as unknown as { __navMarker?: number }).__navMarker ?? null);

/** Counts full document loads of the main frame. */
function countDocumentLoads(page: Page) {
  let loads = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame() && r.resourceType() === 'document') loads++;
  });
  return () => loads;
}

/**
 * Page views the app counts (lib/analytics/start.ts dispatches `knowly:page-view` for each, in
 * every environment; `local`, the e2e build, sends no events over the network).
 */
async function recordPageViews(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __pageViews: string[] };
    w.__pageViews = [];
    window.addEventListener('knowly:page-view', (e) => w.__pageViews.push((e as CustomEvent<{ path: string }>).detail.path));
  });
  return () => page.evaluate(() => (window as unknown as { __pageViews?: string[] }).__pageViews ?? []);
}

test.describe('client-side navigation', () => {
  test('a link changes the page without a document load; the URL is localised; back and forward work', async ({ page }) => {
    await open(page, `${DE}/`);
    // Before the page's code runs (it waits for the visitor, decision 0089) a link is a document load.
    await startReading(page);
    const about = page.locator('footer').getByRole('link', { name: 'Über uns' });
    await expect(about).toHaveAttribute('href', '/about/unternehmen');
    await setMarker(page);
    const loads = countDocumentLoads(page);

    await about.click();
    await expect(page).toHaveURL(`${DE}/about/unternehmen`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(await marker(page)).toBe(42);

    await page.locator('footer').getByRole('link', { name: 'Alle Fächer' }).click();
    await expect(page).toHaveURL(`${DE}/subjects`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(`${DE}/about/unternehmen`);
    await page.goBack();
    await expect(page).toHaveURL(`${DE}/`);
    await page.goForward();
    await expect(page).toHaveURL(`${DE}/about/unternehmen`);
    expect(await marker(page)).toBe(42);
    expect(loads()).toBe(0);
  });

  test('content kept as server HTML (static islands) is rendered anew wherever the page changes', async ({ page }) => {
    // A subject page from the server: its column is kept as the server sent it (decision 0085).
    await open(page, `${DE}/subjects/mathe-lernzettel`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mathe');
    await setMarker(page);
    // Another subject through the menu: the same page component with other props, so what was
    // kept must give way to the new subject.
    await page.getByRole('button', { name: 'Menü' }).click();
    const menu = page.getByRole('dialog', { name: 'Hauptmenü' });
    await menu.getByRole('button', { name: 'Biologie' }).click();
    await menu.getByRole('link', { name: 'Alle Themen anzeigen' }).click();
    await expect(page).toHaveURL(/\/subjects\/biologie/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Biologie');
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Mathe');
    await expect(page.locator('main h1')).toHaveCount(1);
    // To the landing in the browser: its content (a chunk of its own) loads and shows.
    await page.locator('footer').getByRole('link', { name: 'Alle Fächer' }).click();
    await expect(page).toHaveURL(`${DE}/subjects`);
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/subjects\/mathe-lernzettel/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mathe');
    expect(await marker(page)).toBe(42);
    await page.getByRole('link', { name: 'Startseite von Knowly' }).click();
    await expect(page).toHaveURL(`${DE}/`);
    await expect(page.locator('#popular-knows')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await marker(page)).toBe(42);
  });

  test('plain anchors (link buttons) follow the router too; other editions are full loads', async ({ page }) => {
    await open(page, `${DE}/`);
    await startReading(page);
    await setMarker(page);
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Anmelden' });
    await expect(signIn).toHaveAttribute('href', /^\/auth\/anmelden/);
    await signIn.click();
    await expect(page).toHaveURL(/\/auth\/anmelden\?/);
    expect(await marker(page)).toBe(42);
  });

  test('analytics sends exactly one page view per navigation', async ({ page }) => {
    const views = await recordPageViews(page);
    await open(page, `${US}/`);
    // Analytics start with the page's code, at the visitor's first use (decision 0089).
    expect(await views()).toEqual([]);
    await startReading(page);
    await expect.poll(views).toEqual(['/']);
    await page.locator('footer').getByRole('link', { name: 'All subjects' }).click();
    await expect(page).toHaveURL(`${US}/subjects`);
    await expect.poll(views).toEqual(['/', '/subjects']);
    await page.goBack();
    await expect(page).toHaveURL(`${US}/`);
    await expect.poll(views).toEqual(['/', '/subjects', '/']);
    await page.goForward();
    await expect(page).toHaveURL(`${US}/subjects`);
    await page.waitForTimeout(500);
    expect(await views()).toEqual(['/', '/subjects', '/', '/subjects']);
  });

  test('signed in: the redirect after sign-in is a client transition, the session is not reloaded per page, off-site redirects land on the feed', async ({ page }) => {
    await open(page, `${US}/auth/signin?redirect=${encodeURIComponent('/subjects')}`);
    await setMarker(page);
    await page.getByLabel('E-mail address or username').fill(LEARNER);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${US}/subjects`);
    expect(await marker(page)).toBe(42);

    let sessionLoads = 0;
    page.on('request', (r) => {
      if (/\/api\/v1\/users\/me(\?|$)/.test(r.url()) && r.method() === 'GET') sessionLoads++;
    });
    await page.locator('footer').getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(`${US}/about/company`);
    await page.locator('footer').getByRole('link', { name: 'All subjects' }).click();
    await expect(page).toHaveURL(`${US}/subjects`);
    await page.waitForTimeout(500);
    expect(sessionLoads).toBe(0);

    // Signed in, the sign-in page forwards at once: never to another site.
    for (const payload of ['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/\\evil.example', '//evil.example', 'https:evil.example']) {
      await page.goto(`${US}/auth/signin?redirect=${encodeURIComponent(payload)}`);
      await expect(page).toHaveURL(`${US}/app/feeds`);
    }
  });

  test('search keeps the edition URL from the start (no prefix), without a document load', async ({ page }) => {
    await open(page, `${DE}/knows/search`);
    await setMarker(page);
    const urls: string[] = [];
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) urls.push(f.url());
    });
    await page.getByRole('combobox', { name: 'Nach Knows suchen' }).fill('Zelle');
    await page.getByRole('combobox', { name: 'Nach Knows suchen' }).press('Enter');
    await expect(page).toHaveURL(/\/knows\/search\?(.*&)?query=Zelle/);
    expect(await marker(page)).toBe(42);
    expect(urls.filter((u) => u.includes('/de/'))).toEqual([]);
  });
});
