// "Make flashcards" (issue 23 §6, decision 0063): the draft is made on the learner's click (it
// costs minutes), its cards are editable with the page each comes from, and saving sends the
// edited cards as a private flashcard know; a used-up allowance shows when the minutes return.
// API calls are stand-ins for lib/api.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MakeFlashcards } from '@/components/flashcards/make-flashcards';
import { KnowActions } from '@/components/knows/know-actions';
import type { CreateKnowBody, Know, KnowDetail } from '@/lib/api/know-types';
import { ApiError } from '@/lib/api/errors';
import { renderWithShell } from './render';
import { citation, DRAFT_KNOW, flashcardDraft } from './flashcard-draft-fixtures';

const KNOW = DRAFT_KNOW;
const DRAFT = flashcardDraft({
  contentLanguage: 'en-GB',
  cards: [
    { front: 'Mitochondria', back: 'Mitochondria are the powerhouses of the cell.', source: 'definition', citation: citation(1, 'Mitochondria are the powerhouses of the cell.'), engine: 'embedded' },
    { front: 'Ribosome', back: 'Makes proteins from amino acids.', source: 'glossary', citation: citation(2, 'Ribosome: Makes proteins from amino acids.'), engine: 'embedded' },
    { front: 'Osmose', back: 'Diffusion of water.', source: 'glossary', citation: citation(2, 'Osmose: Diffusion of water.'), engine: 'embedded' },
  ],
  engine: 'embedded',
  note: null,
});

function api() {
  return {
    draft: vi.fn(async () => DRAFT),
    save: vi.fn(async (body: CreateKnowBody) => ({ uuid: 'new', title: body.title }) as unknown as KnowDetail),
  };
}

describe('make flashcards', { timeout: 20_000 }, () => {
  it('makes the draft on click, shows each card\'s page, and saves the edited cards as a private set', async () => {
    const calls = api();
    const onSaved = vi.fn();
    await renderWithShell(<MakeFlashcards knowUuid={KNOW} cost={3} api={calls} onSaved={onSaved} />);
    expect(calls.draft).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Make flashcards (3 minutes)' }));
    await waitFor(() => expect(screen.getByText('3 cards from the material. Check and edit them, then save them.')).toBeInTheDocument());
    expect(calls.draft).toHaveBeenCalledWith({ knowUuids: [KNOW] }, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(screen.getByLabelText('Title of the set')).toHaveValue('Flashcards: Cell biology');

    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const page2 = within(cards[1]!).getByRole('link');
    expect(page2).toHaveAttribute('href', expect.stringContaining(`${KNOW}/view?page=2`));

    // Edit the first card's back, remove the third.
    const back = within(cards[0]!).getAllByRole('textbox')[1]!;
    fireEvent.change(back, { target: { value: 'The powerhouses of the cell.' } });
    fireEvent.click(screen.getByRole('button', { name: /Remove card 3/i }));
    fireEvent.click(screen.getByRole('button', { name: 'Save 2 cards as my set' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.save).toHaveBeenCalledWith({
      title: 'Flashcards: Cell biology',
      subjectId: 7,
      contentLanguageCode: 'en-GB',
      isPrivate: true,
      flashcards: [
        { front: 'Mitochondria', back: 'The powerhouses of the cell.' },
        { front: 'Ribosome', back: 'Makes proteins from amino acids.' },
      ],
    });
  });

  it('an emptied card or title is not saved', async () => {
    const calls = api();
    await renderWithShell(<MakeFlashcards knowUuid={KNOW} cost={3} api={calls} onSaved={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Make flashcards (3 minutes)' }));
    await screen.findByLabelText('Title of the set');
    fireEvent.change(screen.getByLabelText('Title of the set'), { target: { value: ' ' } });
    fireEvent.change(within(screen.getAllByRole('listitem')[0]!).getAllByRole('textbox')[0]!, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save 3 cards as my set' }));
    expect(await screen.findByText('Give the set a title.')).toBeInTheDocument();
    expect(calls.save).not.toHaveBeenCalled();
  });

  it('minutes used up: the allowance and when it resets, no draft', async () => {
    const calls = api();
    calls.draft.mockRejectedValueOnce(
      new ApiError({ status: 403, type: 'NoTutoringMinutesAvailableError', message: 'Used up.', data: { ...DRAFT.allowance, usedMinutes: 29, remainingMinutes: 1 } }),
    );
    await renderWithShell(<MakeFlashcards knowUuid={KNOW} cost={3} api={calls} onSaved={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Make flashcards (3 minutes)' }));
    await waitFor(() => expect(screen.getAllByText(/1 December 2026|December 1, 2026/).length).toBeGreaterThan(0));
    expect(screen.queryByLabelText('Title of the set')).not.toBeInTheDocument();
  });

  it('the know page offers "Make flashcards" for the know, signed in or not', async () => {
    const know = { uuid: KNOW, title: 'Cell biology', likesCount: 0, isLiked: false, isSaved: false, isOwn: false, isFlashcardKnow: false, documents: [] } as unknown as Know;
    await renderWithShell(<KnowActions know={know} signedIn={false} personalized={false} onChange={vi.fn()} />);
    expect(screen.getByRole('link', { name: /Make flashcards/ })).toHaveAttribute('href', `/app/make-flashcards?knowUuid=${KNOW}`);
  });
});
