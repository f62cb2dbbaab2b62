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
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { open, origin, PORT, viaHost } from './hosts';

const GR = origin('gr');
const EMAIL = 'knower1.gr@example.com';
const PASSWORD = 'demo-password-2026';
const clientHeaders = { 'X-Platform': 'web', 'X-Device-Id': '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b' };

/** The Greek interface's own strings, so the test reads what a Greek knower reads. */
const el = (ns: string) => JSON.parse(readFileSync(join(__dirname, '..', 'locales', 'el', `${ns}.json`), 'utf8'));
const P = el('payouts');
const AUTH = el('auth');
const COMMON = el('common');

async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function eurBalance(request: APIRequestContext, knowerUuid: string, token: string): Promise<number> {
  const [url, init] = viaHost('gr', `/api/v1/knowers/${knowerUuid}/earnings?limit=1`);
  const res = await request.get(url, { headers: { ...init.headers, ...clientHeaders, Authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { balances: { currency: string; amountMinor: number }[] };
  return body.balances.find((b) => b.currency === 'EUR')?.amountMinor ?? 0;
}

const spaced = (s: string | null) => (s ?? '').replace(/\s/g, ' ');

test('a knower with earnings requests a payout (confirmation step) and sees it in the history', async ({ page, request }) => {
  test.setTimeout(120_000);
  // A visitor goes to sign-in and comes back to the payouts page.
  await open(page, `${GR}/profil/payouts`);
  await expect(page).toHaveURL(`${GR}/auth/syndesi?redirect=${encodeURIComponent('/profil/payouts')}`);
  await page.getByLabel(AUTH.signIn.username).fill(EMAIL);
  await page.getByLabel(AUTH.common.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: AUTH.signIn.submit }).click();
  await expect(page).toHaveURL(`${GR}/profil/payouts`);
  await expect(page.getByRole('heading', { level: 1, name: P.title })).toBeVisible();

  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('knowly.session') ?? '{}'));
  const token: string = session.state?.token?.accessToken ?? session.token?.accessToken;
  const knowerUuid: string = session.state?.user?.knowerUuid ?? session.user?.knowerUuid;
  expect(token && knowerUuid).toBeTruthy();
  const before = await eurBalance(request, knowerUuid, token);
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
  await page.getByRole('button', { name: COMMON.profile.menuLabel.replace('{{name}}', session.state?.user?.name ?? session.user?.name) }).click();
  const menuButton = page.getByRole('button', { name: COMMON.profile.menuLabel.replace('{{name}}', session.state?.user?.name ?? session.user?.name) });
  await expect(page.getByRole('link', { name: COMMON.profile.payouts })).toHaveAttribute('href', '/profil/payouts');
  await menuButton.click();

  // Request: an invalid IBAN is refused on the form, then the confirmation step, then sent.
  await page.getByRole('navigation', { name: P.nav.label }).getByRole('link', { name: P.nav.request }).click();
  await expect(page).toHaveURL(`${GR}/profil/payouts/request`);
  const amount = page.getByLabel(P.request.amount.label.replace('{{currency}}', 'EUR'));
  await amount.fill('1,37');
  await page.getByLabel('IBAN', { exact: true }).fill('GR16 0110 1250 0000 0001 2300 696');
  await page.getByRole('button', { name: P.request.form.continue }).click();
  await expect(page.getByText(P.request.errors.ibanInvalid)).toBeVisible();
  await expect(page.getByLabel('IBAN', { exact: true })).toBeFocused();
  await page.getByLabel('IBAN', { exact: true }).fill('GR16 0110 1250 0000 0001 2300 695');
  await page.getByRole('button', { name: P.request.form.continue }).click();
  const confirm = page.getByRole('region', { name: P.request.confirm.title });
  await expect(confirm).toBeVisible();
  expect(spaced(await page.getByTestId('payout-confirm-amount').textContent())).toBe('1,37 €');
  await expect(confirm).toContainText('GR16 0110 1250 0000 0001 2300 695');
  // Nothing has left the balance before the confirmation.
  expect(await eurBalance(request, knowerUuid, token)).toBe(before);
  await expectAccessible(page, '/profil/payouts/request (confirmation)');
  await page.getByRole('button', { name: P.request.confirm.submit }).click();
  await expect(page.getByRole('heading', { name: P.request.done.title })).toBeFocused();
  expect(await eurBalance(request, knowerUuid, token)).toBe(before - 137);

  // History: the request, newest first, requested, to the IBAN's last four.
  await page.getByRole('link', { name: P.request.done.history }).click();
  await expect(page).toHaveURL(`${GR}/profil/payouts/history`);
  const newest = page.getByTestId('payout-request').first();
  await expect(newest).toContainText(P.state.REQUESTED);
  expect(spaced(await newest.locator('strong').first().textContent())).toBe('1,37 €');
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
