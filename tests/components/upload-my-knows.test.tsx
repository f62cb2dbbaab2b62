// /knows (issue 5 §3): the learner's own knows with status, privacy, format, links and "show
// more"; the empty and error states; and the congratulations dialog after publishing (modal,
// Escape closes it, focus kept inside and given back, wording for flashcards).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyKnows } from '@/components/upload/my-knows-view';
import { ApiError } from '@/lib/api/errors';
import type { Know, Page } from '@/lib/api/know-types';
import { useUploadDraftStore } from '@/stores/upload-draft-store';
import { renderWithShell } from './render';
import { lenasKnow } from './lenas-know';

function know(i: number, patch: Partial<Know> = {}): Know {
  const uuid = `40000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
  const date = '2026-03-02T10:00:00.000Z';
  return lenasKnow({
    uuid,
    title: `Zellatmung ${i}`,
    description: '',
    subject: { id: 101, name: 'Biologie', slug: 'biologie-lernzettel' },
    gradeIds: [],
    knower: { uuid: 'kn', user: { uuid: 'u', name: 'Lena', username: 'lena', profilePictureUrl: null } },
    pageCount: 4,
    filename: 'a.pdf',
    isOwn: true,
    publishedOn: date,
    createdOn: date,
    updatedOn: date,
    slug: `zellatmung-${i}-${uuid}`,
    ...patch,
  });
}

beforeEach(() => {
  sessionStorage.clear();
  useUploadDraftStore.setState({ ownerUuid: 'u', documents: [], flashcards: null, details: null, lastPublished: null });
  window.history.replaceState(null, '', '/knows');
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('my knows', { timeout: 20_000 }, () => {
  it('lists own knows with badges and links, and loads more', async () => {
    const all = [
      know(1, { status: 'IN_REVIEW', isPrivate: true }),
      know(2, { format: 'FLASHCARDS', isFlashcardKnow: true, flashcardCount: 12 }),
      ...Array.from({ length: 20 }, (_, i) => know(i + 3)),
    ];
    const load = vi.fn(async ({ limit, offset }: { limit: number; offset: number }): Promise<Page<Know>> => ({
      content: all.slice(offset, offset + limit),
      numberOfResults: all.length,
    }));
    await renderWithShell(<MyKnows variant="web" load={load} />, { locale: 'de', lang: 'de' });
    expect(await screen.findByText('22 Knows')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    const first = screen.getByRole('link', { name: 'Zellatmung 1' });
    expect(first).toHaveAttribute('href', `/knows/${all[0]!.slug}`);
    expect(first.closest('li')).toHaveTextContent('In Prüfung');
    expect(first.closest('li')).toHaveTextContent('Privat');
    expect(first.closest('li')).toHaveTextContent('PDF');
    expect(first.closest('li')).toHaveTextContent('Biologie · 4 Seiten');
    expect(screen.getByRole('link', { name: 'Zellatmung 2' }).closest('li')).toHaveTextContent('12 Karten');
    expect(screen.getByRole('link', { name: '„Zellatmung 1“ bearbeiten' })).toHaveAttribute('href', `/knows/${all[0]!.slug}/edit`);

    fireEvent.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(22));
    expect(load).toHaveBeenLastCalledWith({ limit: 20, offset: 20 });
    expect(screen.queryByRole('button', { name: 'Mehr anzeigen' })).toBeNull();
  });

  it('has an empty state with the ways to share, and an error state with retry', async () => {
    let fail = true;
    const load = vi.fn(async (): Promise<Page<Know>> => {
      if (fail) throw new ApiError({ handled: true, messageKey: 'errors:internetConnection' });
      return { content: [], numberOfResults: 0 };
    });
    await renderWithShell(<MyKnows variant="app" load={load} />, { locale: 'en', lang: 'en' });
    expect(await screen.findByText('No internet connection. Check your connection and try again.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: "You haven't shared any knows yet" })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Upload a know' })[0]).toHaveAttribute('href', '/app/knows/create?tab=upload');
    expect(screen.getAllByRole('link', { name: 'Import flashcards' })[0]).toHaveAttribute('href', '/app/knows/create?tab=flashcards');
  });

  it('congratulates after publishing: modal, focus inside, Escape closes and gives the focus back', async () => {
    window.history.replaceState(null, '', '/knows?showKnowUploadedCongratulationsDialog=true&wasFlashcardKnowUpload=false');
    const k = know(7, { title: 'Mitose' });
    useUploadDraftStore.setState({ lastPublished: { uuid: k.uuid, title: 'Mitose', slug: k.slug, isFlashcardKnow: false } });
    const load = async (): Promise<Page<Know>> => ({ content: [k], numberOfResults: 1 });
    await renderWithShell(
      <>
        <h1 id="my-knows-title" tabIndex={-1}>
          My knows
        </h1>
        <MyKnows variant="web" load={load} />
      </>,
      { locale: 'en', lang: 'en' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(dialog).toHaveTextContent('“Mitose” is published.');
    const view = screen.getByRole('link', { name: 'View your know' });
    expect(view).toHaveAttribute('href', `/knows/mitose-${k.uuid}`);
    expect(view).toHaveFocus();
    // Tab from the last control wraps to the first.
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(view).toHaveFocus();
    fireEvent.keyDown(view, { key: 'Tab', shiftKey: true });
    expect(close).toHaveFocus();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'My knows' })).toHaveFocus();
    expect(useUploadDraftStore.getState().lastPublished).toBeNull();
  });

  it('offers studying the new flashcards', async () => {
    window.history.replaceState(null, '', '/knows?showKnowUploadedCongratulationsDialog=true&wasFlashcardKnowUpload=true');
    useUploadDraftStore.setState({ lastPublished: { uuid: 'f1', title: 'Vokabeln', slug: 'vokabeln-f1', isFlashcardKnow: true } });
    await renderWithShell(<MyKnows variant="web" load={async () => ({ content: [], numberOfResults: 0 })} />, { locale: 'de', lang: 'de' });
    const dialog = await screen.findByRole('dialog', { name: 'Deine Karteikarten sind bereit!' });
    expect(dialog).toHaveTextContent('„Vokabeln“ ist veröffentlicht.');
    expect(screen.getByRole('link', { name: 'Jetzt lernen' })).toHaveAttribute('href', '/app/flashcards?knowUuid=f1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Schließen' })));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows no dialog without the query parameter', async () => {
    await renderWithShell(<MyKnows variant="web" load={async () => ({ content: [], numberOfResults: 0 })} />, { locale: 'en', lang: 'en' });
    await screen.findByRole('heading', { name: "You haven't shared any knows yet" });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
