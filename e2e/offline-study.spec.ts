/**
 * Offline study end to end (issue 24 §7 and its §8 offline run, decision 0071), at phone (390 px)
 * and desktop (1366 px) size: a learner saves a set for offline from Learn, opens the offline study
 * page, goes offline, reloads it (the study worker serves the page, IndexedDB the cards), rates
 * every card by keyboard, goes online again and the ratings sync; the server has counted each
 * rating once, also after another reload. Remove from offline at the end.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { open, origin, viaHost } from './hosts';
import { apiClient, newUsKnow } from './support/api';
import { demoAccount } from './support/sign-in';
import { expectAccessible } from './support/accessibility';
import { expectNoOverflow, screenshots } from './support/layout';
import { goOffline, goOnline } from './support/offline';

const US = origin('us');
const run = randomBytes(3).toString('hex');
const CARDS = [
  { front: `Capital of Italy ${run}`, back: 'Rome' },
  { front: `Smallest planet ${run}`, back: 'Mercury' },
  { front: `Author of Faust ${run}`, back: 'Goethe' },
];

interface StudySet { cards: { uuid: string; reps: number; state: number }[] }

const api = apiClient('us', 'e2e-offline-study-01');

const { signIn, token: signInApi } = demoAccount(api, US, 'learner2.us@example.com');

const shot = screenshots('offline-study');

for (const [width, height] of [[390, 844], [1366, 900]] as const) {
  test.describe(`offline study at ${width} px`, () => {
    let setUuid: string;
    const repsOnServer = async (request: APIRequestContext) =>
      (await api<StudySet>(request, 'GET', `/v1/flashcard-sets/${setUuid}`, await signInApi(request))).cards.map((c) => c.reps);

    test.beforeAll(async ({ request }) => {
      const token = await signInApi(request);
      const know = await newUsKnow<{ uuid: string }>(api, request, token, {
        title: `Offline facts ${run} ${width}`,
        isPrivate: true,
        flashcards: CARDS,
      });
      setUuid = know.uuid;
    });

    test.afterAll(async ({ request }) => {
      // Best effort: a new private set may still be in review, which refuses deletion (409).
      if (!setUuid) return;
      const [url, { headers }] = viaHost('us', `/api/v1/knows/${setUuid}`);
      await request.fetch(url, { method: 'DELETE', headers: { ...headers, 'X-Platform': 'web', 'X-Device-Id': 'e2e-offline-study-01', Authorization: `Bearer ${await signInApi(request)}` } });
    });

    test('save for offline, study with no network after a reload, sync once when back online', async ({ page, context, request }) => {
      await page.setViewportSize({ width, height });
      const learnPath = `/app/flashcards/learn?knowUuid=${setUuid}`;
      await signIn(page, learnPath);
      const control = page.getByRole('region', { name: 'Offline study' });
      await control.getByRole('button', { name: 'Save for offline' }).click();
      await expect(control.getByTestId('offline-status')).toHaveText('Available offline', { timeout: 30_000 });
      await expectAccessible(page, 'learn with offline control');

      await control.getByRole('link', { name: 'Study offline' }).click();
      await expect(page).toHaveURL(`${US}/app/flashcards/offline?knowUuid=${setUuid}`, { timeout: 60_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Study offline' })).toBeVisible();
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

      await goOffline(context);
      const reloaded = await page.reload({ waitUntil: 'load' });
      expect(reloaded?.fromServiceWorker()).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: 'Study offline' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText('You are offline. Your ratings are kept on this device.')).toBeVisible();
      await expect(page.getByText(`Offline facts ${run} ${width}`)).toBeVisible();

      // Study the set by keyboard alone: Space shows the answer, 3 rates it Good.
      for (let i = 0; i < CARDS.length; i++) {
        await expect(page.getByText(`Card ${i + 1} of ${CARDS.length}`, { exact: true })).toBeVisible();
        await page.keyboard.press('Space');
        await expect(page.locator('[data-side="back"]')).toBeFocused();
        await page.keyboard.press('3');
      }
      const status = page.getByTestId('offline-status');
      await expect(status).toContainText('3 reviews waiting to sync');
      await expectNoOverflow(page);
      await expectAccessible(page, 'offline study, offline');
      await shot(page, `offline-${width}`);
      expect(await repsOnServer(request)).toEqual([0, 0, 0]);

      await goOnline(context);
      await expect(status).toContainText('Synced', { timeout: 30_000 });
      await expect(status).not.toContainText('waiting to sync');
      expect(await repsOnServer(request)).toEqual([1, 1, 1]);

      // Back again online: nothing is sent twice.
      await page.reload();
      await expect(status).toContainText('Synced', { timeout: 30_000 });
      expect(await repsOnServer(request)).toEqual([1, 1, 1]);

      // Escape leaves the study session for the set's offline actions.
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Remove from offline' }).click();
      await expect(page.getByText(/This set is not saved on this device/)).toBeVisible();
      await open(page, `${US}${learnPath}`);
      await expect(page.getByRole('region', { name: 'Offline study' }).getByRole('button', { name: 'Save for offline' })).toBeVisible();
    });
  });
}
