// A flashcard draft as the API answers it (lib/contract/flashcards.ts), for the draft's components.
import type { FlashcardDraft } from '@/lib/contract/flashcards';

export const DRAFT_KNOW = '7b0c4d1e-9d53-4c8e-8a43-3f4f2c1d0a11';

/** Where a card comes from: a page of the know "Cell biology". */
export const citation = (page: number, quote: string) => ({
  knowUuid: DRAFT_KNOW, uploadUuid: null, title: 'Cell biology', page, quote, href: `/knows/cell-biology-${DRAFT_KNOW}/view?page=${page}`,
});

/** A draft of the know with `over`'s cards, engine and note, and 27 of 30 minutes left. */
export const flashcardDraft = (over: Pick<FlashcardDraft, 'contentLanguage' | 'cards' | 'engine' | 'note'>): FlashcardDraft => ({
  sourceTitles: ['Cell biology'],
  subjectId: 7,
  ...over,
  allowance: {
    monthlyMinutes: 30, usedMinutes: 3, remainingMinutes: 27, resetsOn: '2026-12-01', premiumStatus: 'NONE',
    costs: { summary: 3, mockExam: 5, chatMessage: 1, flashcards: 3 },
  },
});
