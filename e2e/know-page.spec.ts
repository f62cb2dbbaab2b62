/**
 * Know pages end to end (issue 5 point 4): a demo knower creates a multi-page PDF know through
 * the API; its page is server-rendered with title, first-page text, canonical and JSON-LD; the
 * first page stands in as an image until the reader turns to the page (decision 0044); then the
 * pdf.js viewer draws pages and follows the keyboard; visitors in Germany see the rest blurred
 * with a sign-up call to action, in Turkey not; a learner likes and saves it; the owner edits
 * the title and deletes it, after which the page is a 404.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { getSubjects } from '../lib/config/catalogue';
import { open, origin, settle, viaHost } from './hosts';
import { publishAsReviewer } from './review-api';
import { expectAccessible } from './support/accessibility';
import { linesPdf } from './support/pdf';
import { DEMO_PASSWORD } from './support/api';

const DE = origin('de');
const TR = origin('tr');
const run = randomBytes(4).toString('hex');
const firstPageWord = `Mitochondrienmarker${run}`;
const secondPageWord = `Zellkernmarker${run}`;

interface CreatedKnow {
  uuid: string;
  title: string;
  slug: string;
  pageCount: number;
  status: string;
}


const clientHeaders = { 'X-Platform': 'web', 'X-Device-Id': '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b' };

async function signInApi(request: APIRequestContext, label: string, username: string): Promise<string> {
  const [url, init] = viaHost(label, '/api/auth/oauth/token');
  const res = await request.post(url, {
    headers: { ...init.headers, ...clientHeaders },
    data: { grantType: 'password', username, password: DEMO_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function createPdfKnow(
  request: APIRequestContext,
  label: string,
  token: string,
  body: { title: string; description: string; contentLanguageCode: string; subjectId: number | null },
  lines: string[],
): Promise<CreatedKnow> {
  const auth = { ...clientHeaders, Authorization: `Bearer ${token}` };
  const [uploadUrl, uploadInit] = viaHost(label, '/api/v1/uploads');
  const upload = await request.post(uploadUrl, {
    headers: { ...uploadInit.headers, ...auth },
    multipart: { file: { name: 'e2e-notes.pdf', mimeType: 'application/pdf', buffer: await linesPdf(lines, 'Knowly e2e') } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { uuid: uploadId } = (await upload.json()) as { uuid: string };
  const [knowUrl, knowInit] = viaHost(label, '/api/v1/knows');
  const created = await request.post(knowUrl, {
    headers: { ...knowInit.headers, ...auth },
    data: { ...body, uploadIds: [uploadId], isPrivate: false },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as CreatedKnow;
}

async function signInUi(page: Page, base: string, username: string, redirect: string) {
  await open(page, `${base}/auth/signin?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('E-Mail-Adresse oder Benutzername').fill(username);
  await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.waitForURL((url) => url.pathname === redirect.split('?')[0]);
  await settle(page);
}

/** The reader turns to the page (a wheel turn): the viewer replaces the first-page image. */
async function turnToDocument(page: Page) {
  await page.mouse.move(200, 300);
  await page.mouse.wheel(0, 40);
}

/** The cookie banner would cover the viewer's lower part: decide once per page. */
async function dismissCookies(page: Page) {
  const reject = page.getByRole('button', { name: 'Alle ablehnen' });
  if (await reject.isVisible().catch(() => false)) await reject.click();
}

let deKnow: CreatedKnow;
let trKnow: CreatedKnow;
let trToken: string;
const deSubject = getSubjects('DE')[0]!;

/** pdf.js loads and draws the first page: on a loaded 2-core CI machine that took over 20 s. */
const CANVAS_TIMEOUT = 45_000;

test.describe.serial('know pages', () => {
  // Room for CANVAS_TIMEOUT inside a test that also loads the page.
  test.describe.configure({ timeout: 120_000 });
  test.beforeAll(async ({ request }) => {
    const deToken = await signInApi(request, 'de', 'knower1.de@example.com');
    deKnow = await createPdfKnow(
      request,
      'de',
      deToken,
      { title: `Zellatmung kompakt ${run}`, description: 'Mitochondrien & ATP <kurz> erklärt', contentLanguageCode: 'de', subjectId: deSubject.id },
      [`Seite eins ${firstPageWord}`, `Seite zwei ${secondPageWord}`, 'Seite drei Zusammenfassung'],
    );
    trToken = await signInApi(request, 'tr', 'knower1.tr@example.com');
    trKnow = await createPdfKnow(
      request,
      'tr',
      trToken,
      { title: `Hucre solunumu ${run}`, description: 'Ozet', contentLanguageCode: 'tr', subjectId: null },
      [`Sayfa bir ${run}`, `Sayfa iki ${run}`, `Sayfa uc ${run}`],
    );
    // Both editions have a demo reviewer: the knows wait for review until published (decision 0028).
    expect([deKnow.status, trKnow.status]).toEqual(['IN_REVIEW', 'IN_REVIEW']);
    await publishAsReviewer(request, 'de', deKnow.uuid);
    await publishAsReviewer(request, 'tr', trKnow.uuid);
  });

  test.afterAll(async ({ request }) => {
    if (!trKnow) return;
    const [url, init] = viaHost('tr', `/api/v1/knows/${trKnow.uuid}`);
    await request.delete(url, { headers: { ...init.headers, ...clientHeaders, Authorization: `Bearer ${trToken}` } });
  });

  test('the server-rendered page carries title, first-page text, canonical and JSON-LD', async ({ request }) => {
    const [url, init] = viaHost('de', `/knows/${deKnow.slug}?query=zellatmung&referrer=share`);
    const res = await request.get(url, init);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>Zellatmung kompakt ${run}</h1>`));
    expect(html).toContain(firstPageWord);
    expect(html).toContain('Mitochondrien &amp; ATP &lt;kurz&gt; erklärt');
    expect(html).toContain(`<link rel="canonical" href="${origin('de')}/knows/${deKnow.slug}"`);
    expect(html).toContain(`href="/subjects/`);
    // One data block holds an array of schema.org objects (web site, app, the know).
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].flatMap(
      (m) => [JSON.parse(m[1]!) as unknown].flat(),
    );
    const resource = ld.find((d) => JSON.stringify((d as { '@type'?: unknown })['@type'] ?? '').includes('LearningResource')) as
      | Record<string, unknown>
      | undefined;
    expect(resource).toBeDefined();
    expect(resource!.name).toBe(deKnow.title);
    expect(resource!.inLanguage).toBe('de');
    expect(resource!.about).toEqual({ '@type': 'Thing', name: deSubject.name });
    expect((resource!.author as { name: string }).name).toBeTruthy();
    // The description's "<" is escaped inside the script element.
    expect(html).not.toMatch(/ld\+json[^>]*>[^<]*<kurz>/);

    // The same know by its bare uuid and under /knows/u/: the canonical stays the slug.
    for (const path of [`/knows/${deKnow.uuid}`, `/knows/u/anything-${deKnow.uuid}`]) {
      const [u, i] = viaHost('de', path);
      const same = await request.get(u, i);
      expect(same.status(), path).toBe(200);
      expect(await same.text()).toContain(`<link rel="canonical" href="${origin('de')}/knows/${deKnow.slug}"`);
    }
    const [badUrl, badInit] = viaHost('de', '/knows/kein-know-hier');
    const bad = await request.get(badUrl, badInit);
    expect(bad.status()).toBe(404);
    expect(await bad.text()).toContain('Seite nicht gefunden');
  });

  test('visitors in Germany see page 1 and the rest blurred with a sign-up call to action', async ({ page }) => {
    await open(page, `${DE}/knows/${deKnow.slug}`);
    await dismissCookies(page);
    await turnToDocument(page);
    const viewer = page.getByRole('region', { name: `Dokument: ${deKnow.title}` });
    await expect(viewer.locator('canvas')).toHaveCount(1, { timeout: CANVAS_TIMEOUT });
    await expect(viewer.getByRole('heading', { name: 'Kostenlos weiterlesen' })).toBeVisible();
    await expect(viewer.getByTestId('blurred-page')).toHaveCount(deKnow.pageCount - 1);
    const signUp = viewer.getByRole('link', { name: 'Kostenlos registrieren' });
    const href = new URL((await signUp.getAttribute('href'))!, DE);
    expect(href.pathname).toBe('/auth/registrieren');
    expect(href.searchParams.get('utm_content')).toBe('know_blur');
    expect(href.searchParams.get('redirect')).toBe(`/knows/${deKnow.slug}`);
    // Like and save lead visitors to sign-in, back here afterwards.
    const like = page.getByRole('link', { name: /Anmelden, um zu liken/ });
    expect(new URL((await like.getAttribute('href'))!, DE).searchParams.get('redirect')).toBe(`/knows/${deKnow.slug}`);
    await expectAccessible(page, 'know page');
  });

  test('until the reader turns to the page, the first page is an image: no pdf.js, no document bytes, no view counted', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    // The server-rendered page already shows the image (no script needed).
    const [htmlUrl, htmlInit] = viaHost('tr', `/knows/${trKnow.slug}`);
    const html = await (await page.request.get(htmlUrl, htmlInit)).text();
    expect(html).toContain(`src="/api/v1/knows/${trKnow.uuid}/thumbnail"`);

    await open(page, `${TR}/knows/${trKnow.slug}`);
    await page.waitForLoadState('networkidle');
    const image = page.locator(`img[src="/api/v1/knows/${trKnow.uuid}/thumbnail"]`);
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    await expect(page.getByTestId('viewer-pages')).toHaveCount(0);
    const documentBytes = (p: string) => p.startsWith(`/api/v1/knows/${trKnow.uuid}/documents/`);
    const viewCount = (p: string) => p === `/api/v1/knows/${trKnow.uuid}/views`;
    expect(requests.filter(documentBytes)).toEqual([]);
    expect(requests.filter(viewCount)).toEqual([]);

    // A keyboard user opens it with the button; the focus stays where the viewer appears.
    const openButton = page.getByRole('button', { name: 'Belgeyi aç' });
    await openButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('viewer-pages').locator('canvas').first()).toBeVisible({ timeout: CANVAS_TIMEOUT });
    await expect(image).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement?.contains(document.querySelector('[data-testid="viewer-pages"]')) ?? false)).toBe(true);
    await expect.poll(() => requests.filter(documentBytes).length).toBeGreaterThan(0);
    await expect.poll(() => requests.filter(viewCount).length).toBe(1);
    await expectAccessible(page, 'know page with the viewer');
  });

  test('a wheel turn or a touch is enough to load the viewer', async ({ page }) => {
    await open(page, `${TR}/knows/${trKnow.slug}`);
    await expect(page.locator(`img[src="/api/v1/knows/${trKnow.uuid}/thumbnail"]`)).toBeVisible();
    await turnToDocument(page);
    await expect(page.getByTestId('viewer-pages').locator('canvas').first()).toBeVisible({ timeout: CANVAS_TIMEOUT });
  });

  test('in Turkey the whole document shows; keyboard pages and zooms', async ({ page }) => {
    await open(page, `${TR}/knows/${trKnow.slug}`);
    await dismissCookies(page);
    await turnToDocument(page);
    // Located by structure, not by its Turkish label.
    const viewer = page.getByRole('region').filter({ has: page.getByTestId('viewer-pages') });
    await expect(viewer.locator('canvas').first()).toBeVisible({ timeout: CANVAS_TIMEOUT });
    await expect(viewer.getByTestId('blurred-page')).toHaveCount(0);
    await expect(viewer.locator('[data-page-index]')).toHaveCount(trKnow.pageCount);
    const canvasSize = await viewer.locator('canvas').first().evaluate((c: HTMLCanvasElement) => c.width * c.height);
    expect(canvasSize).toBeGreaterThan(10_000);

    const pageNumber = viewer.getByRole('spinbutton');
    await expect(pageNumber).toHaveValue('1');
    await viewer.getByTestId('viewer-pages').focus();
    await page.keyboard.press('ArrowRight');
    await expect(pageNumber).toHaveValue('2');
    await page.keyboard.press('PageDown');
    await expect(pageNumber).toHaveValue('3');
    await expect(viewer.locator('[data-page-index="2"] canvas')).toHaveCount(1);
    await page.keyboard.press('ArrowLeft');
    await expect(pageNumber).toHaveValue('2');

    const zoom = viewer.locator('output');
    await expect(zoom).toHaveText('100%');
    const before = await viewer.locator('[data-page-index="0"]').evaluate((el) => el.getBoundingClientRect().width);
    await page.keyboard.press('+');
    await expect(zoom).toHaveText('125%');
    await expect
      .poll(() => viewer.locator('[data-page-index="0"]').evaluate((el) => el.getBoundingClientRect().width))
      .toBeGreaterThan(before * 1.2);
    await page.keyboard.press('-');
    await page.keyboard.press('-');
    await expect(zoom).toHaveText('75%');
    await page.keyboard.press('0');
    await expect(zoom).toHaveText('100%');

    // The page number field jumps too.
    await pageNumber.fill('3');
    await pageNumber.press('Enter');
    await expect(pageNumber).toHaveValue('3');
  });

  test('a browser without the modern pdf.js features gets the legacy build, which draws the same pages', async ({ page }) => {
    // As an older tablet: no Uint8Array#toHex (document-viewer-pdfjs.ts picks the build).
    await page.addInitScript(() => {
      delete (Uint8Array.prototype as { toHex?: unknown }).toHex;
    });
    await open(page, `${TR}/knows/${trKnow.slug}`);
    await dismissCookies(page);
    await turnToDocument(page);
    const viewer = page.getByRole('region').filter({ has: page.getByTestId('viewer-pages') });
    await expect(viewer.locator('canvas').first()).toBeVisible({ timeout: CANVAS_TIMEOUT });
    await expect(viewer.locator('[data-page-index]')).toHaveCount(trKnow.pageCount);
    const canvasSize = await viewer.locator('canvas').first().evaluate((c: HTMLCanvasElement) => c.width * c.height);
    expect(canvasSize).toBeGreaterThan(10_000);
  });

  test('full screen: the viewer alone, Escape goes back to the know page', async ({ page }) => {
    await open(page, `${TR}/knows/${trKnow.slug}/view`);
    await expect(page.locator('canvas').first()).toBeVisible({ timeout: CANVAS_TIMEOUT });
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('spinbutton')).toHaveValue('2');
    await page.keyboard.press('Escape');
    await page.waitForURL(`${TR}/knows/${trKnow.slug}`);
  });

  test('a learner likes and saves the know', async ({ page }) => {
    await signInUi(page, DE, 'learner2.de@example.com', `/knows/${deKnow.slug}`);
    await dismissCookies(page);
    const like = page.getByRole('button', { name: /^Gefällt mir \(/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toBeEnabled();
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName('Gefällt mir (1 Like)');

    const save = page.getByRole('button', { name: 'Speichern', exact: true });
    await save.click();
    const dialog = page.getByRole('dialog', { name: 'In deiner Bibliothek speichern' });
    await expect(dialog.getByLabel('Bibliothek (kein Ordner)')).toBeChecked();
    await dialog.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Gespeichert' })).toHaveAttribute('aria-pressed', 'true');

    // Signed in without Pro, Germany (which sells Pro) still shows the preview, now with the Pro
    // call to action (decision 0032; e2e/pro-plan.spec.ts buys Pro and sees the whole know).
    await expect(page.getByTestId('blurred-page')).toHaveCount(deKnow.pageCount - 1, { timeout: CANVAS_TIMEOUT });
    await expect(page.getByRole('link', { name: 'Knowly Pro holen' })).toBeVisible();

    // The server kept both.
    await page.reload();
    await settle(page);
    await expect(page.getByRole('button', { name: /^Gefällt mir \(/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Gespeichert' })).toHaveAttribute('aria-pressed', 'true');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');

    // The same know inside the signed-in app, not indexed.
    await open(page, `${DE}/app/knows/${deKnow.uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: deKnow.title })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('button', { name: 'Gespeichert' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the owner edits the title, then deletes the know', async ({ page, request }) => {
    await signInUi(page, DE, 'knower1.de@example.com', `/knows/${deKnow.slug}/edit`);
    await dismissCookies(page);
    const title = page.getByLabel('Titel');
    await expect(title).toHaveValue(deKnow.title);
    await expectAccessible(page, 'edit page');
    await title.fill('');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page.getByText('Gib einen Titel ein.')).toBeVisible();
    await expect(title).toBeFocused();

    // New title, and private: the server renders a 404 for everyone, the owner's browser still
    // loads it with the session.
    const newTitle = `Zellatmung neu ${run}`;
    await title.fill(newTitle);
    await page.getByRole('checkbox', { name: 'Privat: Nur ich kann dieses Know sehen' }).check();
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/knows/zellatmung-neu-${run}-`));
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
    await expect(page.getByText('Privat: nur du kannst es sehen')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bearbeiten' })).toBeVisible();
    const [privateUrl, privateInit] = viaHost('de', new URL(page.url()).pathname);
    expect((await request.get(privateUrl, privateInit)).status()).toBe(404);

    await page.getByRole('link', { name: 'Bearbeiten' }).click();
    // The edit page holds the saved know before its buttons are used (a client-side navigation:
    // the network may never be idle again once the chat stream is open).
    await expect(page.getByLabel('Titel')).toHaveValue(newTitle);
    await page.getByRole('button', { name: 'Know löschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dieses Know löschen?' });
    await expect(dialog).toContainText(newTitle);
    await dialog.getByRole('button', { name: 'Löschen', exact: true }).click();
    await page.waitForURL(`${DE}/knows`);

    const [url, init] = viaHost('de', `/knows/${deKnow.uuid}`);
    const gone = await request.get(url, init);
    expect(gone.status()).toBe(404);
  });
});
