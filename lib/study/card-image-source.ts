/**
 * Where the study modes get a set's card images from (decision 0070): the API online, the saved
 * copy in IndexedDB offline (lib/offline/offline-images.ts).
 */
import type { FlashcardImage } from '@/lib/contract/anki';

export interface CardImageSource {
  /** Tells sources apart in the page's cache. */
  id: string;
  /** The set's images, in card order; [] when it has none. */
  list(knowUuid: string): Promise<FlashcardImage[]>;
  blob(image: FlashcardImage): Promise<Blob>;
}
