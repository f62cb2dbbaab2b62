/**
 * A file sent as multipart field "file" (after any other `fields`), as the uploads, the profile
 * picture and the Anki import send theirs: `onProgress` gets the sent fraction (0..1); `signal`
 * cancels (the promise then rejects with an ApiError whose `canceled` is true).
 */
import { apiClient } from './client';

export interface PostFileOptions {
  fields?: Record<string, string>;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export async function postFile<T>(path: string, file: File, { fields = {}, onProgress, signal }: PostFileOptions = {}): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  const { data } = await apiClient.post<T>(path, form, {
    signal,
    onUploadProgress: (e) => {
      const total = e.total ?? file.size;
      if (onProgress && total > 0) onProgress(Math.min(1, e.loaded / total));
    },
  });
  return data;
}
