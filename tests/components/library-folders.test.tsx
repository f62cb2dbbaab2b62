// Library folders in the browser: the name form (checks, server verdicts), the delete
// confirmation (safe default, Escape), the sections list and an unknown folder. The data comes
// in as props; the API itself is covered by tests/api and e2e/flashcards.spec.ts.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeleteFolderConfirm } from '@/components/library/delete-folder-confirm';
import { FolderNameForm } from '@/components/library/folder-name-form';
import { FolderView } from '@/components/library/folder-view';
import { LibraryNav } from '@/components/library/library-nav';
import type { FoldersApi } from '@/components/library/use-folders';
import { ApiError } from '@/lib/api/errors';
import type { Folder } from '@/lib/api/know-types';
import { renderWithShell } from './render';

const folder = (name: string, knowsCount: number, n: number): Folder => ({
  uuid: `3f0c7a52-1b1e-4c57-9a0e-00000000000${n}`,
  name,
  knowsCount,
  createdOn: '2027-01-01T00:00:00.000Z',
  updatedOn: '2027-01-01T00:00:00.000Z',
});

function foldersApi(folders: Folder[], over: Partial<FoldersApi> = {}): FoldersApi {
  return {
    status: 'ready',
    folders,
    reload: vi.fn(),
    create: vi.fn(async (name: string) => folder(name, 0, 9)),
    rename: vi.fn(async (uuid: string, name: string) => ({ ...folders.find((f) => f.uuid === uuid)!, name })),
    remove: vi.fn(async () => undefined),
    ...over,
  } as FoldersApi;
}

describe('folder name form', () => {
  it('requires a name and caps its length, with the focus on the field', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderWithShell(<FolderNameForm label="New folder" submitLabel="Create folder" onSubmit={onSubmit} />);
    const input = screen.getByLabelText('New folder');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create folder' }));
    expect(await screen.findByText('Enter a name.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: 'x'.repeat(61) } });
    fireEvent.click(screen.getByRole('button', { name: 'Create folder' }));
    expect(await screen.findByText('Use at most 60 characters.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '  Biology  ' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Biology'));
    await waitFor(() => expect(input).toHaveValue(''));
  });

  it('shows a taken name on the field', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError({ type: 'DuplicateError', status: 409 });
    });
    await renderWithShell(<FolderNameForm label="New folder" submitLabel="Create folder" onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('New folder'), { target: { value: 'Maths' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create folder' }));
    expect(await screen.findByText('You already have a folder with this name.')).toBeInTheDocument();
    expect(screen.getByLabelText('New folder')).toHaveValue('Maths');
  });

  it('renames from the current name and cancels with Escape', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onCancel = vi.fn();
    await renderWithShell(
      <FolderNameForm label="Rename folder" submitLabel="Save" initialName="Maths" autoFocus onSubmit={onSubmit} onCancel={onCancel} />,
    );
    const input = screen.getByLabelText('Rename folder');
    expect(input).toHaveValue('Maths');
    expect(input).toHaveFocus();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.change(input, { target: { value: 'Algebra' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Algebra'));
  });
});

describe('delete folder confirmation', () => {
  it('starts on the safe choice, says the knows stay saved, and Escape keeps the folder', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const onCancel = vi.fn();
    await renderWithShell(<DeleteFolderConfirm name="Maths" onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the folder “Maths”?' });
    expect(dialog).toHaveAccessibleDescription('Only the folder goes. Its knows stay in your library under All saved.');
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Keep it' }), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });
});

describe('library sections', () => {
  it('lists the sections and folders with counts, marks the current one, and creates folders', async () => {
    const maths = folder('Maths', 3, 1);
    const api = foldersApi([folder('Biology', 1, 2), maths]);
    await renderWithShell(<LibraryNav active={maths.uuid} folders={api} />);
    const nav = screen.getByRole('navigation', { name: 'Library sections' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All saved' })).toHaveAttribute('href', '/app/library');
    expect(screen.getByRole('link', { name: 'Synced' })).toHaveAttribute('href', '/app/library/synced');
    const current = screen.getByRole('link', { name: /Maths/ });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', `/app/library/${maths.uuid}`);
    expect(current).toHaveTextContent('3 knows');
    expect(screen.getByRole('link', { name: /Biology/ })).toHaveTextContent('1 know');
    expect(screen.getByRole('link', { name: /Biology/ })).not.toHaveAttribute('aria-current');

    fireEvent.change(screen.getByLabelText('New folder'), { target: { value: 'History' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create folder' }));
    });
    expect(api.create).toHaveBeenCalledWith('History');
  });

  it('says when there are no folders yet', async () => {
    await renderWithShell(<LibraryNav active="all" folders={foldersApi([])} />);
    expect(screen.getByText('No folders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All saved' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows "folder not found" for an id that is not one of the learner\'s folders', async () => {
    await renderWithShell(<FolderView folderUuid="3f0c7a52-1b1e-4c57-9a0e-0000000000ff" folders={foldersApi([folder('Maths', 0, 1)])} />);
    expect(screen.getByRole('heading', { name: 'Folder not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the library' })).toHaveAttribute('href', '/app/library');
  });
});
