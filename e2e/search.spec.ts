/**
 * Search end to end on the German edition (issue 5 point 5, 6): a word that is only inside a
 * PDF's text finds the know, a misspelt title word finds it too, the subject filter narrows the
 * results, a result opens the know page, a search URL is server-rendered (also without
 * JavaScript), the no-result state, and the subject page lists the subject's knows.
 *
 * The knows are created here through the API (a generated PDF with pdf-lib), with words made up
 * for this run, so the test does not depend on the seed and runs against any data.
 */
import { randomInt } from 'node:crypto';
import { PDFDocument, StandardFonts } from '@pdfme/pdf-lib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { getSubjects, subjectSlug } from '../lib/config/catalogue';
import { open, origin, viaHost } from './hosts';
import { publishAsReviewer } from './review-api';
import { expectAccessible } from './support/accessibility';

const DE = origin('de');
const PASSWORD = 'correct horse battery';
const CLIENT = { 'X-Platform': 'web', 'X-Device-Id': 'e2e-search-device-0001' };

const subjects = getSubjects('DE');
const biology = subjects.find((s) => s.id === 1004)!;
const history = subjects.find((s) => s.id === 1005)!;
const cellTopic = biology.topics[0]!;

/**
 * Made-up words unique to this run: random letters only, no common prefix (typo tolerance would
 * match the words of earlier runs), ending in a consonant cluster no stemmer changes.
 */
function madeUpWord(): string {
  const consonants = 'bcdfghklmnprstvz';
  const vowels = 'aeiou';
  const syllables = Array.from({ length: 4 }, () => consonants[randomInt(consonants.length)]! + vowels[randomInt(vowels.length)]!);
  return syllables.join('') + consonants[randomInt(consonants.length)] + 'x';
}
const pdfWord = madeUpWord();
const titleWord = madeUpWord();
const sharedWord = madeUpWord();
const biologyTitle = `Mitochondrium ${titleWord} Zellbiologie ${sharedWord}`;
const historyTitle = `Französische Revolution ${sharedWord}`;
const pagedWord = madeUpWord();
/** One more than a result page holds (20). */
const PAGED_KNOWS = 21;

async function api(request: APIRequestContext, method: 'GET' | 'POST', path: string, init: { token?: string; data?: unknown; multipart?: Record<string, unknown> } = {}) {
  const [url, opts] = viaHost('de', `/api${path}`);
  const headers: Record<string, string> = { ...opts.headers, ...CLIENT };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const res = await request.fetch(url, { method, headers, data: init.data, multipart: init.multipart as never });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

async function pdfWith(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  lines.forEach((line) => pdf.addPage().drawText(line, { x: 50, y: 700, size: 14, font }));
  return Buffer.from(await pdf.save());
}

async function createPdfKnow(request: APIRequestContext, token: string, title: string, subjectId: number, lines: string[], topicUuid?: string) {
  const upload = await api(request, 'POST', '/v1/uploads', {
    token,
    multipart: { file: { name: 'notizen.pdf', mimeType: 'application/pdf', buffer: await pdfWith(lines) } },
  });
  const know = (await api(request, 'POST', '/v1/knows', {
    token,
    data: { title, description: 'Notizen aus dem Unterricht', subjectId, topicUuid, contentLanguageCode: 'de', uploadIds: [upload.uuid] },
  })) as { uuid: string; slug: string; title: string };
  // DE has a demo reviewer: a know is searchable once published (decision 0028).
  await publishAsReviewer(request, 'de', know.uuid);
  return know;
}

let biologyKnow: { uuid: string; slug: string; title: string };
let accountEmail = '';

async function signIn(page: Page, redirect: string) {
  await open(page, `${DE}/auth/signin?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('E-Mail-Adresse oder Benutzername').fill(accountEmail);
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(`${DE}${redirect}`, { timeout: 20_000 });
}

test.describe('search (de.localhost)', () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    // A new account per run: the per-user creation limit is never reached by repeated runs.
    const email = (accountEmail = `suche.${madeUpWord()}@example.org`);
    await api(request, 'POST', '/v1/users', { data: { email, name: 'Suche Tester', password: PASSWORD, country: 'DE' } });
    const { accessToken } = await api(request, 'POST', '/auth/oauth/token', {
      data: { grantType: 'password', username: email, password: PASSWORD },
    });
    biologyKnow = await createPdfKnow(request, accessToken, biologyTitle, biology.id, [
      `Die Zellatmung und das Wort ${pdfWord} stehen nur im Dokument.`,
      'Zweite Seite: Photosynthese in den Chloroplasten.',
    ], cellTopic.uuid);
    await createPdfKnow(request, accessToken, historyTitle, history.id, ['Der Sturm auf die Bastille 1789.']);
    for (let i = 1; i <= PAGED_KNOWS; i++) {
      const cards = (await api(request, 'POST', '/v1/knows', {
        token: accessToken,
        data: { title: `Karteikarten ${pagedWord} ${i}`, subjectId: history.id, contentLanguageCode: 'de', flashcards: [{ front: `Frage ${i}`, back: `Antwort ${i}` }] },
      })) as { uuid: string };
      await publishAsReviewer(request, 'de', cards.uuid);
    }
  });

  test('a word that only appears inside the PDF finds the know, typed into the form (no page load)', async ({ page }) => {
    await open(page, `${DE}/knows/search`);
    await expect(page.getByRole('heading', { name: 'Was möchtest du heute lernen?' })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('combobox', { name: 'Nach Knows suchen' }).fill(pdfWord);
    await expect(page.getByRole('status').first()).toHaveText(`1 Ergebnis für „${pdfWord}“`, { timeout: 20_000 });
    const result = page.getByRole('link', { name: biologyTitle });
    await expect(result).toBeVisible();
    await expect(page.locator('mark', { hasText: pdfWord })).toBeVisible();
    await expectAccessible(page, 'search results');
    // The address is the edition's own (no /de prefix) and the page was not reloaded.
    await expect(page).toHaveURL(`${DE}/knows/search?query=${pdfWord}`);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test('a misspelt title word still finds the know', async ({ page }) => {
    const typo = titleWord.slice(0, 4) + titleWord.slice(5); // one letter dropped
    await open(page, `${DE}/knows/search?query=${encodeURIComponent(typo)}`);
    await expect(page.getByRole('link', { name: biologyTitle })).toBeVisible();
  });

  test('the subject filter narrows the results and goes into the URL', async ({ page }) => {
    await open(page, `${DE}/knows/search?query=${sharedWord}`);
    await expect(page.getByRole('status').first()).toHaveText(`2 Ergebnisse für „${sharedWord}“`);
    await expect(page.getByRole('link', { name: historyTitle })).toBeVisible();
    await page.getByRole('combobox', { name: 'Fach' }).selectOption(String(biology.id));
    await expect(page).toHaveURL(`${DE}/knows/search?query=${sharedWord}&subjectId=${biology.id}`);
    await expect(page.getByRole('status').first()).toHaveText(`1 Ergebnis für „${sharedWord}“`);
    await expect(page.getByRole('link', { name: biologyTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: historyTitle })).toHaveCount(0);
    // Back restores the unfiltered search.
    await page.goBack();
    await expect(page.getByRole('link', { name: historyTitle })).toBeVisible();
  });

  test('a result opens the know page, keeping the query and referrer=search', async ({ page }) => {
    await open(page, `${DE}/knows/search?query=${pdfWord}`);
    await page.getByRole('link', { name: biologyTitle }).click();
    await expect(page).toHaveURL(`${DE}/knows/${biologyKnow.slug}?query=${pdfWord}&referrer=search`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(biologyTitle);
  });

  test('a search URL is server-rendered: the result is in the HTML, also with JavaScript off', async ({ request, browser }) => {
    const res = await request.get(...viaHost('de', `/knows/search?query=${pdfWord}`));
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`>${biologyTitle}<`);
    expect(html).not.toMatch(/<meta name="robots" content="noindex/);
    expect(html).toContain(`<link rel="canonical" href="${origin('de')}/knows/search?query=${pdfWord}"`);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${DE}/knows/search`);
    await page.getByRole('combobox', { name: 'Nach Knows suchen' }).fill(sharedWord);
    await page.getByRole('combobox', { name: 'Fach' }).selectOption(String(history.id));
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(new RegExp(`/knows/search\\?query=${sharedWord}&subjectId=${history.id}`));
    await expect(page.getByRole('link', { name: historyTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: biologyTitle })).toHaveCount(0);
    await context.close();
  });

  test('no result: what to try, and the page is not indexed', async ({ page }) => {
    const nothing = madeUpWord();
    await open(page, `${DE}/knows/search?query=${nothing}&subjectId=${biology.id}`);
    await expect(page.getByRole('heading', { name: `Keine Knows zu „${nothing}“ gefunden` })).toBeVisible();
    await expectAccessible(page, 'no results');
    await expect(page.getByText('die Schreibweise prüfen')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByRole('link', { name: 'die Filter entfernen' }).click();
    await expect(page).toHaveURL(`${DE}/knows/search?query=${nothing}`);
  });

  test('results come in pages that link to each other, the current page marked', async ({ page }) => {
    await open(page, `${DE}/knows/search?query=${pagedWord}`);
    await expect(page.getByRole('status').first()).toHaveText(`${PAGED_KNOWS} Ergebnisse für „${pagedWord}“`);
    await expect(page.getByRole('link', { name: new RegExp(`Karteikarten ${pagedWord}`) })).toHaveCount(20);
    const nav = page.getByRole('navigation', { name: 'Ergebnisseiten' });
    await expect(nav.locator('[aria-current="page"]')).toHaveText('1');
    await nav.getByRole('link', { name: 'Nächste Seite' }).click();
    await expect(page).toHaveURL(`${DE}/knows/search?query=${pagedWord}&page=2`);
    await expect(nav.locator('[aria-current="page"]')).toHaveText('2');
    await expect(page.getByRole('link', { name: new RegExp(`Karteikarten ${pagedWord}`) })).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'Vorherige Seite' })).toHaveAttribute('href', `/knows/search?query=${pagedWord}`);
  });

  test('the subject page lists the subject’s newest knows with a link to all of them', async ({ page }) => {
    test.setTimeout(120_000);
    // ISR: a cached page may be up to a minute old.
    await expect
      .poll(
        async () => {
          await page.goto(`${DE}/subjects/${subjectSlug(biology)}`);
          return page.getByRole('link', { name: biologyTitle }).count();
        },
        { timeout: 90_000, intervals: [1_000, 5_000, 10_000] },
      )
      .toBe(1);
    await expect(page.getByRole('link', { name: historyTitle })).toHaveCount(0);
    await expectAccessible(page, 'subject page');
    await page.getByRole('link', { name: `Alle Knows in ${biology.name} ansehen` }).click();
    await expect(page).toHaveURL(`${DE}/knows/search?subjectId=${biology.id}`);
    await expect(page.getByRole('combobox', { name: 'Fach' })).toHaveValue(String(biology.id));
  });

  test('the topic page lists the topic’s knows; “see all” searches within the topic', async ({ page }) => {
    test.setTimeout(120_000);
    await expect
      .poll(
        async () => {
          await page.goto(`${DE}/topics/${cellTopic.uuid}`);
          return page.getByRole('link', { name: biologyTitle }).count();
        },
        { timeout: 90_000, intervals: [1_000, 5_000, 10_000] },
      )
      .toBe(1);
    await page.getByRole('link', { name: `Alle Knows zu ${cellTopic.name} ansehen` }).click();
    await expect(page).toHaveURL(`${DE}/knows/search?subjectId=${biology.id}&topicUuid=${cellTopic.uuid}`);
    await expect(page.getByText(`Thema: ${cellTopic.name}`)).toBeVisible();
    await expect(page.getByRole('link', { name: biologyTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: historyTitle })).toHaveCount(0);
  });

  test('signed in: the home feed shows the edition’s new knows and a search box for /app/search', async ({ page }) => {
    await signIn(page, '/app/feeds');
    const fresh = page.getByRole('region', { name: 'Neue Knows' });
    await expect(fresh.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Beliebte Knows' }).getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page, '/app/feeds');
    await page.getByRole('searchbox', { name: 'Nach Knows suchen' }).fill(pdfWord);
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(`${DE}/app/search?query=${pdfWord}`);
    await expect(page.getByRole('link', { name: biologyTitle })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('signed in: /app/subjects/knows lists a chosen subject’s knows with “load more”', async ({ page }) => {
    await signIn(page, '/app/subjects/knows');
    await expect(page.getByText('Wähle ein Fach, um seine Knows zu sehen.')).toBeVisible();
    const chips = page.getByRole('navigation', { name: 'Wähle ein Fach' });
    await chips.getByRole('link', { name: history.name, exact: true }).click();
    await expect(page).toHaveURL(`${DE}/app/subjects/knows?subjectId=${history.id}`);
    await expect(chips.getByRole('link', { name: history.name, exact: true })).toHaveAttribute('aria-current', 'true');
    const list = page.getByRole('list', { name: history.name });
    // Newest first: this run's knows lead the list.
    await expect(list.getByRole('link', { name: `Karteikarten ${pagedWord} ${PAGED_KNOWS}`, exact: true })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(20);
    await page.getByRole('button', { name: 'Mehr laden' }).click();
    await expect(list.getByRole('link', { name: historyTitle })).toBeVisible();
    expect(await list.getByRole('listitem').count()).toBeGreaterThan(20);
    await expectAccessible(page, '/app/subjects/knows');
    // The choice is in the URL: a reload shows the same subject.
    await page.reload();
    await expect(page.getByRole('list', { name: history.name }).getByRole('listitem').first()).toBeVisible();
  });
});
