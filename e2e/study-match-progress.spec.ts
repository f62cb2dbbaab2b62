/**
 * Match and the study page end to end (issue 24 §4–5, decision 0069), at desktop (1366 px) and
 * phone (390 px) size: a demo learner plays Match with the keyboard alone (Tab to a tile, Enter
 * or Space, the live region, a penalty for a wrong pair, the time saved as the best), plays
 * again by touch on a phone, then reads the study page: streak, the chart with its table
 * alternative, and the set's new / learning / mastered counts with the best Match time. The set
 * is created (private) through the API, published by the demo reviewer and removed afterwards. Playwright's clock moves the
 * game's clock on so a round is never refused as implausibly fast.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { open, origin } from './hosts';
import { apiClient, newUsKnow } from './support/api';
import { demoAccount } from './support/sign-in';
import { publishAsReviewer } from './review-api';
import { expectAccessible } from './support/accessibility';
import { tabTo as tabWithin } from './support/keyboard';

const US = origin('us');
const run = randomBytes(3).toString('hex');
const CARDS = [
  { front: `Nucleus ${run}`, back: 'Holds the genetic material' },
  { front: `Ribosome ${run}`, back: 'Builds proteins from amino acids' },
  { front: `Mitochondrion ${run}`, back: 'Releases energy in cell respiration' },
  { front: `Chloroplast ${run}`, back: 'Site of photosynthesis' },
];
const SET_TITLE = `Cell organelles ${run}`;

const api = apiClient('us', 'e2e-match-0001');

const { signIn, token: signInApi } = demoAccount(api, US, 'learner1.us@example.com');

async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Presses Tab until `target` has the focus (keyboard only, no clicks). */
const tabTo = (page: Page, target: Locator) => tabWithin(page, target, 40);

const tile = (page: Page, text: string) => page.getByRole('group', { name: 'Terms and definitions' }).getByRole('button', { name: new RegExp(text) });

test.describe('Match and study progress', () => {
  // The phone round finds the best time the desktop round set.
  test.describe.configure({ mode: 'serial' });
  let token: string;
  let setUuid: string;

  test.beforeAll(async ({ request }) => {
    token = await signInApi(request);
    const know = await newUsKnow<{ uuid: string; flashcards: { uuid: string }[] }>(api, request, token, {
      title: SET_TITLE,
      description: 'Four cards for the Match test.',
      isPrivate: true,
      flashcards: CARDS,
    });
    setUuid = know.uuid;
    // A new know waits for review and cannot be deleted until decided (decision 0028).
    await publishAsReviewer(request, 'us', know.uuid);
    // One review today: the streak counts at least this day.
    await api(request, 'POST', `/v1/flashcards/${know.flashcards[0]!.uuid}/reviews`, token, { rating: 3 });
  });

  test.afterAll(async ({ request }) => {
    if (setUuid) await api(request, 'DELETE', `/v1/knows/${setUuid}`, await signInApi(request));
  });

  test.describe('desktop', () => {
    test.use({ viewport: { width: 1366, height: 768 } });

    test('Match with the keyboard alone: a wrong pair costs a second, the time is saved as the best', async ({ page }) => {
      await page.clock.install();
      await signIn(page, `/app/flashcards/${setUuid}/match`);
      await expect(page.getByRole('heading', { level: 1, name: 'Match' })).toBeVisible();
      await expect(page.getByText(SET_TITLE)).toBeVisible();
      // The other modes of the set are a click away, as on Learn and Test.
      const modes = page.getByRole('navigation', { name: 'Study modes' });
      await expect(modes.getByRole('link', { name: 'Match' })).toHaveAttribute('aria-current', 'page');
      await expect(modes.getByRole('link', { name: 'Learn' })).toHaveAttribute('href', `/app/flashcards/learn?knowUuid=${setUuid}`);
      const start = page.getByRole('button', { name: 'Start' });
      await expectAccessible(page, 'match intro');
      await tabTo(page, start);
      await page.keyboard.press('Enter');

      const grid = page.getByRole('group', { name: 'Terms and definitions' });
      await expect(grid.getByRole('button')).toHaveCount(8);
      await expect(grid.getByRole('button').first()).toBeFocused();
      await expectAccessible(page, 'match grid');
      const live = page.getByRole('region', { name: 'Match game' }).locator('[aria-live="polite"]');

      // A wrong pair first: the first card's term with the second card's definition.
      await tabTo(page, tile(page, CARDS[0]!.front));
      await page.keyboard.press('Enter');
      await expect(tile(page, CARDS[0]!.front)).toHaveAttribute('aria-pressed', 'true');
      await tabTo(page, tile(page, CARDS[1]!.back));
      await page.keyboard.press('Space');
      await expect(live).toHaveText(/Not a pair\. One second added\./);
      await expect(page.getByText('+1 penalty second')).toBeVisible();

      // Listened for before the last pair is made: its answer can come before the loop ends. The
      // e2e server's access tokens last 30 s: on a slow run the first try can meet an expired one,
      // and the client refreshes and sends it again (a 401 is then not the answer that counts).
      const saved = page.waitForResponse((r) => r.url().includes('/match-results') && r.status() !== 401);
      for (const [i, card] of CARDS.entries()) {
        if (i === CARDS.length - 1) await page.clock.fastForward(6000);
        // Home goes back to the first tile still in play; Tab walks on from there.
        await page.keyboard.press('Home');
        await tabTo(page, tile(page, card.front));
        await page.keyboard.press('Enter');
        await page.keyboard.press('Home');
        await tabTo(page, tile(page, card.back));
        await page.keyboard.press('Enter');
        if (i < CARDS.length - 1) await expect(live).toContainText(`Matched: ${card.front} – ${card.back}.`);
      }

      const result = page.getByRole('heading', { name: 'All matched!' });
      await expect(result).toBeFocused();
      expect((await saved).status()).toBe(200);
      await expect(page.getByRole('status').filter({ hasText: 'New best time!' })).toBeVisible();
      await expect(live).toContainText(/All pairs matched in \d+\.\d sec\. New best time!/);
      await expectAccessible(page, 'match result');
    });

    test('the study page: streak, the chart with its table, and the set with its counts and best time', async ({ page }) => {
      await signIn(page, '/app/study');
      await expect(page.getByRole('heading', { level: 1, name: 'Your progress' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Daily streak' })).toBeVisible();
      await expect(page.getByText(/^\d+ days?$/)).toBeVisible();
      await expect(page.getByText('You studied today. Come back tomorrow to keep it going.')).toBeVisible();
      const chart = page.getByRole('img', { name: 'Cards studied per day' });
      await expect(chart).toBeVisible();
      const figure = page.locator('figure').filter({ has: chart });
      await figure.getByRole('button', { name: 'Show as table' }).click();
      const rows = figure.getByRole('table').getByRole('row');
      await expect(rows).toHaveCount(57);
      // Today (the last row) has the review made before the test.
      await expect(rows.last().getByRole('cell')).not.toHaveText('0');
      const set = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: SET_TITLE }) });
      await expect(set).toContainText('4 cards');
      await expect(set).toContainText('New: 3');
      await expect(set).toContainText('Learning: 1');
      await expect(set).toContainText('Mastered: 0');
      await expect(set).toContainText(/Best Match time: \d+\.\d sec/);
      await expectAccessible(page, '/app/study');
      await expectNoSideways(page);
    });
  });

  test.describe('phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('Match by touch fits the screen, and the study page too', async ({ page }) => {
      await page.clock.install();
      await signIn(page, `/app/flashcards/${setUuid}/match`);
      await expect(page.getByText(/Your best: \d+\.\d sec/)).toBeVisible();
      await page.getByRole('button', { name: 'Start' }).tap();
      await expect(page.getByRole('group', { name: 'Terms and definitions' }).getByRole('button')).toHaveCount(8);
      await expectNoSideways(page);
      for (const [i, card] of CARDS.entries()) {
        if (i === CARDS.length - 1) await page.clock.fastForward(60_000);
        await tile(page, card.front).tap();
        await tile(page, card.back).tap();
      }
      await expect(page.getByRole('heading', { name: 'All matched!' })).toBeFocused();
      // A slow round: not a record, the best stays.
      await expect(page.getByText(/Your best: \d+\.\d sec \(/)).toBeVisible();
      await page.getByRole('button', { name: 'Play again' }).tap();
      await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();

      await open(page, `${US}/app/study`);
      await expect(page.getByRole('heading', { level: 1, name: 'Your progress' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Retention per week' })).toBeVisible();
      await expectNoSideways(page);
    });
  });
});
