/**
 * Typing into search on a phone (390 px) and a desktop (1366 px), German edition (issue 23 §1,
 * decision 0060): the box suggests a know's title from the first letters (the last word matched
 * as a prefix) and a subject, the keyboard moves through the suggestions and Escape closes them,
 * picking a title searches it, and a misspelled word finds the know with "Meintest du".
 * The know is created here through the API with a word made up for this run.
 */
import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { getSubjects } from '../lib/config/catalogue';
import { open, origin, viaHost } from './hosts';
import { publishAsReviewer } from './review-api';

const DE = origin('de');
const PASSWORD = 'correct horse battery';
const CLIENT = { 'X-Platform': 'web', 'X-Device-Id': 'e2e-suggest-device-0001' };
const biology = getSubjects('DE').find((s) => s.id === 1004)!;

/** Letters only, no common prefix with earlier runs' words (see search.spec.ts). */
function madeUpWord(): string {
  const consonants = 'bcdfghklmnprstvz';
  const vowels = 'aeiou';
  return Array.from({ length: 4 }, () => consonants[randomInt(consonants.length)]! + vowels[randomInt(vowels.length)]!).join('') + 'nx';
}
const word = madeUpWord();
const title = `Gärung ${word} Übersicht`;

async function api(request: APIRequestContext, method: 'GET' | 'POST', path: string, init: { token?: string; data?: unknown } = {}) {
  const [url, opts] = viaHost('de', `/api${path}`);
  const headers: Record<string, string> = { ...opts.headers, ...CLIENT };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const res = await request.fetch(url, { method, headers, data: init.data });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const email = `vorschlag.${madeUpWord()}@example.org`;
  await api(request, 'POST', '/v1/users', { data: { email, name: 'Vorschlag Tester', password: PASSWORD, country: 'DE' } });
  const { accessToken } = await api(request, 'POST', '/auth/oauth/token', { data: { grantType: 'password', username: email, password: PASSWORD } });
  const know = (await api(request, 'POST', '/v1/knows', {
    token: accessToken,
    data: { title, subjectId: biology.id, contentLanguageCode: 'de', flashcards: [{ front: 'Gärung', back: `Energie ohne Sauerstoff (${word})` }] },
  })) as { uuid: string };
  await publishAsReviewer(request, 'de', know.uuid);
});

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
]) {
  test.describe(`typing into search on a ${size.name} (${size.width} px)`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('suggests the title from its first letters, moves by keyboard, closes on Escape, and a pick searches it', async ({ page }) => {
      await open(page, `${DE}/knows/search`);
      const box = page.getByRole('combobox', { name: 'Nach Knows suchen' });
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      // Typed as a person types, without the umlaut: the last word is still incomplete.
      await box.pressSequentially(`garung ${word.slice(0, 6)}`, { delay: 30 });
      const list = page.getByRole('listbox', { name: 'Vorschläge' });
      const option = list.getByRole('option', { name: title });
      await expect(option).toBeVisible({ timeout: 15_000 });
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expect(option.locator('mark').first()).toBeVisible();
      // The list fits the screen.
      const rect = await list.boundingBox();
      expect(rect!.x).toBeGreaterThanOrEqual(0);
      expect(rect!.x + rect!.width).toBeLessThanOrEqual(size.width);

      await box.press('ArrowDown');
      const first = page.getByRole('option').first();
      await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(box).toBeFocused();
      await box.press('Escape');
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(list).toBeHidden();

      // Reopen and pick the title: it becomes the search.
      await box.press('ArrowDown');
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await option.click();
      await expect.poll(() => new URL(page.url()).searchParams.get('query'), { timeout: 20_000 }).toBe(title);
      await expect(page.getByRole('link', { name: title })).toBeVisible();
      await expect(box).toHaveValue(title);
    });

    test('suggests a subject, which filters by it; a misspelled word finds the know with "Meintest du"', async ({ page }) => {
      await open(page, `${DE}/knows/search`);
      const box = page.getByRole('combobox', { name: 'Nach Knows suchen' });
      await box.pressSequentially('biolo', { delay: 30 });
      const subject = page.getByRole('listbox').getByRole('option', { name: new RegExp(`^${biology.name}`) });
      await expect(subject).toBeVisible({ timeout: 15_000 });
      await expect(subject).toContainText('Fach');
      await subject.click();
      await expect.poll(() => new URL(page.url()).searchParams.get('subjectId'), { timeout: 20_000 }).toBe(String(biology.id));

      // One letter swapped inside the made-up word.
      const typo = word.slice(0, 3) + word[4] + word[3] + word.slice(5);
      await open(page, `${DE}/knows/search?query=${typo}`);
      await expect(page.getByText('Meintest du:')).toBeVisible();
      await expect(page.getByRole('link', { name: title })).toBeVisible();
      await page.getByRole('link', { name: word, exact: true }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('query'), { timeout: 20_000 }).toBe(word);
    });
  });
}
