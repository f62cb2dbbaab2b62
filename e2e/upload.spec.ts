/**
 * Creating knows end to end (issue 5 §3), in the German edition as a demo learner: a visitor is
 * sent to sign-in and back; a real PDF (made here with pdf-lib, a few MB, sent over a throttled
 * connection) uploads with a visible progress bar, then details, publish, the congratulations
 * dialog and the know in /knows; and a flashcard know from pasted TSV with its preview.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts, rgb } from '@pdfme/pdf-lib';
import { open, origin } from './hosts';
import { publishAsReviewer } from './review-api';
import { expectAccessible } from './support/accessibility';
import { DEMO_PASSWORD } from './support/api';

const DE = origin('de');
const EMAIL = 'learner1.de@example.com';

/** A real PDF: text pages plus an incompressible attachment, so the upload takes a moment. */
async function makePdf(title: string, megabytes: number, bodyWord = 'Zellkern'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 3; i++) {
    const page = pdf.addPage([595, 842]);
    page.drawText(`${title} – Seite ${i}`, { x: 50, y: 780, size: 22, font, color: rgb(0.1, 0.1, 0.4) });
    page.drawText('Glykolyse, Citratzyklus und Atmungskette im Überblick.', { x: 50, y: 740, size: 12, font });
    page.drawText(`Merkwort ${bodyWord}`, { x: 50, y: 710, size: 12, font });
  }
  await pdf.attach(randomBytes(megabytes * 1024 * 1024), 'messdaten.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await pdf.save());
}

/** Opens a signed-in page as a visitor: sign-in comes first, then the page itself. */
async function signInTo(page: Page, path: string) {
  await open(page, `${DE}${path}`);
  await expect(page).toHaveURL(`${DE}/auth/anmelden?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('E-Mail-Adresse oder Benutzername').fill(EMAIL);
  await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(`${DE}${path}`);
}

test.describe.serial('creating knows', () => {
  const title = `Zellatmung E2E ${randomBytes(3).toString('hex')}`;
  /** A made-up word that exists only inside the PDF's pages: search must read the document. */
  const bodyWord = `merkwort${randomBytes(4).toString('hex').replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!)}`;

  test('upload a PDF with a visible progress bar, describe it, publish, see it in my knows', async ({ page, context, request }) => {
    test.setTimeout(150_000);
    const pdf = await makePdf(title, 3, bodyWord);

    await signInTo(page, '/knows/create/upload');
    await expect(page.getByRole('heading', { level: 1, name: 'Know hochladen' })).toBeVisible();
    await expectAccessible(page, '/knows/create/upload');

    // A wrong type is refused before anything is sent.
    await page.getByLabel('Dateien auswählen').setInputFiles({ name: 'aufsatz.docx', mimeType: 'application/msword', buffer: Buffer.from('not a pdf') });
    await expect(page.getByRole('alert').filter({ hasText: 'aufsatz.docx' })).toContainText('Es können nur PDF-Dateien hochgeladen werden.');

    // Slow upload: the bar shows real intermediate values.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 600_000 });
    const seen: number[] = [];
    await page.getByLabel('Dateien auswählen').setInputFiles({ name: 'Zellatmung.pdf', mimeType: 'application/pdf', buffer: pdf });
    const bar = page.getByRole('progressbar', { name: 'Zellatmung.pdf wird hochgeladen' });
    await expect(bar).toBeVisible();
    await expect
      .poll(
        async () => {
          const value = Number(await bar.getAttribute('aria-valuenow'));
          seen.push(value);
          return value > 0 && value < 100;
        },
        { timeout: 20_000, intervals: [100] },
      )
      .toBe(true);
    await expect(page.getByRole('button', { name: 'Hochladen von Zellatmung.pdf abbrechen' })).toBeVisible();
    await expect(page.getByText('✓ Hochgeladen')).toBeVisible({ timeout: 60_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    expect(seen.some((v) => v > 0 && v < 100)).toBe(true);
    await expect(page.getByText(/3 Seiten/)).toBeVisible();

    // The upload survives a reload (draft in sessionStorage).
    await page.reload();
    await expect(page.getByText('Zellatmung.pdf')).toBeVisible();
    await page.getByRole('link', { name: 'Weiter' }).click();

    await expect(page).toHaveURL(`${DE}/knows/create/details`);
    await expect(page.getByRole('heading', { level: 1, name: 'Beschreibe dein Know' })).toBeVisible();
    await expect(page.getByText('Zellatmung.pdf')).toBeVisible();
    await expect(page.getByLabel('Titel')).toHaveValue('Zellatmung');
    // Publishing without a subject is refused next to the field.
    await page.getByRole('button', { name: 'Veröffentlichen' }).click();
    await expect(page.getByText('Wähle ein Fach.')).toBeVisible();
    await expect(page.getByLabel('Fach')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, '/knows/create/details');

    await page.getByLabel('Titel').fill(title);
    await page.getByLabel('Beschreibung').fill('Glykolyse, Citratzyklus und Atmungskette kompakt.');
    await page.getByLabel('Fach').selectOption({ label: 'Biologie' });
    await page.getByLabel('Klasse 10').check({ force: true });
    await page.getByLabel('Klasse 11').check({ force: true });
    await page.getByRole('button', { name: 'Veröffentlichen' }).click();

    await expect(page).toHaveURL(`${DE}/knows?showKnowUploadedCongratulationsDialog=true&wasFlashcardKnowUpload=false`);
    const dialog = page.getByRole('dialog', { name: 'Glückwunsch!' });
    await expect(dialog).toBeVisible();
    // DE has a reviewer (decision 0028): the know waits for review.
    await expect(dialog).toContainText(`„${title}“ wartet jetzt auf die Prüfung.`);
    await expect(dialog.getByRole('link', { name: 'Dein Know ansehen' })).toBeFocused();
    await expectAccessible(page, '/knows congratulations');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${DE}/knows`);

    const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await expect(item).toContainText('In Prüfung');
    await expect(item).toContainText('Biologie · 3 Seiten');
    const href = (await item.getByRole('link', { name: title, exact: true }).getAttribute('href')) ?? '';
    await publishAsReviewer(request, 'de', href.slice(-36));
    await page.reload();
    await expect(item).toContainText('Veröffentlicht');
    await expect(item.getByRole('link', { name: `„${title}“ bearbeiten` })).toHaveAttribute('href', /^\/knows\/zellatmung-e2e-[0-9a-f]{6}-[0-9a-f-]{36}\/edit$/);
    // A reload does not bring the dialog back.
    await page.reload();
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Glückwunsch!' })).toBeHidden();
  });

  test('the published know is found by a word inside its PDF, opens in the viewer, is edited and deleted', async ({ page }) => {
    test.setTimeout(120_000);
    await signInTo(page, '/knows');
    await open(page, `${DE}/knows/search?query=${bodyWord}`);
    await expect(page.getByRole('status').first()).toHaveText(`1 Ergebnis für „${bodyWord}“`, { timeout: 20_000 });
    await page.getByRole('link', { name: title }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/knows/zellatmung-e2e-'));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // The viewer draws the first page; the keyboard moves to the next one.
    const viewer = page.getByRole('region', { name: `Dokument: ${title}` });
    await expect(viewer.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
    await expect(viewer).toContainText('von 3');

    // Edit the title, see it on the page.
    await page.getByRole('link', { name: 'Bearbeiten' }).click();
    const newTitle = `${title} überarbeitet`;
    await expect(page.getByLabel('Titel')).toHaveValue(title);
    await page.getByLabel('Titel').fill(newTitle);
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();

    // Delete it: gone from the page and from search.
    await page.getByRole('link', { name: 'Bearbeiten' }).click();
    // The edit page holds the saved know before its buttons are used (the network may never be
    // idle again once the chat stream is open: e2e/hosts.ts settle).
    await expect(page.getByLabel('Titel')).toHaveValue(newTitle);
    await page.getByRole('button', { name: 'Know löschen' }).click();
    await page.getByRole('dialog', { name: 'Dieses Know löschen?' }).getByRole('button', { name: 'Löschen', exact: true }).click();
    await page.waitForURL(`${DE}/knows`);
    await open(page, `${DE}/knows/search?query=${bodyWord}`);
    await expect(page.getByRole('link', { name: newTitle })).toHaveCount(0);
  });

  test('import flashcards from pasted TSV with a preview, and create a flashcard know', async ({ page }) => {
    test.setTimeout(90_000);
    const title = `Englisch Vokabeln ${randomBytes(3).toString('hex')}`;
    await signInTo(page, '/knows/create/import-flashcards');
    await expect(page.getByRole('heading', { level: 1, name: 'Karteikarten importieren' })).toBeVisible();

    await page.getByLabel('Karten einfügen').fill('Begriff\tDefinition\nder Hund\tthe dog\ndie Katze\tthe cat\nder Vogel\n"das Haus"\t"the house, a building"\n');
    await expect(page.getByText('3 Karten gefunden (Tabulatorgetrennt (TSV)). 1 Zeile wurde übersprungen.')).toBeVisible();
    await expect(page.getByText('Zeile 4: Die Rückseite der Karte fehlt.')).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('row').nth(3)).toContainText('the house, a building');
    await expectAccessible(page, '/knows/create/import-flashcards');

    await page.getByLabel('Titel').fill(title);
    await page.getByRole('region', { name: 'Details' }).getByLabel('Fach').selectOption({ label: 'Englisch' });
    await page.getByRole('button', { name: 'Know mit 3 Karten erstellen' }).click();

    await expect(page).toHaveURL(`${DE}/knows?showKnowUploadedCongratulationsDialog=true&wasFlashcardKnowUpload=true`);
    const dialog = page.getByRole('dialog', { name: 'Deine Karteikarten sind bereit!' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Jetzt lernen' })).toHaveAttribute('href', /^\/app\/flashcards\?knowUuid=[0-9a-f-]{36}$/);
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toBeHidden();
    const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await expect(item).toContainText('Karteikarten');
    await expect(item).toContainText('3 Karten');
  });
});
