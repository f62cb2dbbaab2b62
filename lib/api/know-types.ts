/**
 * Shapes of the knows API as pages and components read them: inferred from the contract
 * (lib/contract), the same zod schemas the server validates and documents with.
 */
export type { CreateKnowBody, Flashcard, Know, KnowDetail, KnowDocument, KnowFormat, KnowStatus, Page, UpdateKnowBody } from '@/lib/contract/knows';
export type { HighlightSegment, SearchResponse } from '@/lib/contract/search';
export type { Folder } from '@/lib/contract/library';
export type { FlashcardDeck, FlashcardRating, ReviewResult, StudyCard } from '@/lib/contract/flashcards';
