/**
 * The Pro plan end to end (issue 11 §6/§7, decision 0032) in test mode on the German edition,
 * where knows are blurred and Pro is sold: a learner without Pro sees a know's preview with the
 * Pro call to action, buys Pro for themselves, is congratulated and reads the whole know, then
 * cancels at period end on the profile. A parent buys for someone else; the learner activates
 * the code and lands back on the know, whole; the same code fails a second time. In the United
 * Kingdom (no Plus plan) every Pro page is a 404 and the menu shows no Pro link.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { linesPdf } from './support/pdf';
import { getSubjects } from '../lib/config/catalogue';
import { open, origin, viaHost } from './hosts';
import { publishAsReviewer } from './review-api';
import { DEMO_PASSWORD } from './support/api';

const DE = origin('de');
const GB = origin('gb');
const run = randomBytes(4).toString('hex');
const clientHeaders = { 'X-Platform': 'web', 'X-Device-Id': '7a2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d' };
const PAGES = 3;

async function api(request: APIRequestContext, path: string, data: unknown, token?: string, multipart?: Record<string, unknown>) {
  const [url, init] = viaHost('de', path);
  const headers = { ...init.headers, ...clientHeaders, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  const res = await request.post(url, multipart ? { headers, multipart: multipart as never } : { headers, data });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** A fresh German account (so a rerun on the same data starts without Pro). */
async function newLearner(request: APIRequestContext, label: string) {
  const email = `pro-${label}-${run}@example.com`;
  const name = `Pro ${label} ${run}`;
  await api(request, '/api/v1/users', { email, name, password: DEMO_PASSWORD, country: 'DE' });
  return { email, name };
}


async function signIn(page: Page, email: string) {
  await page.getByLabel('E-Mail-Adresse oder Benutzername').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

async function dismissCookies(page: Page) {
  const reject = page.getByRole('button', { name: 'Alle ablehnen' });
  if (await reject.isVisible().catch(() => false)) await reject.click();
}

let knowPath: string;

test.describe.serial('Pro plan', () => {
  test.beforeAll(async ({ request }) => {
    const { accessToken } = await api(request, '/api/auth/oauth/token', { grantType: 'password', username: 'knower1.de@example.com', password: DEMO_PASSWORD });
    const upload = await api(request, '/api/v1/uploads', undefined, accessToken, {
      file: { name: 'pro-test.pdf', mimeType: 'application/pdf', buffer: await linesPdf(Array.from({ length: PAGES }, (_, i) => `Pro-Test Seite ${i + 1} ${run}`)) },
    });
    const know = await api(request, '/api/v1/knows', {
      title: `Pro-Test ${run}`, description: 'Drei Seiten', contentLanguageCode: 'de', subjectId: getSubjects('DE')[0]!.id, uploadIds: [upload.uuid], isPrivate: false,
    }, accessToken);
    // Germany has a reviewer (decision 0028): the know goes public once published.
    if (know.status === 'IN_REVIEW') await publishAsReviewer(request, 'de', know.uuid);
    knowPath = `/knows/${know.slug}`;
  });

  test('a learner buys Pro in test mode, activates it and sees the whole know; cancels at period end', async ({ page, request }) => {
    const learner = await newLearner(request, 'self');
    await open(page, `${DE}/auth/anmelden?redirect=${encodeURIComponent(knowPath)}`);
    await dismissCookies(page);
    await signIn(page, learner.email);
    await page.waitForURL((url) => url.pathname === knowPath);

    // Without Pro, Germany shows the preview and offers Pro (with where the buyer came from).
    await expect(page.getByTestId('blurred-page')).toHaveCount(PAGES - 1, { timeout: 20_000 });
    await page.getByRole('link', { name: 'Knowly Pro holen' }).click();
    await expect(page).toHaveURL(/\/pro-abo\?utm_content=know_blur$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Knowly Pro' })).toBeVisible();
    await expect(page.locator('#prices')).toContainText('4,99 €');
    await expect(page.locator('#prices')).toContainText('49,99 €');

    await page.getByRole('button', { name: 'Monatlich wählen' }).click();
    await expect(page).toHaveURL(/\/pro-abo\/kasse\?checkoutId=test_cs_/);
    await expect(page.getByRole('note')).toHaveText(/Testmodus/);
    await expect(page.getByText('4,99 €')).toBeVisible();
    await page.getByRole('button', { name: 'Bezahlen (Testmodus)' }).click();

    // Bought for themselves: the web app's return page activates it and congratulates.
    await expect(page).toHaveURL(/\/app\/pro-abo\/congratulation\?utm_content=know_blur$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: `Willkommen bei Knowly Pro, ${learner.name}!` })).toBeVisible();

    await open(page, `${DE}${knowPath}`);
    // The reader turns to the page: the viewer replaces the first-page image (decision 0044).
    await page.mouse.wheel(0, 40);
    await expect(page.locator('[data-page-index]')).toHaveCount(PAGES, { timeout: 20_000 });
    await expect(page.getByTestId('blurred-page')).toHaveCount(0);

    await open(page, `${DE}/profil`);
    const section = page.getByRole('region', { name: 'Knowly Pro' });
    await expect(section.getByTestId('subscription-state')).toHaveText(/^Verlängert sich am /);
    await section.getByRole('button', { name: 'Zum Ende des Zeitraums kündigen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Knowly Pro kündigen?' });
    await dialog.getByRole('button', { name: 'Ja, kündigen' }).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByTestId('subscription-state')).toHaveText(/^Gekündigt: Knowly Pro endet am /);
    // Cancelled, Pro still runs until the period ends.
    await open(page, `${DE}${knowPath}`);
    // The reader turns to the page: the viewer replaces the first-page image (decision 0044).
    await page.mouse.wheel(0, 40);
    await expect(page.locator('[data-page-index]')).toHaveCount(PAGES, { timeout: 20_000 });
  });

  test('a parent buys for a learner, the learner activates and goes back; a used code fails', async ({ page, browser, request }) => {
    const parent = await newLearner(request, 'parent');
    const child = await newLearner(request, 'child');
    await open(page, `${DE}/pro-abo?utm_content=e2e_parent#prices`);
    await dismissCookies(page);
    await page.getByRole('main').getByRole('link', { name: 'Zum Kaufen anmelden' }).first().click();
    await signIn(page, parent.email);
    await page.waitForURL((url) => url.pathname === '/pro-abo');
    // Back on the plans, the page scrolls to #prices (the address's hash; it stops below the top
    // bar) a moment after the route changes: a click aimed before that scroll lands elsewhere, as
    // it would for a person.
    await expect.poll(() => page.locator('#prices').evaluate((el) => Math.abs(el.getBoundingClientRect().top))).toBeLessThan(100);
    await page.getByLabel('Ich kaufe Pro für jemand anderen').check();
    await page.getByRole('button', { name: 'Jährlich wählen' }).click();
    await page.getByRole('button', { name: 'Bezahlen (Testmodus)' }).click();
    await expect(page).toHaveURL(/\/pro-abo\/erfolg\?subscriptionUuid=[0-9a-f-]{36}&subscriptionCode=[\w-]{24}&utm_content=e2e_parent$/);
    const code = new URL(page.url()).searchParams.get('subscriptionCode')!;
    await expect(page.getByTestId('subscription-code')).toHaveText(code);
    const link = new URL((await page.getByTestId('activation-link').textContent())!);
    expect(link.pathname).toBe('/pro-abo/aktivieren');
    link.searchParams.set('redirect', knowPath);

    // The learner, in a browser of their own, signs in from the link and comes back to it.
    const context = await browser.newContext();
    const learnerPage = await context.newPage();
    await open(learnerPage, link.toString());
    await dismissCookies(learnerPage);
    await learnerPage.getByRole('main').getByRole('link', { name: 'Anmelden', exact: true }).click();
    await signIn(learnerPage, child.email);
    await learnerPage.waitForURL((url) => url.pathname === '/pro-abo/aktivieren');
    await learnerPage.getByRole('button', { name: `Pro für ${child.name} aktivieren` }).click();
    await learnerPage.waitForURL((url) => url.pathname === knowPath);
    await expect(learnerPage.locator('[data-page-index]')).toHaveCount(PAGES, { timeout: 20_000 });
    await expect(learnerPage.getByTestId('blurred-page')).toHaveCount(0);
    await context.close();

    // The parent tries the same code on their own account: it was used.
    await open(page, link.toString());
    await page.getByRole('button', { name: `Pro für ${parent.name} aktivieren` }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Dieser Code wurde schon benutzt.' })).toBeVisible();
    await expect(page).toHaveURL(/\/pro-abo\/aktivieren/);
  });

  test('without a Plus plan (United Kingdom) every Pro page is a 404 and no Pro link shows', async ({ page, request }) => {
    for (const path of ['/pro-plan', '/pro-plan/checkout', '/pro-plan/success', '/pro-plan/activate', '/app/pro-plan/paypal-redirect', '/app/pro-plan/congratulation']) {
      const res = await request.get(...viaHost('gb', path));
      expect(res.status(), path).toBe(404);
    }
    const [pricesUrl, init] = viaHost('gb', '/api/v1/pro-plan/prices?country=GB');
    expect((await request.get(pricesUrl, { headers: { ...init.headers, ...clientHeaders } })).status()).toBe(404);
    expect((await request.get(...viaHost('de', '/pro-abo'))).status()).toBe(200);

    await open(page, `${GB}/subjects`);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Knowly Pro' })).toHaveCount(0);
    await expect(page.locator('a[href*="pro-plan"]')).toHaveCount(0);

    await open(page, `${DE}/subjects`);
    await page.getByRole('button', { name: 'Menü' }).click();
    await expect(page.getByRole('dialog', { name: 'Hauptmenü' }).getByRole('link', { name: 'Knowly Pro' })).toHaveAttribute('href', '/pro-abo');
  });
});
