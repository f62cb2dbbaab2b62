/** Uploads resource (issue 5): POST /uploads, multipart field "file". */
import type { KnowDocument } from './know-types';
import { postFile } from './post-file';

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
  return postFile<KnowDocument>('/uploads', file, { onProgress, signal });
}
