/**
 * The know being created (issue 5 §3): uploaded documents, imported flashcards and the details
 * typed so far, kept between /knows/create/upload and /knows/create/details and across a reload
 * in sessionStorage (per tab, gone with the tab: uploads the server purges after 24 h never
 * outlive it for long). Cleared once the know is published; the published know is remembered
 * for the congratulations dialog on /knows.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { KnowDocument, KnowStatus } from '@/lib/api/know-types';
import type { KnowFormValues } from '@/lib/knows/know-form-values';
import { webStorage } from '@/lib/web-storage';

export const UPLOAD_DRAFT_STORAGE_KEY = 'knowly.uploadDraft';

/** The know form's values and the folder to publish into, as the controls hold them. */
export interface DetailsDraft extends KnowFormValues {
  /** '' no folder, a folder uuid, or NEW_FOLDER. */
  folder: string;
  newFolderName: string;
}

export interface DraftCard {
  front: string;
  back: string;
}

export interface PublishedKnow {
  uuid: string;
  title: string;
  slug: string;
  isFlashcardKnow: boolean;
  /** IN_REVIEW where the edition has reviewers (decision 0028); absent in drafts stored before. */
  status?: KnowStatus;
}

interface DraftData {
  /** User the draft belongs to: another account in the same tab starts afresh. */
  ownerUuid: string | null;
  documents: KnowDocument[];
  flashcards: DraftCard[] | null;
  details: DetailsDraft | null;
  lastPublished: PublishedKnow | null;
}

interface DraftState extends DraftData {
  /** Starts a draft for `ownerUuid`, dropping one of another user. */
  claim: (ownerUuid: string) => void;
  setDocuments: (documents: KnowDocument[]) => void;
  setFlashcards: (cards: DraftCard[] | null) => void;
  setDetails: (details: DetailsDraft) => void;
  /** After publishing: the draft goes, the know is remembered for the dialog. */
  published: (know: PublishedKnow) => void;
  reset: () => void;
}

const EMPTY: DraftData = { ownerUuid: null, documents: [], flashcards: null, details: null, lastPublished: null };

export const useUploadDraftStore = create<DraftState>()(
  persist(
    (set, get) => ({
      ...EMPTY,
      claim: (ownerUuid) => {
        if (get().ownerUuid !== ownerUuid) set({ ...EMPTY, ownerUuid });
      },
      setDocuments: (documents) => set({ documents }),
      setFlashcards: (flashcards) => set({ flashcards }),
      setDetails: (details) => set({ details }),
      published: (know) => set({ documents: [], flashcards: null, details: null, lastPublished: know }),
      reset: () => set({ ...EMPTY, ownerUuid: get().ownerUuid }),
    }),
    {
      name: UPLOAD_DRAFT_STORAGE_KEY,
      storage: createJSONStorage(() => webStorage('sessionStorage')),
      partialize: (s): DraftData => ({
        ownerUuid: s.ownerUuid,
        documents: s.documents,
        flashcards: s.flashcards,
        details: s.details,
        lastPublished: s.lastPublished,
      }),
    },
  ),
);
