/** Uploads resource (issue 5): POST /uploads, multipart field "file". */
import { apiClient } from './client';
import type { KnowDocument } from './know-types';

/**
 * Uploads one PDF (or, where the edition allows it, an image). Resolves once the server has
 * validated the file and extracted its text. `onProgress` gets the sent fraction (0..1);
 * `signal` cancels (the promise then rejects with an ApiError whose `canceled` is true).
 */
export async function uploadFile(
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<KnowDocument> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await apiClient.post<KnowDocument>('/uploads', form, {
    signal,
    onUploadProgress: (e) => {
      const total = e.total ?? file.size;
      if (onProgress && total > 0) onProgress(Math.min(1, e.loaded / total));
    },
  });
  return data;
}
