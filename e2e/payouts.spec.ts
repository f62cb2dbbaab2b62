/**
 * Payouts end to end (issue 11 §4, §7, §8), in the Greek edition (a §9 tier country) as a demo
 * knower whose earnings the seed credited through the monthly accrual: a visitor is sent to
 * sign-in and back; the overview shows the balance, the tier table with the knower's tier and the
 * ledger; a payout is requested (amount, IBAN, confirmation step) and appears in the history, the
 * balance down by exactly that amount; the profile menu links the page. Where §9 hides payouts
 * (the Mexican edition, and es-CL on the default edition) the pages answer 404.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { open, origin, PORT, viaHost } from './hosts';
import { expectAccessible } from './support/accessibility';
import { DEMO_PASSWORD } from './support/api';

const GR = origin('gr');
const EMAIL = 'knower1.gr@example.com';
const clientHeaders = { 'X-Platform': 'web', 'X-Device-Id': '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b' };

/** The Greek interface's own strings, so the test reads what a Greek knower reads. */
const el = (ns: string) => JSON.parse(readFileSync(join(__dirname, '..', 'locales', 'el', `${ns}.json`), 'utf8'));
const P = el('payouts');
const AUTH = el('auth');
const COMMON = el('common');

/** A fresh access token (they live 30 s in e2e) for the API checks beside the browser. */
async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const [url, init] = viaHost('gr', '/api/auth/oauth/token');
  const res = await request.post(url, { headers: { ...init.headers, ...clientHeaders }, data: { grantType: 'password', username: email, password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function api<T>(request: APIRequestContext, email: string, method: 'get' | 'post', path: string, data?: unknown): Promise<T> {
  const [url, init] = viaHost('gr', path);
  const headers = { ...init.headers, ...clientHeaders, Authorization: `Bearer ${await apiToken(request, email)}` };
  const res = await request[method](url, { headers, data });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

async function eurBalance(request: APIRequestContext, email: string, knowerUuid: string): Promise<number> {
  const body = await api<{ balances: { currency: string; amountMinor: number }[] }>(request, email, 'get', `/api/v1/knowers/${knowerUuid}/earnings?limit=1`);
  return body.balances.find((b) => b.currency === 'EUR')?.amountMinor ?? 0;
}

/** A visitor opens a signed-in page: sign-in first (Greek form), then back to the page. */
async function signInTo(page: Page, path: string, email: string) {
  await open(page, `${GR}${path}`);
  await expect(page).toHaveURL(`${GR}/auth/syndesi?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel(AUTH.signIn.username).fill(email);
  await page.getByLabel(AUTH.common.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: AUTH.signIn.submit }).click();
  await expect(page).toHaveURL(`${GR}${path}`);
}

async function sessionUser(page: Page): Promise<{ name: string; knowerUuid: string }> {
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('knowly.session') ?? '{}'));
  return (stored.state ?? stored).user;
}

const spaced = (s: string | null) => (s ?? '').replace(/\s/g, ' ');

test('a knower with earnings requests a payout (confirmation step) and sees it in the history', async ({ page, request }) => {
  test.setTimeout(120_000);
  // A visitor goes to sign-in and comes back to the payouts page.
  await signInTo(page, '/profil/payouts', EMAIL);
  await expect(page.getByRole('heading', { level: 1, name: P.title })).toBeVisible();
  const user = await sessionUser(page);
  const knowerUuid = user.knowerUuid;
  const before = await eurBalance(request, EMAIL, knowerUuid);
  // The seed credited every ended month through the accrual: there is money to pay out.
  expect(before).toBeGreaterThanOrEqual(2000);

  // Overview: balance in the edition's format, the tier table with the knower's tier, the ledger.
  const balanceText = `${(before / 100).toFixed(2).replace('.', ',')}`;
  await expect(page.getByTestId('payout-balance')).toContainText(balanceText);
  await expect(page.getByRole('table')).toContainText(P.tiers.yours);
  await expect(page.locator('tr[aria-current="true"]')).toHaveCount(1);
  await expect(page.getByRole('region', { name: P.ledger.title }).getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page, '/profil/payouts');

  // The profile menu links this page.
  const menuButton = page.getByRole('button', { name: COMMON.profile.menuLabel.replace('{{name}}', user.name) });
  await menuButton.click();
  await expect(page.getByRole('link', { name: COMMON.profile.payouts })).toHaveAttribute('href', '/profil/payouts');
  await menuButton.click();

  // Request: an invalid IBAN is refused on the form, then the confirmation step, then sent.
  await page.getByRole('navigation', { name: P.nav.label }).getByRole('link', { name: P.nav.request }).click();
  await expect(page).toHaveURL(`${GR}/profil/payouts/request`);
  const amount = page.getByLabel(P.request.amount.label.replace('{{currency}}', 'EUR'));
  await amount.fill('10,37');
  await page.getByLabel('IBAN', { exact: true }).fill('GR16 0110 1250 0000 0001 2300 696');
  await page.getByRole('button', { name: P.request.form.continue }).click();
  await expect(page.getByText(P.request.errors.ibanInvalid)).toBeVisible();
  await expect(page.getByLabel('IBAN', { exact: true })).toBeFocused();
  await page.getByLabel('IBAN', { exact: true }).fill('GR16 0110 1250 0000 0001 2300 695');
  await page.getByRole('button', { name: P.request.form.continue }).click();
  const confirm = page.getByRole('region', { name: P.request.confirm.title });
  await expect(confirm).toBeVisible();
  expect(spaced(await page.getByTestId('payout-confirm-amount').textContent())).toBe('10,37 €');
  await expect(confirm).toContainText('GR16 0110 1250 0000 0001 2300 695');
  // Nothing has left the balance before the confirmation.
  expect(await eurBalance(request, EMAIL, knowerUuid)).toBe(before);
  await expectAccessible(page, '/profil/payouts/request (confirmation)');
  await page.getByRole('button', { name: P.request.confirm.submit }).click();
  await expect(page.getByRole('heading', { name: P.request.done.title })).toBeFocused();
  expect(await eurBalance(request, EMAIL, knowerUuid)).toBe(before - 1037);

  // History: the request, newest first, requested, to the IBAN's last four.
  await page.getByRole('link', { name: P.request.done.history }).click();
  await expect(page).toHaveURL(`${GR}/profil/payouts/history`);
  const newest = page.getByTestId('payout-request').first();
  await expect(newest).toContainText(P.state.REQUESTED);
  expect(spaced(await newest.locator('strong').first().textContent())).toBe('10,37 €');
  await expect(newest).toContainText('0695');
  await expectAccessible(page, '/profil/payouts/history');

  // The web-app variant shows the same history.
  await open(page, `${GR}/app/payouts/history`);
  await expect(page.getByTestId('payout-request').first()).toContainText(P.state.REQUESTED);
  await expect(page.getByRole('navigation', { name: P.nav.label }).getByRole('link', { name: P.nav.overview })).toHaveAttribute('href', '/app/payouts');
});

test('where §9 hides payouts the pages answer 404', async ({ request }) => {
  for (const path of ['/perfil/payouts', '/perfil/payouts/request', '/perfil/payouts/history', '/app/payouts', '/app/payouts/request', '/app/payouts/history']) {
    const [url, init] = viaHost('mx', path);
    expect((await request.get(url, { ...init, maxRedirects: 0 })).status(), `mx ${path}`).toBe(404);
  }
  // Chile has no edition: its locale lives on the default edition, and answers 404 there too.
  const cl = await request.get(`http://127.0.0.1:${PORT}/es-CL/app/payouts`, { headers: { host: `localhost:${PORT}` }, maxRedirects: 0 });
  expect(cl.status()).toBe(404);
  // The same pages exist in an edition that pays out.
  const [url, init] = viaHost('gr', '/profil/payouts');
  expect((await request.get(url, { ...init, maxRedirects: 0 })).status()).toBe(200);
});

/** A translated text with its values filled in, as a pattern that takes any space for a space (NBSP in amounts). */
function textPattern(template: string, values: Record<string, string>): RegExp {
  let text = template;
  for (const [k, v] of Object.entries(values)) text = text.replace(`{{${k}}}`, v);
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s'));
}

/** Requests a payout through the form and its confirmation step; returns on the done step. */
async function requestThroughForm(page: Page, amount: string, iban: string) {
  await open(page, `${GR}/profil/payouts/request`);
  await page.getByLabel(P.request.amount.label.replace('{{currency}}', 'EUR')).fill(amount);
  await page.getByLabel('IBAN', { exact: true }).fill(iban);
  await page.getByRole('button', { name: P.request.form.continue }).click();
  await page.getByRole('button', { name: P.request.confirm.submit }).click();
  await expect(page.getByRole('heading', { name: P.request.done.title })).toBeFocused();
}

test('issue 11 point 8: a knower uploads, a reviewer publishes, the knower requests payouts; one is approved and paid, one rejected with its reason', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const knowerEmail = 'knower2.gr@example.com';
  const R = el('review');
  const run = Math.random().toString(36).slice(2, 8);

  // The knower uploads a know (the upload endpoint the form uses); it waits for review.
  const know = await api<{ uuid: string; status: string; knower: { uuid: string; user: { name: string } } }>(request, knowerEmail, 'post', '/api/v1/knows', {
    title: `Σημειώσεις πληρωμής ${run}`, contentLanguageCode: 'el', isPrivate: false, flashcards: [{ front: 'Ερώτηση', back: 'Απάντηση' }],
  });
  expect(know.status).toBe('IN_REVIEW');
  const knowerUuid = know.knower.uuid;
  const name = know.knower.user.name;
  const counted = async () => (await api<{ counts: { publishedKnows: number } }>(request, knowerEmail, 'get', `/api/v1/knowers/${knowerUuid}/profile`)).counts.publishedKnows;
  const publishedBefore = await counted();

  // A reviewer publishes it from the review queue.
  const reviewer = await (await browser.newContext()).newPage();
  await signInTo(reviewer, '/app/review', 'reviewer1.gr@example.com');
  const title = `Σημειώσεις πληρωμής ${run}`;
  await reviewer.getByLabel(R.knows.edition).selectOption('GR');
  await reviewer.getByRole('button', { name: new RegExp(title) }).click();
  await expect(reviewer.locator('#review-know-title')).toHaveText(title);
  await reviewer.getByRole('button', { name: R.knows.publish, exact: true }).click();
  await expect(reviewer.getByRole('status').filter({ hasText: R.knows.published.replace('{{title}}', title) })).toBeVisible();
  await expect.poll(counted).toBe(publishedBefore + 1);

  // The knower's overview counts it for the tier; the ledger holds the monthly accruals.
  const knower = await (await browser.newContext()).newPage();
  await signInTo(knower, '/profil/payouts', knowerEmail);
  await expect(knower.getByText(P.tiers.count.replace('{{n}}', String(publishedBefore + 1)))).toBeVisible();
  // The monthly accruals (the seed ran the job's code for every ended month) are in the ledger.
  await expect(knower.getByRole('region', { name: P.ledger.title }).getByRole('listitem').first()).toContainText(P.ledger.earning.split('{{')[0]!.trim());
  const before = await eurBalance(request, knowerEmail, knowerUuid);

  // Two requests (above the 10 € minimum, decision 0051): 13,00 € to be paid, 12,00 € to be rejected.
  await requestThroughForm(knower, '13', 'GR16 0110 1250 0000 0001 2300 695');
  await requestThroughForm(knower, '12', 'GR16 0110 1250 0000 0001 2300 695');
  expect(await eurBalance(request, knowerEmail, knowerUuid)).toBe(before - 2500);

  // The reviewer approves and pays the first, rejects the second with a reason.
  await open(reviewer, `${GR}/app/review/payouts`);
  const named = (key: string, amount: string) => textPattern(R.payouts[key], { amount, name });
  // The list shows the IBAN masked; "Show IBAN" opens the whole number (a read in the audit trail, decision 0050).
  await expect(reviewer.getByText('•••• 0695').first()).toBeVisible();
  await reviewer.getByRole('button', { name: named('showIbanNamed', '13,00 €') }).click();
  await expect(reviewer.getByTestId('full-iban')).toHaveText('GR16 0110 1250 0000 0001 2300 695');
  await reviewer.getByRole('button', { name: named('approveNamed', '13,00 €') }).click();
  await reviewer.getByRole('button', { name: named('payNamed', '13,00 €') }).click();
  await expect(reviewer.getByRole('status').filter({ hasText: textPattern(R.payouts.paid, { amount: '13,00 €', name }) })).toBeVisible();
  await reviewer.getByRole('button', { name: named('rejectNamed', '12,00 €') }).click();
  await reviewer.getByLabel(R.reject.reason).fill('Ο λογαριασμός IBAN έχει κλείσει');
  await reviewer.getByRole('button', { name: R.reject.confirm }).click();
  await expect.poll(() => eurBalance(request, knowerEmail, knowerUuid)).toBe(before - 1300);

  // The knower sees both in the history: paid (with each step's date), and rejected with the reason.
  await open(knower, `${GR}/profil/payouts/history`);
  const items = knower.getByTestId('payout-request');
  const rejected = items.filter({ hasText: P.state.REJECTED }).first();
  await expect(rejected).toContainText('Ο λογαριασμός IBAN έχει κλείσει');
  await expect(rejected).toContainText(P.history.returned);
  const paid = items.filter({ hasText: P.state.PAID }).first();
  await expect(paid).toContainText(P.history.approvedOn);
  await expect(paid).toContainText(P.history.paidOn);
  expect(spaced(await paid.locator('strong').first().textContent())).toBe('13,00 €');
  // The ledger shows the returned amount.
  await open(knower, `${GR}/profil/payouts`);
  await expect(knower.getByRole('region', { name: P.ledger.title }).getByRole('listitem').first()).toContainText(P.ledger.reversal);
});
