/**
 * Card images in every study mode (decision 0070), at phone (390 px) and desktop (1366 px) size:
 * an imported deck with an image-only front and a picture on a back is studied as flip cards,
 * in Learn, Test and Match, and offline from the copy saved on the device. The pictures load
 * (decoded, not just boxes), keep their place, and the pages do not overflow. Screenshots go to
 * test-results/study-images/.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { open, origin, viaHost } from './hosts';
import { apiClient } from './support/api';
import { demoAccount } from './support/sign-in';
import { pngImage, thirdPartyDeck } from '../tests/support/anki-packages';
import { expectNoOverflow, screenshots } from './support/layout';
import { goOffline, goOnline } from './support/offline';

const US = origin('us');
const DEVICE = 'e2e-study-images-1';
const run = randomBytes(3).toString('hex');
const api = apiClient('us', DEVICE);

const { signIn, token: signInApi } = demoAccount(api, US, 'learner2.us@example.com');

/** A picture that is shown: decoded, and drawn at a size. */
async function expectLoaded(page: Page, name: string) {
  const img = page.getByRole('img', { name }).first();
  await expect(img).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
  const box = (await img.boundingBox())!;
  expect(box.width).toBeGreaterThan(20);
}
const shot = screenshots('study-images');

for (const [width, height] of [[390, 844], [1366, 900]] as const) {
  test.describe(`card images in the study modes at ${width} px`, () => {
    let setUuid = '';

    test.beforeAll(async ({ request }) => {
      const deck = await thirdPartyDeck({
        deckName: `Pictures ${run} ${width}`,
        cards: [
          { front: '<img src="cell.png">', back: 'A plant cell' },
          { front: 'Flag of Austria', back: 'Red, white, red <img src="flag.png">' },
          { front: 'Capital of Italy', back: 'Rome' },
          { front: 'Capital of Spain', back: 'Madrid' },
        ],
        media: [
          { name: 'cell.png', data: pngImage(320, 240, '#2e8b57') },
          { name: 'flag.png', data: pngImage(300, 200, '#c8102e') },
        ],
      });
      const catalogue = await api<{ subjects: { id: number }[] }>(request, 'GET', '/v1/countries/8/subjects', null);
      const [url, { headers }] = viaHost('us', '/api/v1/flashcard-sets/anki-imports');
      const res = await request.fetch(url, {
        method: 'POST',
        headers: { ...headers, 'X-Platform': 'web', 'X-Device-Id': DEVICE, Authorization: `Bearer ${await signInApi(request)}` },
        multipart: {
          contentLanguageCode: 'en',
          subjectId: String(catalogue.subjects[0]!.id),
          file: { name: 'pictures.apkg', mimeType: 'application/octet-stream', buffer: deck },
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      setUuid = ((await res.json()) as { know: { uuid: string } }).know.uuid;
    });

    test.afterAll(async ({ request }) => {
      // Best effort: a new private set may still be in review, which refuses deletion (409).
      if (!setUuid) return;
      const [url, { headers }] = viaHost('us', `/api/v1/knows/${setUuid}`);
      await request.fetch(url, { method: 'DELETE', headers: { ...headers, 'X-Platform': 'web', 'X-Device-Id': DEVICE, Authorization: `Bearer ${await signInApi(request)}` } });
    });

    test('flip cards, Learn, Test and Match show the pictures; offline study shows them from the device', async ({ page, context }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height });

      // Flip cards: the image-only front is its picture; the answer is text.
      await signIn(page, `/app/flashcards?knowUuid=${setUuid}`);
      const front = page.locator('[data-side="front"]');
      await expect(front).toBeVisible({ timeout: 60_000 });
      await expectLoaded(page, 'Picture on the front');
      await expect(front).not.toContainText('\u{1F5BC}');
      await expectNoOverflow(page);
      await shot(page, `flip-front-${width}`);
      await page.keyboard.press('Space');
      await expect(page.locator('[data-side="back"]')).toContainText('A plant cell');
      await page.keyboard.press('3');
      await expect(front).toContainText('Flag of Austria');
      await page.keyboard.press('Space');
      await expectLoaded(page, 'Red, white, red');
      await expectNoOverflow(page);
      await shot(page, `flip-back-${width}`);

      // Learn: the prompt carries the front's picture when the card has one.
      await open(page, `${US}/app/flashcards/learn?knowUuid=${setUuid}`);
      const prompt = page.getByTestId('learn-prompt');
      await expect(prompt).toBeVisible({ timeout: 60_000 });
      await expectNoOverflow(page);
      await shot(page, `learn-${width}`);

      // Test: every question shows its front's picture above it.
      await open(page, `${US}/app/flashcards/test?knowUuid=${setUuid}`);
      await page.getByRole('button', { name: 'Start the test' }).click({ timeout: 60_000 });
      await expectLoaded(page, 'Picture on the front');
      await expectNoOverflow(page);
      await shot(page, `test-${width}`);

      // Match: the tiles carry their side's picture.
      await open(page, `${US}/app/flashcards/${setUuid}/match`);
      await page.getByRole('button', { name: 'Start' }).click({ timeout: 60_000 });
      const grid = page.getByRole('group', { name: 'Terms and definitions' });
      await expect(grid).toBeVisible();
      await expectLoaded(page, 'Picture on the front');
      await expectNoOverflow(page);
      await shot(page, `match-${width}`);

      // Offline: saved with its pictures, studied with no network after a reload.
      await open(page, `${US}/app/flashcards/learn?knowUuid=${setUuid}`);
      const control = page.getByRole('region', { name: 'Offline study' });
      await control.getByRole('button', { name: 'Save for offline' }).click();
      await expect(control.getByTestId('offline-status')).toHaveText('Available offline', { timeout: 30_000 });
      await control.getByRole('link', { name: 'Study offline' }).click();
      await expect(page).toHaveURL(`${US}/app/flashcards/offline?knowUuid=${setUuid}`, { timeout: 60_000 });
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await goOffline(context);
      try {
        const reloaded = await page.reload({ waitUntil: 'load' });
        expect(reloaded?.fromServiceWorker()).toBe(true);
        await expect(page.getByText('You are offline. Your ratings are kept on this device.')).toBeVisible({ timeout: 30_000 });
        // Due cards come first: the picture card (rated above) comes after the new ones. At most
        // three cards come before it: its picture, read from the device, may show a moment after
        // the card does, so the last card is never rated on the strength of an instant look.
        const picture = page.getByRole('img', { name: 'Picture on the front' });
        for (let i = 0; i < 3 && !(await picture.isVisible()); i++) {
          await expect(page.getByText(`Card ${i + 1} of 4`, { exact: true })).toBeVisible();
          await page.keyboard.press('Space');
          await page.keyboard.press('3');
          await expect(page.getByText(`Card ${i + 2} of 4`, { exact: true })).toBeVisible();
        }
        await expectLoaded(page, 'Picture on the front');
        await expectNoOverflow(page);
        await shot(page, `offline-${width}`);
      } finally {
        await goOnline(context);
      }
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Remove from offline' }).click();
    });
  });
}
