/**
 * The AI study tools end to end (issue 12), on the embedded engine of a fresh clone (no key, no
 * network): a new learner summarises a seeded PDF know from the library and saves the summary,
 * takes a mock exam with the keyboard alone and retakes it, asks School GPT a question answered
 * in the seeded PDFs and follows the citation to the know's page; a learner who has really used
 * up the month's minutes (through the API, as any client could) sees the used-up state. The
 * university pages are server-rendered with canonical, hreflang and localised slugs in two
 * markets, and lead a visitor through sign-in back into the tool; a learning bot's info page is
 * server-rendered and starts a chat with the bot.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { open, origin, viaHost } from './hosts';
import { expectAccessible } from './support/accessibility';
import { signInThroughPage } from './support/sign-in';
import { tabTo as tabWithin } from './support/keyboard';

const US = origin('us');
const DE = origin('de');
const run = randomBytes(3).toString('hex');
const PASSWORD = 'correct horse battery';

interface Know {
  uuid: string;
  title: string;
  format: string;
  topic: { uuid: string; name: string } | null;
  slug: string;
}

/** A JSON call to the API on an edition host, as the web client makes it. */
async function api<T>(request: APIRequestContext, host: string, method: string, path: string, token: string | null, data?: unknown, expectOk = true) {
  const [url, { headers }] = viaHost(host, `/api${path}`);
  const res = await request.fetch(url, {
    method,
    headers: { ...headers, 'X-Platform': 'web', 'X-Device-Id': `e2e-ai-tools-${run}`, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    data,
  });
  if (expectOk) expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return { status: res.status(), body: (res.status() === 204 ? null : await res.json()) as T };
}

/** A new US learner (every run its own, so the month's minutes start full). */
async function newLearner(request: APIRequestContext, label: string) {
  const email = `ai.${label}.${run}@example.org`;
  await api(request, 'us', 'POST', '/v1/users', null, { email, name: `AI ${label} ${run}`, password: PASSWORD, country: 'US', birthDate: '2000-01-01' });
  return { email, token: await tokenFor(request, email) };
}

/** A fresh access token: they live 30 s in e2e, less than a test on a loaded machine. */
async function tokenFor(request: APIRequestContext, email: string) {
  const { body } = await api<{ accessToken: string }>(request, 'us', 'POST', '/auth/oauth/token', null, { grantType: 'password', username: email, password: PASSWORD });
  return body.accessToken;
}

/** Presses Tab until `target` has the focus (keyboard only, no clicks). */
const tabTo = (page: Page, target: Locator) => tabWithin(page, target, 120);

test.describe('AI tools', () => {
  let know: Know;
  let learner: { email: string; token: string };

  test.beforeAll(async ({ request }) => {
    // A seeded public PDF know of the US edition with a topic (its notes are about that topic).
    const { body } = await api<{ content: Know[] }>(request, 'us', 'GET', '/v1/knows?knowFormat=PDF&contentLanguageCode=en&limit=50', null);
    know = body.content.find((k) => k.format === 'PDF' && k.topic)!;
    expect(know, 'a seeded PDF know with a topic').toBeTruthy();
    learner = await newLearner(request, 'learner');
    await api(request, 'us', 'POST', `/v1/knows/${know.uuid}/save`, learner.token, {});
  });

  test('summarise a saved seeded know, with sources, copy and save as a private know', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: US });
    await signInThroughPage(page, US, learner.email, PASSWORD, '/app/ai-summary');
    await expect(page.getByRole('heading', { level: 1, name: 'AI summary' })).toBeVisible();
    await expect(page.getByTestId('ai-allowance')).toContainText('30 of 30 AI minutes left this month.');
    await page.getByRole('tab', { name: 'Saved knows' }).click();
    await page.getByRole('checkbox', { name: new RegExp(know.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).check();
    await page.getByRole('radio', { name: 'Short' }).check();
    await expectAccessible(page, '/app/ai-summary');
    await page.getByRole('button', { name: 'Summarise' }).click();

    const result = page.locator('section[aria-labelledby="summary-title"]');
    await expect(page.locator('#summary-title')).toBeFocused();
    await expect(result.getByText('Answered by the built-in engine')).toBeVisible();
    const sentences = page.getByTestId('summary-sentences').getByRole('listitem');
    expect(await sentences.count()).toBeGreaterThan(0);
    const source = sentences.first().getByRole('link');
    await expect(source).toHaveAttribute('href', new RegExp(`/knows/[^/]*${know.uuid}/view\\?page=\\d+$`));
    await expect(page.getByTestId('ai-allowance')).toContainText('27 of 30');

    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('The summary was copied.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain((await sentences.first().locator('span').first().textContent())!.trim());

    await page.getByRole('button', { name: 'Save as know' }).click();
    await expect(page.getByText('Saved as a private know in your knows.')).toBeVisible();
    const saved = page.getByRole('link', { name: 'Open the saved know' });
    const href = await saved.getAttribute('href');
    const savedUuid = href!.slice(-36);
    const { body } = await api<{ isPrivate: boolean; isOwn: boolean }>(page.request, 'us', 'GET', `/v1/knows/${savedUuid}`, await tokenFor(page.request, learner.email));
    expect(body).toMatchObject({ isPrivate: true, isOwn: true });
  });

  test('take a mock exam with the keyboard alone, see every right answer with its passage, retake it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughPage(page, US, learner.email, PASSWORD, `/app/ai-mock-exam?sourceMaterial=${know.uuid}`);
    await expect(page.getByRole('list', { name: 'Chosen material' })).toContainText(know.title);
    await expectAccessible(page, '/app/ai-mock-exam');
    const count = page.getByLabel('Questions');
    await tabTo(page, count);
    await page.keyboard.press('Home'); // the smallest number of questions
    await tabTo(page, page.getByRole('button', { name: 'Create exam' }));
    await page.keyboard.press('Enter');

    const title = page.locator('#exam-title');
    await expect(title).toBeFocused({ timeout: 20_000 });
    const questions = page.locator('form[aria-labelledby="exam-title"] fieldset');
    const n = await questions.count();
    expect(n).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < n; i++) {
      const q = questions.nth(i);
      const text = q.getByRole('textbox');
      if (await text.count()) {
        await tabTo(page, text);
        await page.keyboard.type('answer');
      } else {
        await tabTo(page, q.getByRole('radio').first());
        await page.keyboard.press('Space');
        await expect(q.getByRole('radio').first()).toBeChecked();
      }
    }
    await expect(page.getByText(`Answered: ${n} of ${n}`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'fits a phone').toBe(true);
    await tabTo(page, page.getByRole('button', { name: 'Check my answers' }));
    await page.keyboard.press('Enter');

    const score = page.locator('#exam-score');
    await expect(score).toBeFocused();
    await expect(score).toHaveText(new RegExp(`^You scored \\d+ of ${n}$`));
    const results = page.locator('section[aria-labelledby="exam-score"] > ol > li');
    await expect(results).toHaveCount(n);
    for (let i = 0; i < n; i++) {
      await expect(results.nth(i).getByText(/^(Correct|Not quite)$/)).toBeVisible();
      await expect(results.nth(i).getByText('Right answer')).toBeVisible();
      await expect(results.nth(i).locator('blockquote')).not.toBeEmpty();
      await expect(results.nth(i).getByRole('link')).toHaveAttribute('href', new RegExp(know.uuid));
    }

    await tabTo(page, page.getByRole('button', { name: 'Take it again' }));
    await page.keyboard.press('Enter');
    await expect(title).toBeFocused();
    await expect(page.getByText(`Answered: 0 of ${n}`)).toBeVisible();

    // Saved: listed with its best score, to be taken again later.
    await tabTo(page, page.getByRole('button', { name: 'Back to my exams' }));
    await page.keyboard.press('Enter');
    const saved = page.getByRole('region', { name: 'Your mock exams' }).getByRole('listitem').first();
    await expect(saved).toContainText(`${n} questions`);
    await expect(saved).toContainText(`best: `);
  });

  test('ask School GPT a question answered in a seeded PDF and follow its citation to the page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughPage(page, US, learner.email, PASSWORD, '/app/school-gpt');
    await expect(page.getByRole('heading', { level: 1, name: 'School GPT' })).toBeVisible();
    const question = page.getByLabel('Your question');
    const topic = know.topic!.name;
    await question.fill(`What matters most about “${topic}”?`);
    await question.press('Enter');

    const answer = page.getByTestId('chat-answer').last();
    await expect(answer).toHaveAttribute('data-complete', 'true', { timeout: 20_000 });
    await expect(answer.getByText('Answered by the built-in engine')).toBeVisible();
    // The engine quotes the seeded material about the topic (its notes name it).
    const word = topic.split(/\s+/).find((w) => w.length >= 4) ?? topic;
    await expect(answer).toContainText(new RegExp(word.slice(0, 4), 'i'));
    const citation = answer.getByRole('list', { name: 'Sources' }).getByRole('link').first();
    const href = await citation.getAttribute('href');
    expect(href).toMatch(/^\/knows\/[a-z0-9-]+-[0-9a-f-]{36}\/view\?page=\d+$/);
    // The chat is kept: it is in the history, and the layout fits a phone.
    await expect(page.getByRole('navigation', { name: 'Your chats' })).toContainText('What matters most');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page, '/app/school-gpt');

    const pageNumber = Number(href!.match(/page=(\d+)$/)![1]);
    await citation.click();
    await expect(page).toHaveURL(`${US}${href}`);
    await expect(page.getByText(new RegExp(`^Page ${pageNumber} of \\d+$`)).first()).toBeVisible({ timeout: 20_000 });
  });

  test('a learner whose minutes are used up sees when they come back, and no Pro offer where there is no Plus plan', async ({ page, request }) => {
    const spent = await newLearner(request, 'spent');
    // Six mock exams cost the free month's 30 minutes; the seventh request is refused.
    for (let i = 0; i < 6; i++) {
      await api(request, 'us', 'POST', '/v1/ai/mock-exams', spent.token, { knowUuids: [know.uuid], questionCount: 3 });
    }
    const refused = await api<{ error: { type: string } }>(request, 'us', 'POST', '/v1/ai/summaries', spent.token, { knowUuids: [know.uuid] }, false);
    expect(refused.status).toBe(403);
    expect(refused.body.error.type).toBe('NoTutoringMinutesAvailableError');

    await signInThroughPage(page, US, spent.email, PASSWORD, `/app/ai-summary?filenames=${know.uuid}`);
    await expect(page.getByTestId('ai-allowance')).toContainText('0 of 30 AI minutes left this month.');
    await expect(page.getByRole('list', { name: 'Chosen material' })).toContainText(know.title);
    await page.getByRole('button', { name: 'Summarise' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Your AI minutes for this month are used up' });
    await expect(alert).toBeVisible();
    const next = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1));
    const resets = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(next);
    await expect(alert).toContainText(`You can use the AI tools again from ${resets}.`);
    await expect(alert.getByRole('link', { name: /Pro/ })).toHaveCount(0);
    await expect(page.getByTestId('summary-sentences')).toHaveCount(0);
  });
});

test.describe('university area', () => {
  test('server-rendered with canonical and hreflang in each market slugs; old slugs redirect', async ({ request }) => {
    const [url, init] = viaHost('de', '/uni/ki-zusammenfassung');
    const res = await request.get(url, init);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Die ganze Vorlesung auf einer Seite</h1>');
    expect(html).toContain(`rel="canonical" href="${DE}/uni/ki-zusammenfassung"`);
    expect(html).toMatch(new RegExp(`hrefLang="fr" href="${origin('fr')}/universite/resume-ia"|hreflang="fr" href="${origin('fr')}/universite/resume-ia"`));
    expect(html).toContain(`/auth/anmelden?redirect=${encodeURIComponent('/app/ki-zusammenfassung')}`);

    // A smaller market localises only "university" (§2.3).
    const [esUrl, esInit] = viaHost('es', '/universidad/ai-summary');
    const es = await request.get(esUrl, esInit);
    expect(es.status()).toBe(200);
    expect(await es.text()).toContain('<h1>Toda la clase en una página</h1>');

    const [oldUrl, oldInit] = viaHost('de', '/university/mock-exam');
    const old = await request.get(oldUrl, { ...oldInit, maxRedirects: 0 });
    expect(old.status()).toBe(308);
    expect(old.headers()['location']).toBe('/uni/probeklausur');

    const [aiUrl, aiInit] = viaHost('fr', '/knowly-ia');
    const ai = await request.get(aiUrl, aiInit);
    expect(ai.status()).toBe(200);
    expect(await ai.text()).toContain(`rel="canonical" href="${origin('fr')}/knowly-ia"`);

    const [mapUrl, mapInit] = viaHost('de', '/sitemap.xml');
    expect(await (await request.get(mapUrl, mapInit)).text()).toContain(`<loc>${DE}/uni/uni-gpt</loc>`);
  });

  test('a visitor goes from the tool page through sign-in back into the tool', async ({ page }) => {
    await open(page, `${DE}/uni/probeklausur`);
    await expectAccessible(page, '/uni/probeklausur');
    await page.getByRole('link', { name: 'Anmelden und Probeklausur ausprobieren' }).first().click();
    await expect(page).toHaveURL(`${DE}/auth/anmelden?redirect=${encodeURIComponent('/app/ai-mock-exam')}`);
    await page.getByLabel('E-Mail-Adresse oder Benutzername').fill('learner2.de@example.com');
    await page.getByLabel('Passwort', { exact: true }).fill('demo-password-2026');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${DE}/app/ai-mock-exam`);
    await expect(page.getByRole('heading', { level: 1, name: 'Probeklausur' })).toBeVisible();
  });

  test('a learning bot info page is server-rendered and starts a chat with the bot', async ({ page, request }) => {
    const { body } = await api<{ content: { uuid: string; name: string; knowCount: number }[] }>(request, 'us', 'GET', '/v1/ai/learning-bots?country=US&limit=50', null);
    const bot = body.content.find((b) => b.knowCount > 0)!;
    expect(bot).toBeTruthy();
    const path = `/learning-bot/${bot.uuid}/info`;
    const [url, init] = viaHost('us', path);
    const html = await (await request.get(url, init)).text();
    expect(html).toContain(`rel="canonical" href="${US}${path}"`);
    expect(html).toContain(`<h1>${bot.name}</h1>`);
    expect(html).not.toContain('noindex');

    const learner = await newLearner(request, 'bot');
    await signInThroughPage(page, US, learner.email, PASSWORD, path);
    await page.getByRole('link', { name: 'Start a chat' }).first().click();
    await expect(page).toHaveURL(`${US}/app/school-gpt?learningBotUuid=${bot.uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: `Learning bot: ${bot.name}` })).toBeVisible();
  });
});
