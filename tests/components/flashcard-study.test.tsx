// Study mode by keyboard alone: the view gets its cards as props and reports every rating
// through a callback (the page wires that to the API), so no network is involved here.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FlashcardStudy } from '@/components/flashcards/flashcard-study';
import { formatDue } from '@/components/flashcards/format-due';
import type { FlashcardRating, ReviewResult, StudyCard } from '@/lib/api/know-types';
import { renderWithShell } from './render';

const KNOW = '7c0a4f5e-8a53-4a8f-9a39-9d1c1b7a0001';

function card(n: number): StudyCard {
  return {
    uuid: `00000000-0000-4000-8000-00000000000${n}`,
    knowUuid: KNOW,
    front: `Front ${n}`,
    back: `Back ${n}`,
    state: 0,
    due: new Date().toISOString(),
    reps: 0,
    lapses: 0,
  };
}

/** A server stand-in: each rating schedules the card `minutes` ahead. */
function reviewer(minutesFor: (rating: FlashcardRating) => number = (r) => r * 10) {
  const calls: [string, FlashcardRating][] = [];
  const onReview = vi.fn(async (c: StudyCard, rating: FlashcardRating): Promise<ReviewResult> => {
    calls.push([c.uuid, rating]);
    const due = new Date(Date.now() + minutesFor(rating) * 60_000).toISOString();
    return { card: { ...c, state: 1, due, reps: c.reps + 1 }, nextDue: due };
  });
  return { onReview, calls };
}

function progress() {
  return screen.getByRole('progressbar', { name: 'Session progress' });
}

async function renderStudy(cards: StudyCard[], props: Partial<Parameters<typeof FlashcardStudy>[0]> = {}) {
  const { onReview, calls } = reviewer();
  const handlers = { onReview, onExit: vi.fn(), onComplete: vi.fn(), onStudyAgain: vi.fn(), ...props };
  await renderWithShell(<FlashcardStudy cards={cards} {...handlers} />);
  return { ...handlers, calls };
}

describe('flashcard study mode', () => {
  it('reveals with Space, rates with 2, moves the focus and updates the progress', async () => {
    const { calls, onComplete } = await renderStudy([card(1), card(2)]);
    const front = screen.getByText('Front 1').closest('[data-side="front"]') as HTMLElement;
    expect(front).toHaveFocus();
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    expect(progress()).toHaveAttribute('aria-valuetext', '0 of 2 done');
    expect(screen.queryByText('Back 1')).toBeNull();
    expect(screen.getByText('Space or Enter shows the answer. Esc leaves study mode.')).toBeInTheDocument();

    fireEvent.keyDown(front, { key: ' ' });
    const back = screen.getByText('Back 1').closest('[data-side="back"]') as HTMLElement;
    expect(back).toHaveFocus();
    expect(screen.getByText('Card 1 of 2, answer. Rate it with 1 to 4.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hard' })).toHaveAttribute('aria-keyshortcuts', '2');

    fireEvent.keyDown(back, { key: '2' });
    await waitFor(() => expect(screen.getByText('Front 2').closest('[data-side="front"]')).toHaveFocus());
    expect(calls).toEqual([[card(1).uuid, 2]]);
    expect(progress()).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByText('1 of 2 done')).toBeInTheDocument();
    expect(screen.getByText('Card 2 of 2, question.')).toBeInTheDocument();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('finishes with a summary that has the focus, the ratings and the next due time', async () => {
    const { calls, onComplete } = await renderStudy([card(1), card(2)]);
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    fireEvent.keyDown(document.activeElement!, { key: '3' });
    await waitFor(() => expect(screen.getByText('Front 2').closest('[data-side="front"]')).toHaveFocus());
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    fireEvent.keyDown(document.activeElement!, { key: '4' });
    const heading = await screen.findByRole('heading', { name: 'Session complete' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(calls.map(([, r]) => r)).toEqual([3, 4]);
    expect(screen.getByText('You studied 2 cards.')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByText('Session complete.')).toBeInTheDocument();
    // Good schedules 30 minutes ahead, Easy 40: the summary names the earlier one.
    expect(screen.getByText(/Next card due: in (29|30) minutes/)).toBeInTheDocument();
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ reviewed: 2, ratings: { 1: 0, 2: 0, 3: 1, 4: 1 } }));
  });

  it('ignores rating keys before the answer is shown, and Space on a focused button is a plain click', async () => {
    const { calls } = await renderStudy([card(1)]);
    fireEvent.keyDown(document.activeElement!, { key: '3' });
    expect(calls).toEqual([]);
    expect(screen.queryByText('Back 1')).toBeNull();
    const show = screen.getByRole('button', { name: 'Show answer' });
    show.focus();
    // The handler leaves Space on a button to the browser (which clicks it): no double reveal.
    fireEvent.keyDown(show, { key: ' ' });
    expect(screen.queryByText('Back 1')).toBeNull();
    fireEvent.click(show);
    expect(screen.getByText('Back 1').closest('[data-side="back"]')).toHaveFocus();
  });

  it('keeps the card when a rating cannot be saved, and lets it be rated again', async () => {
    let fail = true;
    const onReview = vi.fn(async (c: StudyCard): Promise<ReviewResult> => {
      if (fail) throw new Error('offline');
      return { card: { ...c, due: new Date(Date.now() + 600_000).toISOString() }, nextDue: new Date().toISOString() };
    });
    await renderStudy([card(1), card(2)], { onReview });
    // On the card itself, each step once the one before it shows (a full run on two cores once
    // left the keys on another element).
    fireEvent.keyDown(screen.getByText('Front 1').closest('[data-side="front"]')!, { key: ' ' });
    const back = (await screen.findByText('Back 1')).closest('[data-side="back"]')!;
    fireEvent.keyDown(back, { key: '1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The rating could not be saved');
    expect(screen.getByText('Back 1')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    fail = false;
    fireEvent.keyDown(document.body, { key: '1' });
    await waitFor(() => expect(screen.getByText('Front 2')).toBeInTheDocument());
    expect(onReview).toHaveBeenCalledTimes(2);
  });

  it('sends one rating at a time', async () => {
    let resolve: (r: ReviewResult) => void = () => undefined;
    const onReview = vi.fn(() => new Promise<ReviewResult>((r) => (resolve = r)));
    await renderStudy([card(1), card(2)], { onReview });
    fireEvent.keyDown(document.activeElement!, { key: ' ' });
    fireEvent.keyDown(document.activeElement!, { key: '3' });
    fireEvent.keyDown(document.activeElement!, { key: '4' });
    expect(onReview).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Saving');
    await act(async () => resolve({ card: card(1), nextDue: card(1).due }));
    expect(screen.getByText('Front 2')).toBeInTheDocument();
  });

  it('leaves with Escape, also from the summary, and not while typing in a field', async () => {
    const { onExit } = await renderStudy([card(1)]);
    const input = document.createElement('input');
    document.body.append(input);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onExit).not.toHaveBeenCalled();
    input.remove();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('offers to study again from the summary', async () => {
    const { onStudyAgain, onExit } = await renderStudy([card(1)]);
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    fireEvent.keyDown(document.activeElement!, { key: '1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Study again' }));
    expect(onStudyAgain).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Back to your sets' }));
    expect(onExit).toHaveBeenCalledTimes(1);
  });
});

describe('formatDue', () => {
  const now = Date.parse('2027-01-10T12:00:00Z');
  it('says how far away the next card is', () => {
    expect(formatDue('2027-01-10T11:00:00Z', 'en', now)).toBeNull();
    expect(formatDue('2027-01-10T12:10:00Z', 'en', now)).toBe('in 10 minutes');
    expect(formatDue('2027-01-10T15:00:00Z', 'en', now)).toBe('in 3 hours');
    expect(formatDue('2027-01-11T12:00:00Z', 'en', now)).toBe('tomorrow');
    expect(formatDue('2027-01-10T12:10:00Z', 'de', now)).toBe('in 10 Minuten');
    expect(formatDue('2027-03-01T12:00:00Z', 'en', now)).toBe('Mar 1, 2027');
  });
});
