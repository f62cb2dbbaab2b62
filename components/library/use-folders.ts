/**
 * The library's view of the learner's folders: the cached folder query of lib/api/folders.ts
 * with its create/rename/delete mutations, in the one shape the library components take (and
 * tests build by hand). `reload` after knows moved: their counts change, other lists are stale.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { folderKeys, knowKeys } from '@/lib/api/query-keys';
import { useCreateFolder, useDeleteFolder, useFolders as useFolderQuery, useRenameFolder } from '@/lib/api/folders';
import type { Folder } from '@/lib/api/know-types';

export interface FoldersApi {
  status: 'loading' | 'error' | 'ready';
  folders: Folder[];
  reload: () => void;
  create: (name: string) => Promise<Folder>;
  rename: (uuid: string, name: string) => Promise<Folder>;
  remove: (uuid: string) => Promise<void>;
}

export function useFolders(enabled: boolean): FoldersApi {
  const queryClient = useQueryClient();
  const query = useFolderQuery({ enabled });
  const { mutateAsync: create } = useCreateFolder();
  const { mutateAsync: renameAsync } = useRenameFolder();
  const { mutateAsync: remove } = useDeleteFolder();
  const rename = useCallback((uuid: string, name: string) => renameAsync({ uuid, name }), [renameAsync]);
  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: folderKeys.all });
    // Lists not on screen load again when shown; the one on screen applied the change itself.
    void queryClient.invalidateQueries({ queryKey: knowKeys.savedAll, refetchType: 'none' });
  }, [queryClient]);
  const status = query.data ? 'ready' : query.isError ? 'error' : 'loading';
  return { status, folders: query.data ?? [], reload, create, rename, remove };
}
