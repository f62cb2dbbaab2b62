// "Import an Anki deck" (decision 0070): the file and subject are asked for before anything is
// sent, the upload's progress and the server's reading are announced, a refusal shows its reason
// in the edition's language, and "Export to Anki" saves the set's .apkg. API calls are stand-ins.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AnkiImport } from '@/components/upload/anki-import';
import { AnkiExportButton, ankiFileName } from '@/components/knows/anki-export-button';
import { ApiError } from '@/lib/api/errors';
import type { AnkiImportResult } from '@/lib/contract/anki';
import { renderWithShell } from './render';

const SUBJECTS = [{ id: 7, name: 'Biology', topics: [] }];
const deckFile = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'cells.apkg', { type: 'application/octet-stream' });

describe('AnkiImport', () => {
  it('asks for a deck, then a subject, before sending anything', async () => {
    const importDeck = vi.fn();
    await renderWithShell(<AnkiImport subjects={SUBJECTS} importDeck={importDeck} onImported={() => {}} />);
    const region = screen.getByRole('region', { name: 'Import an Anki deck' });
    fireEvent.click(within(region).getByRole('button', { name: 'Import deck' }));
    expect(await within(region).findByText('Choose an Anki deck first.')).toBeVisible();
    fireEvent.change(within(region).getByLabelText('Choose an Anki deck (.apkg)'), { target: { files: [deckFile()] } });
    expect(within(region).getByText('Chosen: cells.apkg')).toBeVisible();
    fireEvent.click(within(region).getByRole('button', { name: 'Import deck' }));
    await waitFor(() => expect(within(region).getByLabelText('Subject')).toHaveFocus());
    expect(importDeck).not.toHaveBeenCalled();
  });

  it('shows the progress, then the result, in a polite status', async () => {
    let progress: (f: number) => void = () => {};
    let finish: (r: AnkiImportResult) => void = () => {};
    const importDeck = vi.fn((_req: unknown, onProgress?: (f: number) => void) => {
      progress = onProgress!;
      return new Promise<AnkiImportResult>((resolve) => (finish = resolve));
    });
    const onImported = vi.fn();
    await renderWithShell(<AnkiImport subjects={SUBJECTS} importDeck={importDeck} onImported={onImported} />);
    fireEvent.change(screen.getByLabelText('Choose an Anki deck (.apkg)'), { target: { files: [deckFile()] } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import deck' }));
    await waitFor(() => expect(importDeck).toHaveBeenCalledWith({ file: expect.any(File), contentLanguageCode: 'en', subjectId: 7 }, expect.any(Function)));
    progress(0.4);
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuetext', 'Uploading… 40 %');
    progress(1);
    expect(await screen.findByText('Reading the deck…', { selector: '[role="status"]' })).toBeVisible();
    finish({ know: { uuid: 'x' } as AnkiImportResult['know'], cardCount: 12, imageCount: 2, skippedMedia: 0, skippedNotes: 0 });
    expect(await screen.findByText('12 cards imported. Opening the set…')).toBeVisible();
    expect(onImported).toHaveBeenCalled();
  });

  it("says why a deck was refused, in the edition's language", async () => {
    const importDeck = vi.fn().mockRejectedValue(new ApiError({ status: 400, type: 'BadRequestError', data: { reason: 'TooManyCards' } }));
    await renderWithShell(<AnkiImport subjects={SUBJECTS} importDeck={importDeck} onImported={() => {}} />, { locale: 'de-DE', lang: 'de' });
    fireEvent.change(screen.getByLabelText('Anki-Deck wählen (.apkg)'), { target: { files: [deckFile()] } });
    fireEvent.change(screen.getByLabelText('Fach'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deck importieren' }));
    expect(await screen.findByText(/Dieses Deck hat mehr als 500 Karten/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Deck importieren' })).toBeEnabled();
  });
});

describe('AnkiExportButton', () => {
  it("saves the set's deck under its title", async () => {
    const exportDeck = vi.fn().mockResolvedValue(new Blob(['PK']));
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:deck');
    URL.revokeObjectURL = vi.fn();
    await renderWithShell(<AnkiExportButton know={{ uuid: 'u1', title: 'Cells: 1/2' }} as={(p) => <button {...p} />} exportDeck={exportDeck} />);
    fireEvent.click(screen.getByRole('button', { name: /Export to Anki/ }));
    await waitFor(() => expect(clicks).toEqual(['Cells 1 2.apkg']));
    expect(exportDeck).toHaveBeenCalledWith('u1');
    expect(ankiFileName('  ')).toBe('flashcards.apkg');
    click.mockRestore();
  });
});
