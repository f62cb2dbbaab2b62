/**
 * Ways in (issue 22 §4), at phone (390 px) and desktop (1366 px) width: the library is reachable
 * in editions without the §9 library menu flag (TR, GR); the top bar's chats link names and shows
 * the unread count after another user's message, live; a learner (not a knower) creates a poll from
 * the chat composer and it shows in the chat as a card that is voted on in place; a flashcard set's
 * page has a Study button into study mode and its answers are not in the page until flipped.
 * Screenshots of each screen go to SHOTS_DIR when it is set (to look at them).
 */
import { randomBytes } from 'node:crypto';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { open, origin, viaHost } from './hosts';
import { DEMO_PASSWORD } from './support/api';

// Chat pages, lazy top-bar parts and live counts can take a while on a loaded machine.
const expect = baseExpect.configure({ timeout: 30_000 });
const run = randomBytes(3).toString('hex');
const SHOTS = process.env.SHOTS_DIR;

async function api<T>(request: APIRequestContext, edition: string, method: string, path: string, token: string | null, data?: unknown): Promise<T> {
  const [url, { headers }] = viaHost(edition, `/api${path}`);
  const res = await request.fetch(url, {
    method,
    headers: { ...headers, 'X-Platform': 'web', 'X-Device-Id': 'e2e-ways-in-00001', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    data,
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return (res.status() === 204 ? null : await res.json()) as T;
}

const tokenOf = async (request: APIRequestContext, edition: string, username: string) =>
  (await api<{ accessToken: string }>(request, edition, 'POST', '/auth/oauth/token', null, { grantType: 'password', username, password: DEMO_PASSWORD })).accessToken;

async function signIn(page: Page, edition: string, username: string, path: string) {
  const base = origin(edition);
  await open(page, `${base}/auth/signin?redirect=${encodeURIComponent(path)}`);
  const form = page.locator('form:has(input[type="password"])');
  await form.locator('input:not([type="password"]):not([type="hidden"]):not([type="checkbox"])').first().fill(username);
  await form.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${base}${path}`, { timeout: 90_000 });
  // Where the edition asks for consent (GB), answer it so the banner covers nothing.
  const accept = page.getByRole('button', { name: 'Accept all' });
  if (await accept.isVisible().catch(() => false)) await accept.click();
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}.png` });
}

for (const size of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
  test.describe(`ways in at ${size.width} px`, () => {
    test.use({ viewport: size });
    test.setTimeout(300_000);

    test('the library is reachable from the profile menu in TR and GR', async ({ page }) => {
      for (const [edition, user, library] of [['tr', 'learner1.tr@example.com', 'Kitaplık'], ['gr', 'learner1.gr@example.com', 'Βιβλιοθήκη']] as const) {
        await page.context().clearCookies();
        await signIn(page, edition, user, '/');
        const button = page.locator('button[aria-controls="profile-menu"]');
        const link = page.locator('#profile-menu').getByRole('link', { name: library });
        // Sign-in goes on to '/' client-side: a menu opened while the landing replaces the sign-in
        // page goes with it (once, in CI, the click then waited out the test's 5 minutes). Open it
        // again until its link takes the click.
        await expect(async () => {
          if (!(await link.isVisible())) await button.click();
          await expect(link).toBeVisible({ timeout: 5_000 });
          await shot(page, `library-menu-${edition}`);
          await link.click({ timeout: 5_000 });
        }).toPass({ timeout: 60_000 });
        await expect(page).toHaveURL(new RegExp(`${origin(edition)}/app/`));
        await page.evaluate(() => localStorage.clear());
      }
    });

    test('chats link shows the unread count live; a learner polls from the composer and votes on the card', async ({ browser, request }) => {
      const width = size.width;
      const [a, b] = width < 500 ? ['learner1.gb@example.com', 'learner2.gb@example.com'] : ['learner2.gb@example.com', 'learner3.gb@example.com'];
      const aToken = await tokenOf(request, 'gb', a);
      const bToken = await tokenOf(request, 'gb', b);
      const bMe = await api<{ uuid: string; knowerUuid: string | null }>(request, 'gb', 'GET', '/v1/users/me', bToken);
      expect(bMe.knowerUuid, 'the poll maker is a learner, not a knower').toBeNull();
      const chat = await api<{ uuid: string }>(request, 'gb', 'POST', '/v1/chats/direct', aToken, { userUuid: bMe.uuid });
      // B reads everything first, so the count starts from this test's message.
      const chats = await api<{ content: { uuid: string; lastSeq: number }[] }>(request, 'gb', 'GET', '/v1/chats', bToken);
      for (const c of chats.content) if (c.lastSeq > 0) await api(request, 'gb', 'POST', `/v1/chats/${c.uuid}/read`, bToken, { seq: c.lastSeq });

      const page = await (await browser.newContext({ viewport: size })).newPage();
      await signIn(page, 'gb', b, '/subjects');
      const chatsLink = page.getByRole('link', { name: /^Chats/ });
      await expect(chatsLink).toHaveAccessibleName('Chats');
      await api(request, 'gb', 'POST', `/v1/chats/${chat.uuid}/messages`, aToken, { kind: 'TEXT', text: `Hello ${run}` });
      await expect(chatsLink).toHaveAccessibleName('Chats, 1 unread', { timeout: 15_000 });
      await expect(chatsLink.getByText('1', { exact: true })).toBeVisible();
      await shot(page, 'chats-unread');

      // Not open(): the chat page holds its stream, so the network never goes idle.
      await page.goto(`${origin('gb')}/chats/${chat.uuid}`);
      await expect(page.getByText(`Hello ${run}`)).toBeVisible({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Poll', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Create a poll in this chat' });
      await expect(dialog).toBeVisible();
      const question = `Revise together ${run}?`;
      await dialog.getByLabel('Question').fill(question);
      await dialog.getByLabel('Option 1').fill('Tonight');
      await dialog.getByLabel('Option 2').fill('Tomorrow');
      await shot(page, 'chat-poll-dialog');
      await dialog.getByRole('button', { name: 'Create the poll' }).click();
      await expect(dialog).toBeHidden();
      const card = page.getByTestId('chat-poll').filter({ hasText: question });
      await expect(card).toBeVisible({ timeout: 15_000 });
      // The creator sees the (empty) results; A votes in place in their own browser.
      const aPage = await (await browser.newContext({ viewport: size })).newPage();
      await signIn(aPage, 'gb', a, `/chats/${chat.uuid}`);
      const aCard = aPage.getByTestId('chat-poll').filter({ hasText: question });
      await expect(aCard).toBeVisible({ timeout: 30_000 });
      await aCard.getByRole('button', { name: /Tomorrow/ }).click();
      await expect(aCard.getByRole('button', { name: /Tomorrow/ })).toHaveAttribute('aria-pressed', 'true');
      await expect(aCard.getByText('Votes: 1')).toBeVisible();
      await shot(aPage, 'chat-poll-card');
      await aPage.context().close();
      await page.context().close();
    });

    test('a flashcard set has a Study button and hides each answer until the card is flipped', async ({ page, request }) => {
      const sets = await api<{ content: { uuid: string; title: string }[] }>(request, 'gb', 'GET', '/v1/knows?knowFormat=FLASHCARDS&limit=1', null);
      const set = sets.content[0]!;
      const detail = await api<{ flashcards: { front: string; back: string }[] }>(request, 'gb', 'GET', `/v1/knows/${set.uuid}`, null);
      const first = detail.flashcards[0]!;
      await signIn(page, 'gb', 'learner1.gb@example.com', '/subjects');
      await open(page, `${origin('gb')}/knows/${set.uuid}`);
      const cards = page.getByRole('region', { name: /flashcard/ });
      await expect(cards.getByText(first.front, { exact: true })).toBeVisible({ timeout: 30_000 });
      // Not in the page at all before the flip: not visible, not in the accessibility tree.
      expect(await page.content()).not.toContain(`data-testid="card-answer"`);
      await expect(page.getByTestId('card-answer')).toHaveCount(0);
      await shot(page, 'flashcards-hidden');
      const flip = cards.getByRole('button', { name: 'Show answer' }).first();
      await expect(flip).toHaveAttribute('aria-expanded', 'false');
      await flip.click();
      await expect(cards.getByTestId('card-answer').first()).toHaveText(first.back);
      await expect(cards.getByRole('button', { name: 'Hide answer' }).first()).toHaveAttribute('aria-expanded', 'true');
      await shot(page, 'flashcards-flipped');
      await cards.getByRole('link', { name: 'Flashcards', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/app/flashcards\\?knowUuid=${set.uuid}`), { timeout: 90_000 });
      await shot(page, 'flashcards-study');
    });
  });
}
