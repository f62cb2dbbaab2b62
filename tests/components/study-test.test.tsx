// Test (issue 24 §3): choose the number of questions and types, answer by keyboard (Enter moves
// on from a typed answer, number keys pick in a radio group), get every mistake with the right
// answer, retake only the wrong ones. The stand-in grades with the server's grader.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildTest } from '@/components/study/test/build-test';
import { TestSession } from '@/components/study/test/test-session';
import type { StudyCard } from '@/lib/contract/flashcards';
import type { StudySet, TestAnswer, TestResult } from '@/lib/contract/study';
import { choiceMatches, gradeAnswer } from '@/lib/study/grade-answer';
import { renderWithShell } from './render';

const KNOW = '7c0a4f5e-8a53-4a8f-9a39-9d1c1b7a0001';
const CARDS: StudyCard[] = [
  ['Hund', 'der Hund'],
  ['Katze', 'die Katze'],
  ['Baum', 'der Baum'],
  ['Haus', 'das Haus'],
  ['Apfel', 'der Apfel'],
  ['Stern', 'der Stern'],
].map(([front, back], i) => ({ uuid: `00000000-0000-4000-8000-00000000000${i + 1}`, knowUuid: KNOW, front: front!, back: back!, state: 0, due: '2026-01-01T00:00:00.000Z', reps: 0, lapses: 0 }));
const SET: StudySet = { knowUuid: KNOW, title: 'Wörter', contentLanguageCode: 'de', cards: CARDS };
const byFront = (front: string) => CARDS.find((c) => c.front === front)!;

/** Grades as the server does. */
const grade = vi.fn(async (answers: TestAnswer[]): Promise<TestResult> => {
  const graded = answers.map((a) => {
    const c = CARDS.find((x) => x.uuid === a.flashcardUuid)!;
    const verdict =
      a.type === 'written'
        ? gradeAnswer(a.answer, c.back, { language: 'de' }).verdict
        : a.type === 'trueFalse'
          ? choiceMatches(a.shown, c.back) === a.answer ? 'correct' : 'incorrect'
          : choiceMatches(a.answer, c.back) ? 'correct' : 'incorrect';
    return {
      flashcardUuid: c.uuid, type: a.type, prompt: c.front, answer: a.type === 'trueFalse' ? String(a.answer) : a.answer,
      shown: a.type === 'trueFalse' ? a.shown : null, correctAnswer: c.back, verdict, matched: null, nextDue: '2026-01-02T00:00:00.000Z',
    } as TestResult['answers'][number];
  });
  return { score: graded.filter((g) => g.verdict !== 'incorrect').length, total: graded.length, answers: graded };
});

describe('test generation', () => {
  it('asks the number of cards chosen, the chosen types in turn, matching in groups of two or more', () => {
    const q = buildTest(CARDS, { count: 6, types: ['written', 'matching', 'trueFalse'] }, () => 0.42);
    expect(q).toHaveLength(6);
    expect(new Set(q.map((x) => x.card.uuid)).size).toBe(6);
    expect(q.map((x) => x.type)).toEqual(['written', 'written', 'trueFalse', 'trueFalse', 'matching', 'matching']);
    const matching = q.filter((x) => x.type === 'matching');
    expect(matching[0]!.groupOptions!.sort()).toEqual(matching.map((m) => m.card.back).sort());
    for (const tf of q.filter((x) => x.type === 'trueFalse')) expect(CARDS.map((c) => c.back)).toContain(tf.shown);
  });
  it('turns a lone matching card into multiple choice, and asks only typed questions when all answers are the same', () => {
    const lone = buildTest(CARDS, { count: 1, types: ['matching'] }, () => 0.1);
    expect(lone[0]!.type).toBe('choice');
    expect(lone[0]!.options).toContain(lone[0]!.card.back);
    const same = CARDS.map((c) => ({ ...c, back: 'gleich' }));
    expect(buildTest(same, { count: 3, types: ['choice', 'trueFalse'] }).map((x) => x.type)).toEqual(['written', 'written', 'written']);
  });
});

describe('Test', () => {
  it('is set up, taken by keyboard, graded with each mistake and retaken on the wrong ones only', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    await renderWithShell(<TestSession set={SET} onGrade={grade} onExit={vi.fn()} random={() => 0.42} />);
    const setup = await screen.findByRole('heading', { name: 'Set up your test' });
    await waitFor(() => expect(setup).toHaveFocus());

    // A count out of range is refused with a reason.
    const count = screen.getByRole('textbox', { name: 'Number of questions' });
    await user.clear(count);
    await user.type(count, '60');
    await user.click(screen.getByRole('button', { name: 'Start the test' }));
    expect(screen.getByText('Choose a number from 1 to 6.')).toBeInTheDocument();
    await user.clear(count);
    await user.type(count, '3');
    await user.click(screen.getByRole('checkbox', { name: 'Matching' }));
    await user.click(screen.getByRole('checkbox', { name: 'True or false' }));
    await user.keyboard('{Enter}');

    const taking = await screen.findByRole('heading', { name: 'Test: 3 questions' });
    await waitFor(() => expect(taking).toHaveFocus());
    const form = screen.getByRole('form', { name: 'Test' });
    const written = within(form).getAllByRole('textbox');
    const choices = within(form).getAllByRole('group');
    expect(written).toHaveLength(2);
    expect(choices).toHaveLength(1);

    // Typed: the first right (no article), Enter moves to the next question; the second wrong.
    const firstFront = written[0]!.closest('div')!.parentElement!.querySelector('label')!.textContent!.replace(/^\d+\.\s*/, '');
    await user.click(written[0]!);
    await user.keyboard(`${byFront(firstFront).back.split(' ')[1]}{Enter}`);
    expect(written[1]).toHaveFocus();
    await user.keyboard('falsch{Enter}');
    // Enter from the last typed answer moves into the options; 1-4 pick there.
    const group = choices[0]!;
    const front = group.querySelector('legend')!.textContent!.replace(/^\d+\.\s*/, '');
    const radios = within(group).getAllByRole('radio');
    const right = radios.findIndex((r) => r.closest('label')!.textContent!.endsWith(byFront(front).back));
    radios[0]!.focus();
    await user.keyboard(String(right + 1));
    expect(radios[right]).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit the test' }));

    const score = await screen.findByRole('heading', { name: 'Your score: 2 of 3 (67%)' });
    await waitFor(() => expect(score).toHaveFocus());
    const mistakes = screen.getByRole('list', { name: '1 mistake' });
    expect(within(mistakes).getByText('falsch')).toBeInTheDocument();
    const wrongFront = grade.mock.results[0]!.value as Promise<TestResult>;
    const wrong = (await wrongFront).answers.find((a) => a.verdict === 'incorrect')!;
    expect(within(mistakes).getByText(wrong.correctAnswer)).toBeInTheDocument();
    expect(within(mistakes).getByText('Right answer:', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retake only the wrong ones' }));
    const retake = await screen.findByRole('heading', { name: 'Test: 1 question' });
    expect(retake).toBeInTheDocument();
    const again = within(screen.getByRole('form', { name: 'Test' }));
    const only = again.queryAllByRole('textbox')[0] ?? again.getAllByRole('group')[0]!;
    expect(only.closest('[data-question]')!.textContent).toContain(wrong.prompt);
  });
});
