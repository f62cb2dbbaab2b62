/**
 * Anki import and export end to end (issue 24 §6, decision 0070), at phone (390 px) and desktop
 * (1366 px) size: a deck written by a third-party library (anki-apkg-export) is imported through
 * the "Import an Anki deck" form by keyboard, the new private set opens with its cards, is studied
 * in flip-card mode, and "Export to Anki" downloads an .apkg that our reader opens with the same
 * cards and the image. A file that is no deck shows its reason in an alert. Pages are checked with
 * axe; screenshots go to test-results/anki/.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { open, origin } from './hosts';
import { apiClient } from './support/api';
import { demoAccount } from './support/sign-in';
import { publishAsReviewer } from './review-api';
import { expectAccessible } from './support/accessibility';
import { pngImage, thirdPartyDeck } from '../tests/support/anki-packages';
import { readAnkiPackage } from '../server/anki/read-package';
import { expectNoOverflow, screenshots } from './support/layout';

const US = origin('us');
const run = randomBytes(3).toString('hex');
const IMPORT_PATH = '/knows/create/import-flashcards';

const api = apiClient('us', 'e2e-anki-0001');

const { signIn, token: signInApi } = demoAccount(api, US, 'learner2.us@example.com');

const shot = screenshots('anki');

for (const [width, height] of [[390, 844], [1366, 900]] as const) {
  test.describe(`Anki decks at ${width} px`, () => {
    const deckName = `Capitals ${run} ${width}`;
    let setUuid: string | null = null;

    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height });
    });

    test.afterAll(async ({ request }) => {
      if (!setUuid) return;
      // A new set waits for review where the edition has a reviewer, and cannot be deleted until decided (decision 0028).
      await publishAsReviewer(request, 'us', setUuid);
      await api(request, 'DELETE', `/v1/knows/${setUuid}`, await signInApi(request));
    });

    test('a file that is no deck is refused with its reason', async ({ page }) => {
      await signIn(page, IMPORT_PATH);
      const form = page.getByRole('region', { name: 'Import an Anki deck' });
      await form.getByLabel('Choose an Anki deck (.apkg)').setInputFiles({ name: 'notes.apkg', mimeType: 'application/octet-stream', buffer: Buffer.from('%PDF-1.7 no deck') });
      await form.getByLabel('Subject').selectOption({ index: 1 });
      await form.getByRole('button', { name: 'Import deck' }).click();
      await expect(form.getByRole('alert')).toContainText('This file is not an Anki deck.');
      await expectAccessible(page, 'anki refusal');
      await shot(page, `refused-${width}`);
    });

    test('imports a third-party deck by keyboard, studies it, and exports it again', async ({ page }) => {
      const png = pngImage(24, 16, '#cc3300');
      const deck = await thirdPartyDeck({
        deckName,
        cards: [
          { front: 'Capital of France', back: 'Paris <img src="flag.png">' },
          { front: 'Capital of Italy', back: 'Rome' },
          { front: 'Capital of Spain', back: 'Madrid' },
        ],
        media: [{ name: 'flag.png', data: png }],
      });
      await signIn(page, IMPORT_PATH);
      const form = page.getByRole('region', { name: 'Import an Anki deck' });
      await expectNoOverflow(page);
      await form.getByLabel('Choose an Anki deck (.apkg)').setInputFiles({ name: 'capitals.apkg', mimeType: 'application/octet-stream', buffer: deck });
      await expect(form.getByText('Chosen: capitals.apkg')).toBeVisible();
      const subject = form.getByLabel('Subject');
      await subject.focus();
      await page.keyboard.press('ArrowDown');
      await shot(page, `import-form-${width}`);
      const imported = page.waitForResponse((r) => r.url().includes('/flashcard-sets/anki-imports') && r.request().method() === 'POST');
      await form.getByRole('button', { name: 'Import deck' }).focus();
      await page.keyboard.press('Enter');
      const response = await imported;
      expect(response.status()).toBe(201);

      // The new set's page: private, named after the deck, its cards in order. Its id comes from
      // the address: the page may have navigated before the answer's body could be read.
      await expect(page.getByRole('heading', { level: 1, name: deckName })).toBeVisible({ timeout: 60_000 });
      setUuid = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[/?#]|$)/.exec(page.url())?.[1] ?? null;
      expect(setUuid, page.url()).not.toBeNull();
      await expect(page.getByRole('heading', { name: '3 flashcards' })).toBeVisible();
      await expect(page.getByText('Capital of France')).toBeVisible();
      await expectNoOverflow(page);
      await expectAccessible(page, 'imported set');
      await shot(page, `set-page-${width}`);

      // Export to Anki: a file that opens with the same cards and the image.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export to Anki' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`${deckName}.apkg`);
      const exported = await readAnkiPackage(await readFile((await file.path())!));
      expect(exported.deckName).toBe(deckName);
      expect(exported.cards.map((c) => [c.front, c.back])).toEqual([
        ['Capital of France', 'Paris'],
        ['Capital of Italy', 'Rome'],
        ['Capital of Spain', 'Madrid'],
      ]);
      expect(exported.images).toHaveLength(1);
      expect(exported.images[0]!.data.equals(png)).toBe(true);

      // Study it by keyboard: Space shows the answer, 3 rates it Good (an FSRS review).
      await open(page, `${US}/app/flashcards?knowUuid=${setUuid}`);
      await expect(page.getByText('Capital of France')).toBeVisible({ timeout: 60_000 });
      await page.keyboard.press('Space');
      await expect(page.getByText('Paris', { exact: true })).toBeVisible();
      const reviewed = page.waitForResponse((r) => r.url().includes('/reviews') && r.request().method() === 'POST');
      await page.keyboard.press('3');
      expect((await reviewed).status()).toBe(200);
      await expect(page.getByText('Capital of Italy')).toBeVisible();
      await shot(page, `study-${width}`);
    });
  });
}
