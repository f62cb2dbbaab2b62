/**
 * The card images of a set saved for offline study (decisions 0070, 0071): fetched once when the
 * set is saved, in card order, until OFFLINE_STUDY_LIMITS.imageBytesPerSet; kept beside the set in
 * IndexedDB (so signing out deletes them with it) and shown from there with or without a network.
 */
import type { FlashcardImage } from '@/lib/contract/anki';
import { OFFLINE_STUDY_LIMITS } from '@/lib/contract/limits';
import type { CardImageSource } from '@/lib/study/card-image-source';
import type { OfflineImage, OfflineSetRecord } from './offline-db';

/**
 * The images to keep: each fetched one at a time (a phone on a slow network), the first that
 * fails or would pass the bound ends the list, so a set is kept with a prefix of its images.
 */
export async function fetchOfflineImages(
  list: () => Promise<FlashcardImage[]>,
  get: (image: FlashcardImage) => Promise<Blob>,
  maxBytes: number = OFFLINE_STUDY_LIMITS.imageBytesPerSet,
): Promise<OfflineImage[]> {
  const kept: OfflineImage[] = [];
  let bytes = 0;
  for (const image of await list()) {
    let blob: Blob;
    try {
      blob = await get(image);
    } catch {
      break;
    }
    if (bytes + blob.size > maxBytes) break;
    bytes += blob.size;
    kept.push({ image, blob });
  }
  return kept;
}

/** The saved copy's images as the study modes read them (components/study/card-side-images.tsx). */
export function offlineImageSource(record: OfflineSetRecord): CardImageSource {
  const images = record.images ?? [];
  const blobs = new Map(images.map((i) => [i.image.uuid, i.blob]));
  return {
    id: `offline:${record.savedAt}`,
    list: async () => images.map((i) => i.image),
    blob: async (image) => {
      const blob = blobs.get(image.uuid);
      if (!blob) throw new Error('Image not saved offline');
      return blob;
    },
  };
}
