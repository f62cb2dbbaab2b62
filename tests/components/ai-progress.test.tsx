// Streamed study tools on the page (decision 0068): the stage is read out as a status, the bar
// counts the items the model has written (indeterminate before that), the learner can stop and is
// told nothing was saved; a model-written flashcard draft names the engine of each card.
// API calls are stand-ins for lib/api.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WorkingStatus } from '@/components/ai/working-status';
import { MakeFlashcards, type MakeFlashcardsApi } from '@/components/flashcards/make-flashcards';
import { ApiError } from '@/lib/api/errors';
import type { ResultStreamOptions } from '@/lib/api/result-stream';
import type { FlashcardDraft, FlashcardDraftBody } from '@/lib/contract/flashcards';
import { renderWithShell } from './render';
import { citation, DRAFT_KNOW, flashcardDraft } from './flashcard-draft-fixtures';

const KNOW = DRAFT_KNOW;
const DRAFT = flashcardDraft({
  contentLanguage: 'en',
  cards: [
    { front: 'Where does the citric acid cycle take place?', back: 'In the matrix of the mitochondria', source: 'model', citation: citation(1, 'The citric acid cycle takes place in the matrix of the mitochondria.'), engine: 'openai-compatible' },
    { front: 'Ribosome', back: 'Makes proteins from amino acids.', source: 'glossary', citation: citation(2, 'Ribosome: Makes proteins from amino acids.'), engine: 'embedded' },
  ],
  engine: 'openai-compatible',
  note: 'Some flashcards the language model wrote could not be checked against your study material: they were left out, and cards from the material stand in their place.',
});

describe('work in progress', () => {
  it('before any event: the label as the status, an indeterminate bar', async () => {
    await renderWithShell(<WorkingStatus label="Writing your exam…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Writing your exam…');
    const bar = screen.getByRole('progressbar', { name: 'Writing your exam…' });
    expect(bar).not.toHaveAttribute('value');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('while the model writes: the stage as the status, the bar counting the items; the stop button stops', async () => {
    const onStop = vi.fn();
    const { rerender } = await renderWithShell(<WorkingStatus label="Writing your exam…" progress={{ stage: 'writing', done: 2, total: 5 }} onStop={onStop} />);
    expect(screen.getByRole('status')).toHaveTextContent('The language model is writing…');
    const bar = screen.getByRole('progressbar', { name: 'Writing your exam…' });
    expect(bar).toHaveAttribute('value', '2');
    expect(bar).toHaveAttribute('max', '5');
    expect(bar).toHaveAttribute('aria-valuetext', '2 of 5 written');
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onStop).toHaveBeenCalledTimes(1);
    rerender(<WorkingStatus label="Writing your exam…" progress={{ stage: 'checking' }} onStop={onStop} />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking every part against your material…');
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('value');
  });
});

describe('make flashcards, streamed', { timeout: 20_000 }, () => {
  it('shows the progress, then the cards, each with its page and who wrote it', async () => {
    let finish: (d: FlashcardDraft) => void = () => {};
    const api: MakeFlashcardsApi = {
      draft: vi.fn((_body: FlashcardDraftBody, o?: ResultStreamOptions) => {
        o?.onProgress?.({ stage: 'writing', done: 1, total: 2 });
        return new Promise<FlashcardDraft>((resolve) => (finish = resolve));
      }),
      save: vi.fn(),
    };
    await renderWithShell(<MakeFlashcards knowUuid={KNOW} cost={3} api={api} onSaved={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Make flashcards (3 minutes)' }));
    expect(await screen.findByRole('progressbar', { name: 'Making flashcards…' })).toHaveAttribute('aria-valuetext', '1 of 2 written');
    expect(screen.getByText('The language model is writing…')).toBeInTheDocument();
    finish(DRAFT);
    await screen.findByText('2 cards from the material. Check and edit them, then save them.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Written by the language model, checked against your material')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(DRAFT.note!);
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('written by the model, checked')).toBeInTheDocument();
    expect(within(first!).getByRole('link')).toHaveAttribute('href', expect.stringContaining(`${KNOW}/view?page=1`));
    expect(within(second!).getByText('from your material')).toBeInTheDocument();
    expect(within(second!).getByRole('link')).toHaveAttribute('href', expect.stringContaining(`${KNOW}/view?page=2`));
  });

  it('stop: the request is aborted, the learner is told nothing was saved, no error and no draft', async () => {
    let signal: AbortSignal | undefined;
    const api: MakeFlashcardsApi = {
      draft: vi.fn((_body: FlashcardDraftBody, o?: ResultStreamOptions) => {
        signal = o?.signal;
        o?.onProgress?.({ stage: 'writing', done: 0, total: 20 });
        return new Promise<FlashcardDraft>((_resolve, reject) => {
          o?.signal?.addEventListener('abort', () => reject(new ApiError({ canceled: true, message: 'canceled' })));
        });
      }),
      save: vi.fn(),
    };
    await renderWithShell(<MakeFlashcards knowUuid={KNOW} cost={3} api={api} onSaved={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Make flashcards (3 minutes)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(signal?.aborted).toBe(true);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Stopped. Nothing was saved, and the minutes were given back.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Title of the set')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make flashcards (3 minutes)' })).toBeEnabled();
  });
});
