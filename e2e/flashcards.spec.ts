/**
 * Flashcards and the library end to end (issue 5): a demo learner studies a flashcard set with
 * the keyboard alone (no clicks: Tab to the set, Enter, Space, 1–4, Escape), sees the summary,
 * and organises the library: a new folder, a saved know moved into it, the folder deleted, the
 * know still under All saved. The German edition shows the library menu item and the content
 * conversion banner (§9). The download-know page gives visitors a sign-in prompt and signed-in
 * learners the PDF. The set and the PDF know are created through the API and removed afterwards.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from '@pdfme/pdf-lib';
import { open, origin, viaHost } from './hosts';
import { accessToken, apiClient, DEMO_PASSWORD, newUsKnow } from './support/api';
import { publishAsReviewer } from './review-api';
import { expectAccessible } from './support/accessibility';
import { tabTo as tabWithin } from './support/keyboard';
import { signInThroughPage } from './support/sign-in';

const US = origin('us');
const DE = origin('de');
const LEARNER = 'learner3.us@example.com';
const run = randomBytes(3).toString('hex');
const CARDS = [
  { front: `Mitochondria ${run}`, back: 'The powerhouse of the cell' },
  { front: `Photosynthesis ${run}`, back: 'Light energy into chemical energy' },
  { front: `Osmosis ${run}`, back: 'Water through a semi-permeable membrane' },
];
const SET_TITLE = `Cell biology cards ${run}`;
const deLibrary = JSON.parse(readFileSync(resolve(__dirname, '../locales/de/library.json'), 'utf8')) as {
  banner: { title: string };
  title: string;
};
const deCommon = JSON.parse(readFileSync(resolve(__dirname, '../locales/de/common.json'), 'utf8')) as {
  menu: { library: string; flashcards: string };
};

/** A JSON call to the API on an edition host, as the web client makes it. */
const api = apiClient('us', 'e2e-flashcards-0001');

/** A one-page PDF, made here so the test needs no fixture file. */
async function onePagePdf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText(text, { x: 50, y: 780, size: 18, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

const signInApi = (request: APIRequestContext) => accessToken(api, request, LEARNER);

const signIn = (page: Page, base: string, path: string) => signInThroughPage(page, base, LEARNER, DEMO_PASSWORD, path);

/** Presses Tab until `target` has the focus (keyboard only, no clicks). */
const tabTo = (page: Page, target: Locator) => tabWithin(page, target, 80);

test.describe('flashcards and library', () => {
  let setUuid: string;

  test.beforeAll(async ({ request }) => {
    const token = await signInApi(request);
    const know = await newUsKnow<{ uuid: string }>(api, request, token, {
      title: SET_TITLE,
      description: 'Three cards for the keyboard study test.',
      flashcards: CARDS,
    });
    setUuid = know.uuid;
    // US has a demo reviewer: published through review (decision 0028), so it can be saved and deleted.
    await publishAsReviewer(request, 'us', know.uuid);
  });

  test.afterAll(async ({ request }) => {
    // A fresh token: access tokens live 30 s in e2e, longer than this describe runs.
    if (setUuid) await api(request, 'DELETE', `/v1/knows/${setUuid}`, await signInApi(request));
  });

  test('study every card of a set with the keyboard alone and see the summary', async ({ page }) => {
    await signIn(page, US, '/app/flashcards');
    await expect(page.getByRole('heading', { level: 1, name: 'Flashcards' })).toBeVisible();
    const study = page.getByRole('button', { name: `Study “${SET_TITLE}”` });
    await expect(study).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: SET_TITLE })).toContainText('3 new');
    await expectAccessible(page, '/app/flashcards');

    await tabTo(page, study);
    await page.keyboard.press('Enter');

    const progress = page.getByRole('progressbar', { name: 'Session progress' });
    await expect(progress).toHaveAttribute('aria-valuemax', '3');
    for (let i = 0; i < CARDS.length; i++) {
      const front = page.locator('[data-side="front"]');
      await expect(front).toBeFocused();
      await expect(progress).toHaveAttribute('aria-valuenow', String(i));
      await expect(page.getByText(`Card ${i + 1} of 3`, { exact: true })).toBeVisible();
      const shown = await front.locator('p').nth(1).textContent();
      const card = CARDS.find((c) => c.front === shown);
      expect(card, 'the card shown is one of the set').toBeTruthy();
      await expect(page.getByText(card!.back)).toHaveCount(0);

      await page.keyboard.press('Space');
      const back = page.locator('[data-side="back"]');
      await expect(back).toBeFocused();
      await expect(back).toContainText(card!.back);
      await expect(page.getByText('Rate with 1 Again, 2 Hard, 3 Good, 4 Easy. Esc leaves study mode.')).toBeVisible();
      if (i === 0) await expectAccessible(page, 'study mode');
      // An access token lives 30 s in e2e: a review sent after it expired is answered 401, and the
      // client refreshes and sends it again; the answer that counts is the one after that.
      const reviewed = page.waitForResponse((r) => r.url().includes('/reviews') && r.request().method() === 'POST' && r.status() !== 401);
      await page.keyboard.press(i === 0 ? '1' : '3');
      expect((await reviewed).status()).toBe(200);
    }

    const summary = page.getByRole('heading', { name: 'Session complete' });
    await expect(summary).toBeFocused();
    await expect(progress).toHaveAttribute('aria-valuenow', '3');
    await expect(page.getByText('You studied 3 cards.')).toBeVisible();
    await expect(page.getByText(/Come back later to study again\. Next card due: in \d+ minutes?/)).toBeVisible();

    // Escape leaves study mode; the set has nothing due now.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1, name: 'Flashcards' })).toBeFocused();
    const row = page.getByRole('listitem').filter({ hasText: SET_TITLE });
    await expect(row).toContainText('0 new');
    await expect(row).toContainText('Nothing due');
  });

  test('a folder: create it, move a saved know in, delete it, the know stays saved', async ({ page, request }) => {
    // Fresh tokens in each test: access tokens live 30 s in e2e (the describe's may have expired).
    const token = await signInApi(request);
    const feed = await api<{ content: { uuid: string; title: string }[] }>(request, 'GET', '/v1/knows?contentLanguageCode=en&knowFormat=PDF&limit=1', null);
    const know = feed.content[0]!;
    await api(request, 'POST', `/v1/knows/${know.uuid}/save`, token, {});
    const folderName = `Exam prep ${run}`;
    try {
      await signIn(page, US, '/app/library');
      await expect(page.getByRole('heading', { level: 2, name: 'All saved' })).toBeVisible();
      // No banner in the US edition (§9).
      await expect(page.getByRole('region', { name: 'Turn your notes into knows' })).toHaveCount(0);

      await page.getByLabel('New folder').fill(folderName);
      await page.keyboard.press('Enter');
      const folderLink = page.getByRole('navigation', { name: 'Library sections' }).getByRole('link', { name: new RegExp(folderName) });
      await expect(folderLink).toContainText('0 knows');

      const card = page.getByRole('article').filter({ hasText: know.title }).first();
      await card.getByRole('combobox', { name: `Folder of “${know.title}”` }).selectOption({ label: folderName });
      await card.getByRole('button', { name: `Move “${know.title}” to the chosen folder` }).click();
      await expect(page.getByText(`Moved to “${folderName}”.`)).toBeVisible();
      await expect(folderLink).toContainText('1 know');
      await expectAccessible(page, '/app/library');

      await folderLink.click();
      await expect(page.getByRole('heading', { level: 2, name: folderName })).toBeVisible();
      await expect(page.getByRole('article').filter({ hasText: know.title })).toHaveCount(1);

      await page.getByRole('button', { name: 'Delete folder' }).click();
      const confirm = page.getByRole('alertdialog', { name: `Delete the folder “${folderName}”?` });
      await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();

      await expect(page).toHaveURL(`${US}/app/library`);
      await expect(page.getByRole('link', { name: new RegExp(folderName) })).toHaveCount(0);
      const saved = page.getByRole('article').filter({ hasText: know.title }).first();
      await expect(saved).toBeVisible();
      await expect(saved.getByRole('combobox')).toHaveValue('');
    } finally {
      await api(request, 'DELETE', `/v1/knows/${know.uuid}/save`, await signInApi(request));
    }
  });

  test('download-know: visitors are asked to sign in, signed-in learners get the PDF', async ({ page, request }) => {
    const token = await signInApi(request);
    const [url, { headers }] = viaHost('us', '/api/v1/uploads');
    const upload = await request.post(url, {
      headers: { ...headers, 'X-Platform': 'web', 'X-Device-Id': 'e2e-flashcards-0001', Authorization: `Bearer ${token}` },
      multipart: { file: { name: `notes-${run}.pdf`, mimeType: 'application/pdf', buffer: await onePagePdf(`Notes ${run}`) } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const know = await newUsKnow<{ uuid: string; slug: string; title: string }>(api, request, token, {
      title: `Downloadable notes ${run}`,
      uploadIds: [((await upload.json()) as { uuid: string }).uuid],
    });
    await publishAsReviewer(request, 'us', know.uuid);
    try {
      const path = `/knows/${know.slug}/download-know`;
      await open(page, `${US}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: `Download “${know.title}”` })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Sign in to download' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Get the app' })).toBeVisible();
      await expectAccessible(page, 'download-know');
      await expect(page.getByRole('link', { name: 'Sign in', exact: true }).last()).toHaveAttribute('href', `/auth/signin?redirect=${encodeURIComponent(path)}`);

      await signIn(page, US, path);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download PDF' }).click();
      expect((await download).suggestedFilename()).toBe(`notes-${run}.pdf`);
      await expect(page.getByText('Download started.')).toBeVisible();

      // The German edition shows the page under its localised address.
      await open(page, `${DE}${path}`);
      await expect(page).toHaveURL(`${DE}/knows/${know.slug}/know-herunterladen`);
    } finally {
      await api(request, 'DELETE', `/v1/knows/${know.uuid}`, await signInApi(request));
    }
  });

  test('synced lists the learner\'s own set with a way to study it; the German edition has the library menu and the banner', async ({ page }) => {
    await signIn(page, US, '/app/library/synced');
    await expect(page.getByRole('heading', { level: 2, name: 'Synced' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Study “${SET_TITLE}”` })).toHaveAttribute('href', `/app/flashcards?knowUuid=${setUuid}`);

    await signIn(page, DE, '/app/library');
    await expect(page.getByRole('heading', { level: 1, name: deLibrary.title })).toBeVisible();
    await expect(page.getByRole('region', { name: deLibrary.banner.title })).toBeVisible();
    await page.locator('button[aria-controls="main-menu"]').click();
    const menu = page.locator('#main-menu');
    await expect(menu.getByRole('link', { name: deCommon.menu.library, exact: true })).toHaveAttribute('href', '/app/library');
    await expect(menu.getByRole('link', { name: deCommon.menu.flashcards, exact: true })).toHaveAttribute('href', '/app/flashcards');
  });
});
