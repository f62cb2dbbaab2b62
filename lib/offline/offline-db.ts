/**
 * The browser's offline copy (decision 0071), in IndexedDB through `idb`: the flashcard sets a
 * learner saved for offline study and the ratings made offline, waiting to be synced. Every
 * record carries the learner's id, so a second account on the same browser never sees them;
 * signing out deletes the whole database (clear-offline.ts).
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { FlashcardImage } from '@/lib/contract/anki';
import type { FlashcardRating } from '@/lib/contract/flashcards';
import type { StudySet } from '@/lib/contract/study';

export const OFFLINE_DB_NAME = 'knowly-offline';

export interface OfflineSetRecord {
  userId: string;
  knowUuid: string;
  set: StudySet;
  savedAt: string;
  /** The last time every review of the set made here reached the server. */
  syncedAt: string | null;
  /**
   * The cards' images (decision 0070), up to OFFLINE_STUDY_LIMITS.imageBytesPerSet; left out
   * in copies saved before images were kept, and for sets without images.
   */
  images?: OfflineImage[];
}

export interface OfflineImage {
  image: FlashcardImage;
  blob: Blob;
}

export interface QueuedReview {
  /** Made when the card was rated: the server counts each id once. */
  id: string;
  userId: string;
  knowUuid: string;
  flashcardUuid: string;
  rating: FlashcardRating;
  reviewedAt: string;
}

interface OfflineSchema extends DBSchema {
  sets: { key: [string, string]; value: OfflineSetRecord; indexes: { byUser: string } };
  reviews: { key: string; value: QueuedReview; indexes: { byUserSet: [string, string]; byUser: string } };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

export function openOfflineDb(name = OFFLINE_DB_NAME): Promise<OfflineDb> {
  return openDB<OfflineSchema>(name, 1, {
    upgrade(db) {
      const sets = db.createObjectStore('sets', { keyPath: ['userId', 'knowUuid'] });
      sets.createIndex('byUser', 'userId');
      const reviews = db.createObjectStore('reviews', { keyPath: 'id' });
      reviews.createIndex('byUserSet', ['userId', 'knowUuid']);
      reviews.createIndex('byUser', 'userId');
    },
  });
}
