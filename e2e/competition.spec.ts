/**
 * The knower competition end to end (issue 11 §5, decision 0031), on the demo competition of the
 * US edition outside prod (2026-03-01 to 2026-06-30 over the seeded knows): the winners job
 * decides it (playwright.config.ts runs it every minute); a seeded knower signs in, goes from the
 * payouts overview to the competition and sees the leaderboard, their place and their prize; a
 * claim link mailed to them opens the form without signing in, takes an IBAN once, and the second
 * time the same link is refused.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { open, origin, viaHost } from './hosts';
import { expectAccessible } from './support/accessibility';
import { decodeQuotedPrintable } from './support/mail';
import { DEMO_PASSWORD } from './support/api';

const US = origin('us');
const KNOWER = 'knower1.us@example.com';
const clientHeaders = { 'X-Platform': 'web', 'X-Device-Id': 'e2e-competition-0001' };
const outbox = resolve(process.env.E2E_DATA_DIR ?? '.data/e2e', 'outbox');

async function api(request: APIRequestContext, method: 'GET' | 'POST', path: string, token?: string, data?: unknown) {
  const [url, init] = viaHost('us', path);
  return request.fetch(url, {
    method,
    headers: { ...init.headers, ...clientHeaders, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    data,
  });
}

/** Every claim-form link (path and query) mailed to `to`, oldest first. */
function claimLinks(to: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  const links: string[] = [];
  for (const file of files) {
    const raw = readFileSync(join(outbox, file), 'utf8');
    if (!new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw)) continue;
    const match = /https?:\/\/[^\s/]+(\/\S*competition-form\?accessToken=[^\s]+)/.exec(decodeQuotedPrintable(raw));
    if (match?.[1]) links.push(match[1]);
  }
  return links;
}

test('a winner sees the leaderboard, and the mailed link opens the form once', async ({ page, browser, request }) => {
  test.setTimeout(240_000);

  // The demo competition is decided by the job within a minute or two of the server's start.
  await expect
    .poll(async () => (await (await api(request, 'GET', '/api/v1/competitions/US')).json()).decidedOn, { timeout: 150_000, intervals: [2_000] })
    .not.toBeNull();
  const competition = await (await api(request, 'GET', '/api/v1/competitions/US')).json();
  expect(competition.winners.length).toBeGreaterThan(0);

  // Signed in: from the payouts overview to the competition.
  await open(page, `${US}/auth/signin?redirect=${encodeURIComponent('/profile/payouts')}`);
  await page.getByLabel('E-mail address or username').fill(KNOWER);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${US}/profile/payouts`);
  await page.getByRole('link', { name: 'To the competition' }).click();
  await expect(page).toHaveURL(`${US}/profile/payouts/competition`);
  await expect(page.getByRole('heading', { level: 1, name: 'Knower competition' })).toBeVisible();
  await expect(page.getByText('Ended', { exact: true })).toBeVisible();
  await expect(page.getByText('$500.00').first()).toBeVisible();
  const board = page.getByRole('table');
  await expect(board.getByRole('row')).toHaveCount(1 + competition.winners.length);
  const me = competition.winners.find((w: { knower: { name: string } }) => w.knower.name === 'Noah Davis');
  expect(me, JSON.stringify(competition.winners)).toBeTruthy();
  await expect(board.getByRole('row').nth(me.rank)).toContainText('Noah Davis');
  await expect(page.getByText(`You are in place ${me.rank}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Congratulations, you won!' })).toBeVisible();
  await expectAccessible(page, 'competition');

  // A fresh link by mail (the job mailed one too; a new one a minute after the last). Access
  // tokens live 30 s here, so each ask signs in anew.
  const [tokenUrl, tokenInit] = viaHost('us', '/api/auth/oauth/token');
  const askForLink = async () => {
    const signIn = await request.post(tokenUrl, { headers: { ...tokenInit.headers, ...clientHeaders }, data: { grantType: 'password', username: KNOWER, password: DEMO_PASSWORD } });
    const token = ((await signIn.json()) as { accessToken: string }).accessToken;
    return (await api(request, 'POST', '/api/v1/competitions/prizes/claim/link', token, {})).status();
  };
  const before = claimLinks(KNOWER).length;
  await expect.poll(askForLink, { timeout: 75_000, intervals: [5_000] }).toBe(202);
  await expect.poll(() => claimLinks(KNOWER).length, { timeout: 15_000 }).toBeGreaterThan(before);
  const link = claimLinks(KNOWER).at(-1)!;

  // Signed out, in a new browser context: the link opens the form; an IBAN is saved.
  const visitor = await browser.newContext();
  const form = await visitor.newPage();
  await open(form, `${US}${link}`);
  await expect(form.getByRole('heading', { level: 1, name: 'Your competition prize' })).toBeVisible();
  await expect(form.getByText(/Congratulations, Noah Davis! You finished in place \d/)).toBeVisible();
  await form.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
  await form.getByRole('button', { name: 'Submit payout details' }).click();
  await expect(form.getByText('This is not a valid IBAN. Check the digits.')).toBeVisible();
  await form.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await form.getByRole('button', { name: 'Submit payout details' }).click();
  await expect(form.getByText(/Thank you! Your payout details are saved\. We will transfer \$\d+\.00 to •••• 3000\./)).toBeVisible();

  // The same link a second time: refused, with the way to sign in.
  await open(form, `${US}${link}`);
  await expect(form.getByRole('heading', { name: 'This link was already used' })).toBeVisible();
  await expect(form.getByRole('link', { name: 'Sign in' }).last()).toBeVisible();
  await expect(form.getByLabel('IBAN')).toHaveCount(0);
  await visitor.close();
});
