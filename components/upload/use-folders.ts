/**
 * The learner's library folders for the folder field of the details steps: the one cached folder
 * query (lib/api/folders.ts), in the field's shape. A folder created while publishing joins the
 * cached list (a retry then reuses it).
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { addFolderToCache, useFolders as useFolderQuery } from '@/lib/api/folders';
import type { Folder } from '@/lib/api/know-types';
import type { FolderState } from './know-details-form';

export function useFolders(enabled: boolean, load?: () => Promise<Folder[]>) {
  const queryClient = useQueryClient();
  const query = useFolderQuery({ enabled, fetch: load });
  const state: FolderState = { status: query.data ? 'ready' : query.isError ? 'error' : 'loading', folders: query.data ?? [] };
  const add = useCallback((folder: Folder) => addFolderToCache(queryClient, folder), [queryClient]);
  return { state, add };
}
