// The know page's actions bar: visitors get sign-in links (back to this page), signed-in readers
// toggle like and save (with a folder), the owner gets the edit link. The API is a fake passed
// in as a prop; state changes come from its answers.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { KnowActions, type KnowActionsApi } from '@/components/knows/know-actions';
import type { Folder, Know } from '@/lib/api/know-types';
import { ApiError } from '@/lib/api/errors';
import { renderWithShell } from './render';
import { lenasKnow, LENAS_KNOW } from './lenas-know';

const UUID = LENAS_KNOW;

const makeKnow = (over: Partial<Know> = {}): Know =>
  lenasKnow({
    title: 'Zellatmung kompakt',
    description: 'Mitochondrien',
    subject: { id: 1004, name: 'Biologie', slug: 'biologie-lernzettel' },
    pageCount: 3,
    documents: [{ uuid: 'a1b2c3d4-0000-4000-8000-000000000003', contentType: 'application/pdf', filename: 'zelle.pdf', sizeBytes: 100, pageCount: 3, url: '/api/v1/x', thumbnailUrl: null }],
    likesCount: 2,
    publishedOn: '2026-01-02T10:00:00.000Z',
    slug: `zellatmung-kompakt-${UUID}`,
    ...over,
  });

const folder: Folder = { uuid: 'f0000000-0000-4000-8000-000000000001', name: 'Bio', knowsCount: 3, createdOn: '', updatedOn: '' };

function fakeApi(over: Partial<KnowActionsApi> = {}): KnowActionsApi {
  return {
    like: vi.fn(async () => makeKnow({ isLiked: true, likesCount: 3 })),
    unlike: vi.fn(async () => makeKnow({ isLiked: false, likesCount: 2 })),
    save: vi.fn(async (_uuid: string, folderUuid: string | null) => makeKnow({ isSaved: true, folderUuid })),
    unsave: vi.fn(async () => makeKnow({ isSaved: false })),
    listFolders: vi.fn(async () => [folder]),
    createFolder: vi.fn(async (name: string) => ({ ...folder, uuid: 'f0000000-0000-4000-8000-000000000002', name, knowsCount: 0 })),
    ...over,
  };
}

function Stateful({ initial, api, signedIn = true, personalized = true }: { initial: Know; api: KnowActionsApi; signedIn?: boolean | null; personalized?: boolean }) {
  const [know, setKnow] = useState(initial);
  return <KnowActions know={know} signedIn={signedIn} personalized={personalized} onChange={setKnow} api={api} />;
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('know actions', () => {
  it('sends visitors to sign-in and back for like and save', async () => {
    window.history.replaceState(null, '', `/knows/zellatmung-kompakt-${UUID}?query=zelle`);
    const api = fakeApi();
    await renderWithShell(<Stateful initial={makeKnow()} api={api} signedIn={false} />, { locale: 'de', lang: 'de' });
    const like = screen.getByRole('link', { name: 'Anmelden, um zu liken (2 Likes)' });
    const href = new URL(like.getAttribute('href')!, 'http://de.localhost');
    expect(href.pathname).toBe('/auth/anmelden');
    expect(href.searchParams.get('redirect')).toBe(`/knows/zellatmung-kompakt-${UUID}?query=zelle`);
    expect(screen.getByRole('link', { name: /Speichern/ }).getAttribute('href')).toBe(like.getAttribute('href'));
    expect(screen.queryByRole('button', { name: /Gefällt mir/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bearbeiten' })).toBeNull();
    expect(api.like).not.toHaveBeenCalled();
  });

  it('waits for the reader’s own state before like and save can be used', async () => {
    await renderWithShell(<Stateful initial={makeKnow()} api={fakeApi()} personalized={false} />, { locale: 'de', lang: 'de' });
    expect(screen.getByRole('button', { name: 'Gefällt mir (2 Likes)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Speichern/ })).toBeDisabled();
  });

  it('toggles like with the count, pressed state from the answer', async () => {
    const api = fakeApi();
    await renderWithShell(<Stateful initial={makeKnow()} api={api} />);
    const like = screen.getByRole('button', { name: 'Like (2 likes)' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await act(async () => fireEvent.click(like));
    expect(api.like).toHaveBeenCalledWith(UUID);
    const liked = screen.getByRole('button', { name: 'Like (3 likes)' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    expect(liked).toHaveTextContent('Liked');
    await act(async () => fireEvent.click(liked));
    expect(api.unlike).toHaveBeenCalledWith(UUID);
    expect(screen.getByRole('button', { name: 'Like (2 likes)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('puts a failed like back as it was', async () => {
    const api = fakeApi({ like: vi.fn(async () => Promise.reject(new ApiError({ status: 409, type: 'DuplicateError' }))) });
    await renderWithShell(<Stateful initial={makeKnow()} api={api} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Like (2 likes)' })));
    expect(screen.getByRole('button', { name: 'Like (2 likes)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('saves into a chosen folder, and unsaves', async () => {
    const api = fakeApi();
    await renderWithShell(<Stateful initial={makeKnow()} api={api} />);
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Save to your library' });
    const bio = await within(dialog).findByLabelText(/Bio/);
    expect(within(dialog).getByLabelText('Library (no folder)')).toBeChecked();
    fireEvent.click(bio);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    expect(api.save).toHaveBeenCalledWith(UUID, folder.uuid);
    const saved = screen.getByRole('button', { name: /Saved/ });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    await act(async () => fireEvent.click(saved));
    expect(api.unsave).toHaveBeenCalledWith(UUID);
    expect(screen.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('creates a folder in the save dialog and refuses a taken name', async () => {
    const api = fakeApi({
      createFolder: vi.fn(async (name: string) => {
        if (name === 'Bio') throw new ApiError({ status: 409, type: 'DuplicateError' });
        return { ...folder, uuid: 'f0000000-0000-4000-8000-000000000009', name, knowsCount: 0 };
      }),
    });
    await renderWithShell(<Stateful initial={makeKnow()} api={api} />);
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Save to your library' });
    await within(dialog).findByLabelText(/Bio/);
    const name = within(dialog).getByLabelText('New folder');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter a name for the folder.')).toBeInTheDocument();
    // The contract's limit (60), not the 100 the dialog once allowed: nothing is sent.
    fireEvent.change(name, { target: { value: 'x'.repeat(61) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Use at most 60 characters.')).toBeInTheDocument();
    expect(api.createFolder).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: 'Bio' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Create' })));
    expect(within(dialog).getByText('You already have a folder with this name.')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'Chemie' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Create' })));
    await waitFor(() => expect(within(dialog).getByLabelText(/Chemie/)).toBeChecked());
  });

  it('shows the edit link to the owner only, and download for documents', async () => {
    const { unmount } = await renderWithShell(<Stateful initial={makeKnow({ isOwn: true })} api={fakeApi()} />, { locale: 'de', lang: 'de' });
    expect(screen.getByRole('link', { name: 'Bearbeiten' })).toHaveAttribute('href', `/knows/zellatmung-kompakt-${UUID}/edit`);
    expect(screen.getByRole('link', { name: /Herunterladen/ })).toHaveAttribute('href', `/knows/zellatmung-kompakt-${UUID}/know-herunterladen`);
    unmount();
    await renderWithShell(<Stateful initial={makeKnow({ isFlashcardKnow: true, format: 'FLASHCARDS', documents: [] })} api={fakeApi()} />);
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
  });

  it('copies a share link marked referrer=share where the Web Share API is missing', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderWithShell(<Stateful initial={makeKnow()} api={fakeApi()} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Share/ })));
    expect(writeText).toHaveBeenCalledWith(`http://localhost:3000/knows/zellatmung-kompakt-${UUID}?referrer=share`);
  });
});
