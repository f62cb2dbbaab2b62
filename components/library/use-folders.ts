/**
 * The learner's folders for the library pages: loaded once signed in, kept in step with
 * create/rename/delete, and reloaded when knows move (their counts change).
 */
import { useCallback, useEffect, useState } from 'react';
import { createFolder, deleteFolder, listFolders, renameFolder } from '@/lib/api/folders';
import type { Folder } from '@/lib/api/know-types';

export type FoldersState =
  | { status: 'loading'; folders: Folder[] }
  | { status: 'error'; folders: Folder[] }
  | { status: 'ready'; folders: Folder[] };

const byName = (a: Folder, b: Folder) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

export function useFolders(enabled: boolean) {
  const [state, setState] = useState<FoldersState>({ status: 'loading', folders: [] });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    listFolders().then(
      (folders) => alive && setState({ status: 'ready', folders: [...folders].sort(byName) }),
      () => alive && setState((s) => ({ status: 'error', folders: s.folders })),
    );
    return () => {
      alive = false;
    };
  }, [enabled, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);

  const create = useCallback(async (name: string) => {
    const folder = await createFolder(name);
    setState((s) => ({ status: 'ready', folders: [...s.folders, folder].sort(byName) }));
    return folder;
  }, []);

  const rename = useCallback(async (uuid: string, name: string) => {
    const folder = await renameFolder(uuid, name);
    setState((s) => ({ status: 'ready', folders: s.folders.map((f) => (f.uuid === uuid ? folder : f)).sort(byName) }));
    return folder;
  }, []);

  const remove = useCallback(async (uuid: string) => {
    await deleteFolder(uuid);
    setState((s) => ({ status: 'ready', folders: s.folders.filter((f) => f.uuid !== uuid) }));
  }, []);

  return { ...state, reload, create, rename, remove };
}

export type FoldersApi = ReturnType<typeof useFolders>;
