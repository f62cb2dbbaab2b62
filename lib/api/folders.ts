/** Folders resource (issue 5): the learner's library folders. */
import { apiClient } from './client';
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
