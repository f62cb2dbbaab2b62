/** Folders resource (issue 5): the learner's library folders. */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from './client';
import { folderKeys, knowKeys } from './query-keys';
import type { Folder } from './know-types';

const id = (uuid: string) => encodeURIComponent(uuid);

export async function listFolders(): Promise<Folder[]> {
  return (await apiClient.get<Folder[]>('/folders')).data;
}

export async function getFolder(uuid: string): Promise<Folder> {
  return (await apiClient.get<Folder>(`/folders/${id(uuid)}`)).data;
}

/** POST /folders (409 DuplicateError when the name is taken). */
export async function createFolder(name: string): Promise<Folder> {
  return (await apiClient.post<Folder>('/folders', { name })).data;
}

export async function renameFolder(uuid: string, name: string): Promise<Folder> {
  return (await apiClient.patch<Folder>(`/folders/${id(uuid)}`, { name })).data;
}

/** DELETE /folders/{uuid}: its knows stay saved, outside any folder. */
export async function deleteFolder(uuid: string): Promise<void> {
  await apiClient.delete(`/folders/${id(uuid)}`);
}

// --- Queries (decision 0012): the folder list is one cached query shared by the library, the
// save dialog and the upload folder pickers; every change updates it and the lists it affects.

const byName = (a: Folder, b: Folder) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });
const sorted = (folders: readonly Folder[]) => [...folders].sort(byName);

/** `fetch` replaces the API call (component tests, the know page's on-demand module). */
export function getFoldersQueryOptions(fetch: () => Promise<Folder[]> = listFolders) {
  return queryOptions({ queryKey: folderKeys.all, queryFn: () => fetch() });
}

/** The folders, by name. */
export function useFolders({ enabled = true, fetch }: { enabled?: boolean; fetch?: () => Promise<Folder[]> } = {}) {
  return useQuery({ ...getFoldersQueryOptions(fetch), enabled, select: sorted });
}

/** Adds a folder to the cached list (created here or by another request of this page). */
export function addFolderToCache(queryClient: QueryClient, folder: Folder) {
  queryClient.setQueryData<Folder[]>(folderKeys.all, (old) => [...(old ?? []).filter((f) => f.uuid !== folder.uuid), folder]);
}

export function useCreateFolder(create: (name: string) => Promise<Folder> = createFolder) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: create, onSuccess: (folder) => addFolderToCache(queryClient, folder) });
}

export function useRenameFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, name }: { uuid: string; name: string }) => renameFolder(uuid, name),
    onSuccess: (folder) => queryClient.setQueryData<Folder[]>(folderKeys.all, (old) => (old ?? []).map((f) => (f.uuid === folder.uuid ? folder : f))),
  });
}

export function useDeleteFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => deleteFolder(uuid),
    onSuccess: (_, uuid) => {
      queryClient.setQueryData<Folder[]>(folderKeys.all, (old) => (old ?? []).filter((f) => f.uuid !== uuid));
      // Its knows stay saved, outside any folder: the library lists change.
      void queryClient.invalidateQueries({ queryKey: knowKeys.savedAll });
    },
  });
}
