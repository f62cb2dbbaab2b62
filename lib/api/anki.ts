/** Anki decks (decision 0070): import an .apkg as a new private set, export an own set as one. */
import type { AnkiImportResult, FlashcardImage } from '@/lib/contract/anki';
import { ANKI_IMPORT_PATH, ankiExportPath, setImagesPath } from '@/lib/contract/anki-constants';
import { apiClient } from './client';
import { postFile } from './post-file';

export interface AnkiImportRequest {
  file: File;
  contentLanguageCode: string;
  subjectId: number | null;
}

/**
 * POST /flashcard-sets/anki-imports. `onProgress` gets the sent fraction (0..1); once all is
 * sent the server reads the deck, which the caller shows as a second, indeterminate step.
 */
export async function importAnkiDeck(request: AnkiImportRequest, onProgress?: (fraction: number) => void): Promise<AnkiImportResult> {
  const fields = {
    contentLanguageCode: request.contentLanguageCode,
    subjectId: request.subjectId === null ? '' : String(request.subjectId),
  };
  return postFile<AnkiImportResult>(ANKI_IMPORT_PATH, request.file, { fields, onProgress });
}

/** GET /flashcard-sets/{uuid}/anki-export: the .apkg (owner only). */
export async function exportAnkiDeck(knowUuid: string): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(ankiExportPath(encodeURIComponent(knowUuid)), { responseType: 'blob' });
  return data;
}

/** GET /flashcard-sets/{uuid}/images: the images on the set's cards (most sets have none). */
export async function listSetImages(knowUuid: string): Promise<FlashcardImage[]> {
  return (await apiClient.get<FlashcardImage[]>(setImagesPath(encodeURIComponent(knowUuid)))).data;
}

/** An image's bytes (FlashcardImage.url, already on the API base), with the client headers. */
export async function getFlashcardImage(url: string): Promise<Blob> {
  return (await apiClient.get<Blob>(url.replace(/^\/api\/v1/, ''), { responseType: 'blob' })).data;
}
