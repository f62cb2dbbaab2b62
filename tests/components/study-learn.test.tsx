// Learn by keyboard alone (issue 24 §1): options picked with number keys, typed answers checked
// with Enter, wrong cards coming back later in the round, "I was right", and the round's end.
// The view reports every answer through a callback (the screen wires it to the API); the stand-in
// here grades with the real grader the server uses.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LearnSession } from '@/components/study/learn/learn-session';
import type { StudyCard } from '@/lib/contract/flashcards';
import type { AnswerResult, StudySet } from '@/lib/contract/study';
import { choiceMatches, gradeAnswer } from '@/lib/study/grade-answer';
import { ANSWER_RATINGS } from '@/lib/study/answer-rating';
import { renderWithShell } from './render';

const KNOW = '7c0a4f5e-8a53-4a8f-9a39-9d1c1b7a0001';

function card(n: number, front: string, back: string): StudyCard {
  return { uuid: `00000000-0000-4000-8000-00000000000${n}`, knowUuid: KNOW, front, back, state: 0, due: new Date().toISOString(), reps: 0, lapses: 0 };
}

function studySet(cards: StudyCard[]): StudySet {
  return { knowUuid: KNOW, title: 'Tiere', contentLanguageCode: 'de', cards };
}

/** A server stand-in with the real grading rules and the remembered "I was right" answers. */
function server() {
  const accepted = new Map<string, string[]>();
  const calls: [string, 'choice' | 'written', string][] = [];
  const onAnswer = vi.fn(async (c: StudyCard, kind: 'choice' | 'written', answer: string): Promise<AnswerResult> => {
    calls.push([c.front, kind, answer]);
    const grade =
      kind === 'choice'
        ? { verdict: choiceMatches(answer, c.back) ? ('correct' as const) : ('incorrect' as const), matched: null, overridden: false }
        : gradeAnswer(answer, c.back, { language: 'de', accepted: accepted.get(c.uuid) });
    const rating = ANSWER_RATINGS[kind === 'written' ? 'written' : 'recognition'][grade.verdict];
    const due = new Date(Date.now() + rating * 60_000).toISOString();
    return { flashcardUuid: c.uuid, verdict: grade.verdict, correctAnswer: c.back, matched: grade.matched, overridden: grade.overridden, rating, card: { ...c, due }, nextDue: due };
  });
  const onOverride = vi.fn(async (c: StudyCard, answer: string) => {
    accepted.set(c.uuid, [...(accepted.get(c.uuid) ?? []), gradeAnswer(answer, c.back, { language: 'de' }).answerKey]);
    return {};
  });
  return { onAnswer, onOverride, calls };
}

const prompt = () => screen.getByTestId('learn-prompt');
const announced = () => screen.getByTestId('learn-announcement');

/** Presses the number key of the option reading `text` (the key the option shows). */
async function pick(user: ReturnType<typeof userEvent.setup>, text: string) {
  const option = within(screen.getByRole('group', { name: 'Answers to choose from' })).getByRole('button', { name: new RegExp(text) });
  await user.keyboard(option.getAttribute('aria-keyshortcuts')!);
}

async function continueWithEnter(user: ReturnType<typeof userEvent.setup>) {
  const next = screen.getByRole('button', { name: 'Continue' });
  await waitFor(() => expect(next).toHaveFocus());
  await user.keyboard('{Enter}');
}

describe('Learn', { timeout: 30_000 }, () => {
  it('asks options then typed answers, brings a missed card back, honours "I was right" and ends with what was mastered', async () => {
    const user = userEvent.setup();
    const cards = [card(1, 'Hund', 'der Hund'), card(2, 'Katze', 'die Katze'), card(3, 'Schmetterling', 'der Schmetterling')];
    const { onAnswer, onOverride, calls } = server();
    const onExit = vi.fn();
    await renderWithShell(<LearnSession set={studySet(cards)} onAnswer={onAnswer} onOverride={onOverride} onExit={onExit} random={() => 0.3} />, { lang: 'en' });

    const progress = screen.getByRole('progressbar', { name: 'Cards mastered' });
    expect(progress).toHaveAttribute('aria-valuetext', '0 of 3 mastered');
    // 1. Hund as options: right.
    await waitFor(() => expect(prompt()).toHaveFocus());
    expect(prompt()).toHaveTextContent('Hund');
    expect(screen.getByText('Choose the answer')).toBeInTheDocument();
    await pick(user, 'der Hund');
    await waitFor(() => expect(announced()).toHaveTextContent('Correct!'));
    await continueWithEnter(user);

    // 2. Katze as options: wrong; the live region gives the answer.
    await waitFor(() => expect(prompt()).toHaveTextContent('Katze'));
    await pick(user, 'der Schmetterling');
    await waitFor(() => expect(announced()).toHaveTextContent('Not quite. The answer: die Katze'));
    expect(screen.queryByRole('button', { name: 'I was right' })).toBeNull();
    await continueWithEnter(user);

    // 3. Schmetterling as options: right. 4. Hund typed, with a typo and without the article.
    await waitFor(() => expect(prompt()).toHaveTextContent('Schmetterling'));
    await pick(user, 'der Schmetterling');
    await continueWithEnter(user);
    await waitFor(() => expect(prompt()).toHaveTextContent('Hund'));
    const input = screen.getByRole('textbox', { name: 'Your answer' });
    await waitFor(() => expect(input).toHaveFocus());
    await user.keyboard('Hunt{Enter}');
    await waitFor(() => expect(announced()).toHaveTextContent('Correct, but mind the spelling.'));
    expect(screen.getByText('der Hund', { selector: 'strong' })).toBeInTheDocument();
    await continueWithEnter(user);
    expect(progress).toHaveAttribute('aria-valuetext', '1 of 3 mastered');

    // 5. The missed Katze is back, as options again: right now.
    await waitFor(() => expect(prompt()).toHaveTextContent('Katze'));
    expect(screen.getByText('Choose the answer')).toBeInTheDocument();
    await pick(user, 'die Katze');
    await continueWithEnter(user);

    // 6. Schmetterling typed: judged wrong, then "I was right".
    await waitFor(() => expect(prompt()).toHaveTextContent('Schmetterling'));
    await user.keyboard('Falter{Enter}');
    await waitFor(() => expect(announced()).toHaveTextContent('Not quite.'));
    await user.click(screen.getByRole('button', { name: 'I was right' }));
    await waitFor(() => expect(screen.getByText(/Counted as right/)).toBeInTheDocument());
    expect(onOverride).toHaveBeenCalledWith(cards[2], 'Falter');
    expect(announced()).toHaveTextContent('Correct!');
    await continueWithEnter(user);

    // 7. Katze typed: right. Every card mastered: the end, with the focus on its heading.
    await waitFor(() => expect(prompt()).toHaveTextContent('Katze'));
    await user.keyboard('katze{Enter}');
    await continueWithEnter(user);
    const end = await screen.findByRole('heading', { name: 'You mastered every card!' });
    await waitFor(() => expect(end).toHaveFocus());
    expect(screen.getByText('Mastered: 3 cards')).toBeInTheDocument();
    expect(progress).toHaveAttribute('aria-valuetext', '3 of 3 mastered');
    expect(calls.map(([front, kind]) => `${front}:${kind}`)).toEqual([
      'Hund:choice', 'Katze:choice', 'Schmetterling:choice', 'Hund:written', 'Katze:choice', 'Schmetterling:written', 'Katze:written',
    ]);
  });

  it('lets a card missed three times wait for the next round, shown as still needing work', async () => {
    const user = userEvent.setup();
    // One answer only: no options to offer, so it is asked typed at once.
    const { onAnswer, onOverride } = server();
    await renderWithShell(<LearnSession set={studySet([card(1, 'Baum', 'der Baum')])} onAnswer={onAnswer} onOverride={onOverride} onExit={vi.fn()} />);
    for (let i = 0; i < 3; i++) {
      const input = await screen.findByRole('textbox', { name: 'Your answer' });
      await waitFor(() => expect(input).toHaveFocus());
      await user.keyboard('Blume{Enter}');
      await waitFor(() => expect(announced()).toHaveTextContent('Not quite.'));
      await continueWithEnter(user);
    }
    const done = await screen.findByRole('heading', { name: 'Round 1 done' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByText('Still needs work: 1 card')).toBeInTheDocument();
    expect(screen.queryByText(/^Mastered:/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next round' }));
    expect(await screen.findByTestId('learn-prompt')).toHaveTextContent('Baum');
    expect(screen.getByText('Round 2')).toBeInTheDocument();
  });

  it('keeps a card on screen when the answer could not be saved', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn().mockRejectedValueOnce(new Error('offline'));
    await renderWithShell(<LearnSession set={studySet([card(1, 'Baum', 'der Baum')])} onAnswer={onAnswer} onOverride={vi.fn()} onExit={vi.fn()} />);
    const input = await screen.findByRole('textbox', { name: 'Your answer' });
    await waitFor(() => expect(input).toHaveFocus());
    await user.keyboard('Baum{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your answer could not be saved.');
    expect(prompt()).toHaveTextContent('Baum');
  });
});
