/**
 * Review end to end (issue 11 §2, decision 0028), in the German edition: a knower uploads a PDF
 * know, which waits for review; the edition's demo reviewer finds it in /app/review, sees its
 * document, and publishes it by keyboard (J to move, P to publish), after which visitors get its
 * page. A second know is rejected by keyboard (R, reason, Ctrl+Enter) and its owner sees the
 * reason on /app/knows. The payout queue opens for the reviewer; a learner is turned away.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { open, origin, settle, viaHost } from './hosts';
import { expectAccessible } from './support/accessibility';
import { linesPdf } from './support/pdf';
import { DEMO_PASSWORD } from './support/api';

const DE = origin('de');
const KNOWER = 'knower2.de@example.com';
const REVIEWER = 'reviewer1.de@example.com';
const run = randomBytes(4).toString('hex');
const clientHeaders = { 'X-Platform': 'web', 'X-Device-Id': '7a1b2c3d-4e5f-4061-8a7b-9c0d1e2f3a4b' };

interface CreatedKnow {
  uuid: string;
  title: string;
  slug: string;
  status: string;
}


async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const [url, init] = viaHost('de', '/api/auth/oauth/token');
  const res = await request.post(url, { headers: { ...init.headers, ...clientHeaders }, data: { grantType: 'password', username, password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** The knower uploads a PDF and creates a know from it (the upload flow itself is upload.spec's). */
async function uploadKnow(request: APIRequestContext, token: string, title: string): Promise<CreatedKnow> {
  const auth = { ...clientHeaders, Authorization: `Bearer ${token}` };
  const [uploadUrl, uploadInit] = viaHost('de', '/api/v1/uploads');
  const upload = await request.post(uploadUrl, {
    headers: { ...uploadInit.headers, ...auth },
    multipart: { file: { name: 'pruefung.pdf', mimeType: 'application/pdf', buffer: await linesPdf([`${title} Seite eins`, 'Seite zwei']) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { uuid } = (await upload.json()) as { uuid: string };
  const [url, init] = viaHost('de', '/api/v1/knows');
  const created = await request.post(url, {
    headers: { ...init.headers, ...auth },
    data: { title, description: 'Zur Prüfung eingereicht', contentLanguageCode: 'de', subjectId: 1001, uploadIds: [uuid] },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as CreatedKnow;
}

async function signedInPage(browser: Browser, username: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await open(page, `${DE}/auth/signin?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('E-Mail-Adresse oder Benutzername').fill(username);
  await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
  await settle(page);
  const reject = page.getByRole('button', { name: 'Alle ablehnen' });
  if (await reject.isVisible().catch(() => false)) await reject.click();
  return page;
}

/** Moves through the queue with J until the chosen know is `title` (the queue is oldest first). */
async function selectByKeyboard(page: Page, title: string) {
  const heading = page.locator('#review-know-title');
  await expect(heading).toBeVisible({ timeout: 20_000 });
  for (let i = 0; i < 200 && (await heading.textContent()) !== title; i++) {
    await page.keyboard.press('j');
    // Further pages load when the end of the loaded list is reached.
    await page.waitForTimeout(50);
  }
  await expect(heading).toHaveText(title);
}

test.describe.serial('review', () => {
  const published = `Prüfung veröffentlichen ${run}`;
  const rejected = `Prüfung ablehnen ${run}`;
  const reason = `Die zweite Seite ist leer (${run}).`;
  let toPublish: CreatedKnow;
  let toReject: CreatedKnow;

  test.beforeAll(async ({ request }) => {
    const token = await apiToken(request, KNOWER);
    toPublish = await uploadKnow(request, token, published);
    toReject = await uploadKnow(request, token, rejected);
    expect([toPublish.status, toReject.status]).toEqual(['IN_REVIEW', 'IN_REVIEW']);
  });

  test('a reviewer publishes a know from the queue by keyboard; visitors then see it', async ({ browser, request }) => {
    test.setTimeout(120_000);
    // Not public while in review.
    const [pageUrl, pageInit] = viaHost('de', `/knows/${toPublish.slug}`);
    expect((await request.get(pageUrl, pageInit)).status()).toBe(404);

    const page = await signedInPage(browser, REVIEWER, '/app/review');
    await expect(page.getByRole('heading', { level: 1, name: 'Prüfwarteschlange' })).toBeVisible();
    // The shortcuts are documented on the page.
    const shortcuts = page.getByRole('region', { name: 'Tastenkürzel' });
    await expect(shortcuts).toContainText('nächstes Know');
    await expect(shortcuts).toContainText('veröffentlichen');
    await page.getByLabel('Ausgabe').selectOption({ label: 'Deutschland' });
    await page.getByLabel('Fach').selectOption({ label: 'Mathe' });
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await selectByKeyboard(page, published);
    // The document is shown beside the decision.
    await expect(page.getByRole('region', { name: `Dokument: ${published}` }).locator('canvas').first()).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, '/app/review');

    await page.keyboard.press('p');
    await expect(page.getByRole('status').filter({ hasText: `„${published}“ ist veröffentlicht.` })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(published) })).toHaveCount(0);
    await expect(page.locator('#review-know-title')).not.toHaveText(published);

    const visitor = await request.get(pageUrl, pageInit);
    expect(visitor.status()).toBe(200);
    expect(await visitor.text()).toContain(published);
    await page.context().close();
  });

  test('a rejection by keyboard shows its reason to the owner on /app/knows', async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await signedInPage(browser, REVIEWER, '/app/review');
    await page.getByLabel('Ausgabe').selectOption({ label: 'Deutschland' });
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await selectByKeyboard(page, rejected);
    await page.keyboard.press('r');
    const field = page.getByLabel('Grund der Ablehnung');
    await expect(field).toBeFocused();
    // Typing P and J into the reason publishes and moves nothing.
    await page.keyboard.type(reason);
    await expect(page.locator('#review-know-title')).toHaveText(rejected);
    await page.keyboard.press('Control+Enter');
    await expect(page.getByRole('status').filter({ hasText: `„${rejected}“ ist abgelehnt.` })).toBeVisible();
    await page.context().close();

    const owner = await signedInPage(browser, KNOWER, '/app/knows');
    const item = owner.getByRole('listitem').filter({ has: owner.getByRole('link', { name: rejected, exact: true }) });
    await expect(item).toContainText('Abgelehnt');
    await expect(item).toContainText(`Vom Prüfteam abgelehnt: ${reason}`);
    const other = owner.getByRole('listitem').filter({ has: owner.getByRole('link', { name: published, exact: true }) });
    await expect(other).toContainText('Veröffentlicht');
    await expectAccessible(owner, '/app/knows');
    await owner.context().close();
  });

  test('the payout queue opens for reviewers, on phones too; learners are turned away', async ({ browser }) => {
    const page = await signedInPage(browser, REVIEWER, '/app/review/payouts');
    await expect(page.getByRole('heading', { level: 1, name: 'Auszahlungswarteschlange' })).toBeVisible();
    await expect(page.getByLabel('Anzeigen')).toHaveValue('OPEN');
    await expect(page.getByText(/Auszahlungsanfrage|Keine Auszahlungsanfragen/).first()).toBeVisible();
    await expectAccessible(page, '/app/review/payouts');
    // The profile menu links both queues for a reviewer.
    await page.getByRole('button', { name: /^Kontomenü für / }).click();
    await expect(page.getByRole('link', { name: 'Prüfwarteschlange' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Auszahlungswarteschlange' })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 800 });
    await open(page, `${DE}/app/review`);
    await expect(page.getByRole('heading', { level: 1, name: 'Prüfwarteschlange' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.context().close();

    const learner = await signedInPage(browser, 'learner3.de@example.com', '/app/review');
    await expect(learner.getByRole('heading', { level: 1, name: 'Nur für das Prüfteam' })).toBeVisible();
    await learner.context().close();
  });
});
