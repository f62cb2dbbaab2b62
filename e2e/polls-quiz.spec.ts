/**
 * Polls and topic quizzes end to end (issue 13 §3-4): a visitor opens a knower's poll, signs in
 * through the poll's own link, comes back, votes and sees the results, then changes the vote; a
 * learner follows a topic on its page and takes its quiz by keyboard alone (number keys, arrow
 * keys, Enter), sees the score and the review of the wrong answers. The poll and the flashcard
 * set are created through the API (the set published by the edition's reviewer).
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { open, origin } from './hosts';
import { apiClient, DEMO_PASSWORD } from './support/api';
import { publishAsReviewer } from './review-api';

const US = origin('us');
const KNOWER = 'knower1.us@example.com';
const LEARNER = 'learner2.us@example.com';
const run = randomBytes(3).toString('hex');
const CARDS = [
  { front: `Capital of France ${run}`, back: `Paris ${run}` },
  { front: `Capital of Italy ${run}`, back: `Rome ${run}` },
  { front: `Capital of Spain ${run}`, back: `Madrid ${run}` },
  { front: `Capital of Poland ${run}`, back: `Warsaw ${run}` },
  { front: `Capital of Greece ${run}`, back: `Athens ${run}` },
];

const api = apiClient('us', 'e2e-polls-quiz-0001');

const tokenOf = async (request: APIRequestContext, username: string) =>
  (await api<{ accessToken: string }>(request, 'POST', '/auth/oauth/token', null, { grantType: 'password', username, password: DEMO_PASSWORD })).accessToken;

async function fillSignIn(page: Page) {
  await page.getByLabel('E-mail address or username').fill(LEARNER);
  await page.getByLabel(/^Password$/).fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
}

test.describe('polls and topic quizzes', () => {
  test('a visitor signs in from a poll, votes, sees the results and changes the vote', async ({ page, request }) => {
    const question = `Which subject first? ${run}`;
    const poll = await api<{ uuid: string }>(request, 'POST', '/v1/polls', await tokenOf(request, KNOWER), {
      question,
      options: ['Algebra', 'Geometry', 'Statistics'],
    });
    await open(page, `${US}/polls/${poll.uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: question })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByRole('link', { name: 'Sign in to vote' }).click();
    await fillSignIn(page);
    await expect(page).toHaveURL(`${US}/polls/${poll.uuid}`);

    await expect(page.getByText('Vote to see the results.')).toBeVisible();
    await page.getByRole('button', { name: /^Geometry/ }).click();
    await expect(page.getByRole('button', { name: /^Geometry/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Votes: 1' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Geometry/ })).toContainText('100 % (1)');
    await expect(page.getByRole('button', { name: /^Algebra/ })).toContainText('0 % (0)');

    await page.getByRole('button', { name: /^Statistics/ }).click();
    await expect(page.getByRole('button', { name: /^Statistics/ })).toContainText('100 % (1)');
    await expect(page.getByRole('button', { name: /^Geometry/ })).toContainText('0 % (0)');
    await page.reload();
    await expect(page.getByRole('button', { name: /^Statistics/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a knower creates a poll on the profile page and lands on it', async ({ page }) => {
    const question = `Best time to study? ${run}`;
    await open(page, `${US}/auth/signin?redirect=${encodeURIComponent('/profile')}`);
    await page.getByLabel('E-mail address or username').fill(KNOWER);
    await page.getByLabel(/^Password$/).fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${US}/profile`);
    const editor = page.getByRole('region', { name: 'Create a poll' });
    await editor.getByLabel('Question').fill(question);
    await editor.getByLabel('Option 1').fill('Morning');
    await editor.getByLabel('Option 2').fill('Evening');
    await editor.getByRole('button', { name: 'Add an option' }).click();
    await editor.getByLabel('Option 3').fill('Night');
    await editor.getByRole('button', { name: 'Create the poll' }).click();
    await expect(page.getByRole('heading', { level: 1, name: question })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${US}/polls/[0-9a-f-]{36}$`));
    // The creator sees the (empty) results at once.
    await expect(page.getByRole('status').filter({ hasText: 'Votes: 0' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Night/ })).toContainText('0 % (0)');
  });

  test('follow a topic on its page and take its quiz by keyboard', async ({ page, request }) => {
    const catalogue = await api<{ subjects: { id: number; topics: { uuid: string; name: string }[] }[] }>(request, 'GET', '/v1/countries/8/subjects', null);
    const subject = catalogue.subjects.find((s) => s.topics.length > 1)!;
    const topic = subject.topics.at(-1)!;
    const know = await api<{ uuid: string }>(request, 'POST', '/v1/knows', await tokenOf(request, KNOWER), {
      title: `Capitals ${run}`,
      subjectId: subject.id,
      topicUuid: topic.uuid,
      contentLanguageCode: 'en',
      flashcards: CARDS,
    });
    await publishAsReviewer(request, 'us', know.uuid);

    await open(page, `${US}/auth/signin?redirect=${encodeURIComponent(`/topics/${topic.uuid}`)}`);
    await fillSignIn(page);
    await expect(page).toHaveURL(`${US}/topics/${topic.uuid}`);
    const follow = page.getByRole('button', { name: `Follow ${topic.name}` });
    const following = page.getByRole('button', { name: `Following ${topic.name}` });
    // A rerun may find the topic followed already.
    await expect(follow.or(following)).toBeVisible();
    if (await follow.isVisible()) await follow.click();
    await expect(following).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('link', { name: `Take the quiz on ${topic.name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Quiz: ${topic.name}` })).toBeVisible();

    const progress = page.getByText(/^Question \d+ of \d+$/);
    const total = Number((await progress.textContent())!.match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThanOrEqual(CARDS.length);
    let answeredWrong = 0;
    for (let i = 0; i < total; i++) {
      await expect(progress).toHaveText(`Question ${i + 1} of ${total}`);
      const prompt = await page.locator('#quiz-prompt').textContent();
      const radios = page.getByRole('radio');
      await expect(radios.first()).toBeFocused();
      const choices = (await radios.allTextContents()).map((c) => c.replace(/^\d/, ''));
      const card = CARDS.find((c) => c.front === prompt);
      if (card && i % 2 === 0) {
        // The right answer by its number key.
        await page.keyboard.press(String(choices.indexOf(card.back) + 1));
      } else if (card) {
        // A wrong one by arrow keys.
        const wrong = choices.findIndex((c) => c !== card.back);
        for (let k = 0; k < wrong; k++) await page.keyboard.press('ArrowDown');
        answeredWrong += 1;
      } else {
        await page.keyboard.press('ArrowDown');
      }
      await expect(page.locator('[role="radio"][aria-checked="true"]')).toBeFocused();
      await page.keyboard.press('Enter');
    }

    const score = page.getByRole('heading', { level: 2, name: /^\d+ of \d+ right$/ });
    await expect(score).toBeFocused();
    const [right, of] = (await score.textContent())!.match(/\d+/g)!.map(Number);
    expect(of).toBe(total);
    await expect(page.getByText('Your answers were added to your flashcard schedule.')).toBeVisible();
    const reviewItems = page.getByRole('listitem').filter({ hasText: 'Right answer:' });
    await expect(reviewItems).toHaveCount(total - right!);
    expect(total - right!).toBeGreaterThanOrEqual(answeredWrong);
  });
});
