/**
 * Learn and Test end to end (issue 24 §1–3, decision 0067), at phone (390 px) and desktop
 * (1366 px) size. The mode picker of the set's page leads to each mode; Learn is studied with the
 * keyboard alone (number keys pick options, Enter checks a typed answer and goes on), with one
 * deliberate mistake that comes back later in the round and is announced in the live region;
 * Test is set up, answered, graded with the mistake and its right answer, and the wrong one
 * retaken. Pages are checked with axe. The set is created through the API and removed afterwards.
 * Screenshots go to test-results/study-modes/ for a look.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { origin } from './hosts';
import { apiClient, newUsKnow } from './support/api';
import { demoAccount } from './support/sign-in';
import { publishAsReviewer } from './review-api';
import { expectAccessible } from './support/accessibility';
import { expectNoOverflow, screenshots } from './support/layout';

const US = origin('us');
const run = randomBytes(3).toString('hex');
const CARDS = [
  { front: `Capital of France ${run}`, back: 'Paris' },
  { front: `Largest planet ${run}`, back: 'Jupiter' },
  { front: `Author of Hamlet ${run}`, back: 'William Shakespeare' },
];
const backOf = (front: string) => CARDS.find((c) => front.includes(c.front))!.back;

const api = apiClient('us', 'e2e-study-modes-01');

const { signIn, token: signInApi } = demoAccount(api, US, 'learner2.us@example.com');

const shot = screenshots('study-modes');

for (const [width, height] of [[390, 844], [1366, 900]] as const) {
  test.describe(`study modes at ${width} px`, () => {
    let setUuid: string;
    let setSlugPath: string;

    test.beforeAll(async ({ request }) => {
      const token = await signInApi(request);
      const know = await newUsKnow<{ uuid: string; slug: string }>(api, request, token, {
        title: `Quick facts ${run} ${width}`,
        flashcards: CARDS,
      });
      setUuid = know.uuid;
      setSlugPath = `/knows/${know.slug}`;
      // US has a demo reviewer: published through review (decision 0028), so its page is public.
      await publishAsReviewer(request, 'us', know.uuid);
    });

    test.afterAll(async ({ request }) => {
      if (setUuid) await api(request, 'DELETE', `/v1/knows/${setUuid}`, await signInApi(request));
    });

    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height });
    });

    test('the set page offers the modes; Learn by keyboard alone, a missed card comes back, the round ends mastered', async ({ page }) => {
      await signIn(page, setSlugPath);
      const modes = page.getByRole('navigation', { name: 'Study modes' });
      await expect(modes.getByRole('link', { name: 'Flashcards', exact: true })).toHaveAttribute('href', `/app/flashcards?knowUuid=${setUuid}`);
      await expect(modes.getByRole('link', { name: 'Test', exact: true })).toHaveAttribute('href', `/app/flashcards/test?knowUuid=${setUuid}`);
      const learn = modes.getByRole('link', { name: 'Learn', exact: true });
      await learn.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${US}/app/flashcards/learn?knowUuid=${setUuid}`, { timeout: 60_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Learn' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Study modes' }).getByRole('link', { name: 'Learn' })).toHaveAttribute('aria-current', 'page');

      const prompt = page.getByTestId('learn-prompt');
      const announcement = page.getByTestId('learn-announcement');
      const progress = page.getByRole('progressbar', { name: 'Cards mastered' });
      await expect(progress).toHaveAttribute('aria-valuetext', '0 of 3 mastered');
      let missed = false;
      for (let step = 0; step < 12; step++) {
        if (await page.getByRole('heading', { name: 'You mastered every card!' }).isVisible()) break;
        await expect(prompt).toBeVisible();
        const front = (await prompt.textContent())!;
        const answered = page.waitForResponse((r) => r.url().includes('/answers') && r.request().method() === 'POST');
        if (await page.getByText('Choose the answer').isVisible()) {
          await expect(prompt).toBeFocused();
          if (step === 0) await shot(page, `learn-choice-${width}`);
          const options = page.getByRole('group', { name: 'Answers to choose from' }).getByRole('button');
          const texts = await options.allTextContents();
          // The first question is answered wrong on purpose.
          const index = texts.findIndex((t) => (missed || step > 0 ? t.endsWith(backOf(front)) : !t.endsWith(backOf(front))));
          await page.keyboard.press(String(index + 1));
          expect((await answered).status()).toBe(200);
          if (step === 0) {
            missed = true;
            await expect(announcement).toHaveText(`Not quite. The answer: ${backOf(front)}`);
            await expectAccessible(page, 'learn feedback');
          } else await expect(announcement).toHaveText('Correct!');
        } else {
          const input = page.getByRole('textbox', { name: 'Your answer' });
          await expect(input).toBeFocused();
          // Lower case, and the typed answers of one card with a small typo: still right.
          const back = backOf(front).toLowerCase();
          await page.keyboard.type(back === 'jupiter' ? 'jupyter' : back);
          await page.keyboard.press('Enter');
          expect((await answered).status()).toBe(200);
          await expect(announcement).toHaveText(back === 'jupiter' ? 'Correct, but mind the spelling.' : 'Correct!');
          if (back === 'jupiter') await shot(page, `learn-typo-${width}`);
        }
        await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
        await page.keyboard.press('Enter');
      }
      const end = page.getByRole('heading', { name: 'You mastered every card!' });
      await expect(end).toBeFocused();
      await expect(progress).toHaveAttribute('aria-valuetext', '3 of 3 mastered');
      await expect(page.getByText('Mastered: 3 cards')).toBeVisible();
      await expectNoOverflow(page);
      await expectAccessible(page, 'learn end');
      await shot(page, `learn-end-${width}`);
    });

    test('Test: set up, answered, graded with the mistake and the right answer, the wrong one retaken', async ({ page }) => {
      await signIn(page, `/app/flashcards/test?knowUuid=${setUuid}`);
      const setup = page.getByRole('heading', { name: 'Set up your test' });
      await expect(setup).toBeFocused();
      await page.getByRole('textbox', { name: 'Number of questions' }).fill('3');
      await page.getByRole('checkbox', { name: 'Matching' }).uncheck();
      await page.getByRole('checkbox', { name: 'True or false' }).uncheck();
      await expectAccessible(page, 'test setup');
      await shot(page, `test-setup-${width}`);
      await page.getByRole('button', { name: 'Start the test' }).press('Enter');

      await expect(page.getByRole('heading', { name: 'Test: 3 questions' })).toBeFocused();
      const form = page.getByRole('form', { name: 'Test' });
      const typed = form.getByRole('textbox');
      await expect(typed).toHaveCount(2);
      // The first typed answer right, the second wrong; Enter moves on.
      const labelOf = async (i: number) => (await form.locator('[data-question="written"] label').nth(i).textContent())!;
      await typed.nth(0).focus();
      await page.keyboard.type(backOf(await labelOf(0)));
      await page.keyboard.press('Enter');
      await expect(typed.nth(1)).toBeFocused();
      const wrongFront = await labelOf(1);
      await page.keyboard.type('no idea');
      await page.keyboard.press('Enter');
      // Multiple choice: the number key picks inside the radio group.
      const group = form.getByRole('group').first();
      const legend = (await group.locator('legend').textContent())!;
      const labels = await group.locator('label').allTextContents();
      const right = labels.findIndex((l) => l.endsWith(backOf(legend)));
      await group.getByRole('radio').first().focus();
      await page.keyboard.press(String(right + 1));
      await expect(group.getByRole('radio').nth(right)).toBeChecked();
      await expectAccessible(page, 'test form');
      await shot(page, `test-form-${width}`);
      const graded = page.waitForResponse((r) => r.url().includes('/test-answers'));
      await page.getByRole('button', { name: 'Submit the test' }).press('Enter');
      expect((await graded).status()).toBe(200);

      const score = page.getByRole('heading', { name: 'Your score: 2 of 3 (67%)' });
      await expect(score).toBeFocused();
      const mistakes = page.getByRole('list', { name: '1 mistake' });
      await expect(mistakes).toContainText('no idea');
      await expect(mistakes).toContainText(`Right answer: ${backOf(wrongFront)}`);
      await expectNoOverflow(page);
      await expectAccessible(page, 'test results');
      await shot(page, `test-results-${width}`);

      await page.getByRole('button', { name: 'Retake only the wrong ones' }).press('Enter');
      await expect(page.getByRole('heading', { name: 'Test: 1 question' })).toBeFocused();
      await expect(page.getByRole('form', { name: 'Test' })).toContainText(wrongFront.replace(/^\d+\.\s*/, ''));
    });
  });
}
