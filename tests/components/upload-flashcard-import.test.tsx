// Flashcard import page (issue 5 §3): pasted text becomes a live preview with per-line problems,
// the reading options change it (swap, Quizlet separators), and the cards are published as a
// flashcard know with the shared details form. API calls are stand-ins for lib/api.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FlashcardImport } from '@/components/upload/flashcard-import-view';
import type { CreateKnowBody, KnowDetail } from '@/lib/api/know-types';
import { useUploadDraftStore } from '@/stores/upload-draft-store';
import { renderWithShell } from './render';

const SUBJECTS = [{ id: 5, name: 'English', topics: [] }];

function api() {
  return {
    create: vi.fn(async (body: CreateKnowBody) => ({ uuid: 'k', title: body.title }) as unknown as KnowDetail),
    makeFolder: vi.fn(),
    folders: vi.fn(async () => []),
  };
}

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/knows/create/import-flashcards');
  useUploadDraftStore.setState({ ownerUuid: 'u', documents: [], flashcards: null, details: null, lastPublished: null });
});

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));

describe('flashcard import', { timeout: 20_000 }, () => {
  it('previews pasted TSV with skipped lines, swaps sides, and creates a flashcard know', async () => {
    const calls = api();
    const onPublished = vi.fn();
    await renderWithShell(<FlashcardImport variant="web" subjects={SUBJECTS} api={calls} onPublished={onPublished} />, { locale: 'en', lang: 'en' });
    expect(screen.getByText('Paste your cards or choose a file to see them here.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Paste your cards'), { target: { value: 'term\tdefinition\ndog\tHund\ncat\n\nbird\tVogel' } });
    await waitFor(() => expect(screen.getByText('2 cards found (Tab-separated (TSV)). 1 line was skipped.')).toBeInTheDocument());
    expect(rows()).toEqual([
      ['2', 'dog', 'Hund'],
      ['5', 'bird', 'Vogel'],
    ]);
    expect(screen.getByText('Line 3: the back of the card is missing.')).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('Swap front and back'));
    await waitFor(() => expect(rows()[0]).toEqual(['2', 'Hund', 'dog']));

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Animals' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create a know with 2 cards' }));
    await waitFor(() => expect(onPublished).toHaveBeenCalled());
    expect(calls.create).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Animals',
        subjectId: 5,
        contentLanguageCode: 'en',
        flashcards: [
          { front: 'Hund', back: 'dog' },
          { front: 'Vogel', back: 'bird' },
        ],
      }),
    );
    expect(calls.create.mock.calls[0]![0]).not.toHaveProperty('uploadIds');
  });

  it('reads a Quizlet export with the separators chosen as in Quizlet', async () => {
    await renderWithShell(<FlashcardImport variant="web" subjects={SUBJECTS} api={api()} />, { locale: 'en', lang: 'en' });
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: 'quizlet' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Comma' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Semicolon' }));
    fireEvent.change(screen.getByLabelText('Paste your cards'), { target: { value: 'la casa,the house;el perro,the dog, a pet;' } });
    await waitFor(() => expect(rows()).toEqual([
      ['1', 'la casa', 'the house'],
      ['1', 'el perro', 'the dog, a pet'],
    ]));
  });

  it('reads a chosen file and takes its name as the title', async () => {
    await renderWithShell(<FlashcardImport variant="web" subjects={SUBJECTS} api={api()} />, { locale: 'en', lang: 'en' });
    const file = new File(['\uFEFFFront;Back\r\nBonjour;Hello\r\n'], 'french_vocab.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('…or choose a file'), { target: { files: [file] } });
    await waitFor(() => expect(rows()).toEqual([['2', 'Bonjour', 'Hello']]));
    expect(screen.getByLabelText('Title')).toHaveValue('french vocab');
  });

  it('needs cards before creating', async () => {
    const calls = api();
    await renderWithShell(<FlashcardImport variant="web" subjects={SUBJECTS} api={calls} />, { locale: 'en', lang: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Create a know with 0 cards' }));
    expect(await screen.findByText('There are no cards to import yet. Paste your cards or choose a file.')).toBeInTheDocument();
    expect(screen.getByLabelText('Paste your cards')).toHaveFocus();
    expect(calls.create).not.toHaveBeenCalled();
  });
});
