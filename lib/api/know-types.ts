/**
 * Shapes of the knows API (issue 5): what server/knows, server/search, server/library and
 * server/flashcards answer, and what pages and components read. The server's zod schemas must
 * produce exactly these (tests/api check them).
 */

export type KnowStatus = 'DRAFT' | 'IN_REVIEW' | 'PUBLISHED' | 'REJECTED';
/** PDF: one or more PDF documents; IMAGE: images (US only); FLASHCARDS: a flashcard set. */
export type KnowFormat = 'PDF' | 'IMAGE' | 'FLASHCARDS';

export interface KnowerSummary {
  uuid: string;
  user: { uuid: string; name: string; username: string; profilePictureUrl: string | null };
}

/** One uploaded file of a know (or an unattached upload). */
export interface KnowDocument {
  uuid: string;
  /** application/pdf | image/png | image/jpeg | image/webp */
  contentType: string;
  filename: string;
  sizeBytes: number;
  pageCount: number;
  /** GET: the file bytes (send the client headers and the bearer for private knows). */
  url: string;
  /** GET: PNG of the first page, loadable by <img> for public knows. */
  thumbnailUrl: string | null;
}

export interface Flashcard {
  uuid: string;
  front: string;
  back: string;
}

export interface Know {
  uuid: string;
  title: string;
  description: string;
  status: KnowStatus;
  isPrivate: boolean;
  format: KnowFormat;
  /** format === 'FLASHCARDS' */
  isFlashcardKnow: boolean;
  subject: { id: number; name: string } | null;
  topic: { uuid: string; name: string } | null;
  gradeIds: number[];
  contentLanguageCode: string;
  /** Edition the know belongs to (country code). */
  countryCode: string;
  knower: KnowerSummary;
  pageCount: number;
  filename: string | null;
  /** First document's first-page thumbnail (PNG), or null (flashcards). */
  thumbnailUrl: string | null;
  documents: KnowDocument[];
  flashcardCount: number;
  likesCount: number;
  savesCount: number;
  /** The caller's own state (false / null for visitors). */
  isLiked: boolean;
  isSaved: boolean;
  /** The caller's folder holding this know, if saved into one. */
  folderUuid: string | null;
  /** True when the caller owns the know. */
  isOwn: boolean;
  publishedOn: string | null;
  createdOn: string;
  updatedOn: string;
  /** `${slugify(title)}-${uuid}`: the page is /knows/{slug}. */
  slug: string;
}

/** GET /knows/{uuid} adds the text of the first pages and, for flashcard knows, the cards. */
export interface KnowDetail extends Know {
  /** Extracted text of the first pages (at most KNOW_PREVIEW_PAGES), 1-based page numbers. */
  pages: { number: number; text: string }[];
  flashcards: Flashcard[];
}

export interface CreateKnowBody {
  title: string;
  description?: string;
  /** A subject of the edition's catalogue; required where the edition has one. */
  subjectId?: number | null;
  topicUuid?: string | null;
  gradeIds?: number[];
  contentLanguageCode: string;
  isPrivate?: boolean;
  folderUuid?: string | null;
  /** Exactly one of uploadIds (documents, in order) and flashcards. */
  uploadIds?: string[];
  flashcards?: { front: string; back: string }[];
}

export type UpdateKnowBody = Partial<
  Pick<CreateKnowBody, 'title' | 'description' | 'subjectId' | 'topicUuid' | 'gradeIds' | 'isPrivate' | 'folderUuid' | 'flashcards'>
>;

export interface Page<T> {
  content: T[];
  numberOfResults: number;
}

/** A run of text; `match` marks a search hit (render it as <mark>). Never HTML. */
export interface HighlightSegment {
  text: string;
  match: boolean;
}

export interface SearchHit {
  score: number;
  know: Know;
  highlights: { title: HighlightSegment[]; snippet: HighlightSegment[] };
}

export interface SearchResponse extends Page<SearchHit> {
  /** Hits that matched the words as typed (the rest came from typo tolerance). */
  numberOfExactResults: number;
  /** Echo of the server's request id, for the search analytics snapshot. */
  requestUuid: string;
}

export interface SearchParams {
  query?: string;
  subjectId?: number;
  topicUuid?: string;
  contentLanguageCode?: string;
  knowFormat?: KnowFormat;
  limit?: number;
  offset?: number;
}

export interface Folder {
  uuid: string;
  name: string;
  knowsCount: number;
  createdOn: string;
  updatedOn: string;
}

/** ts-fsrs ratings: 1 Again, 2 Hard, 3 Good, 4 Easy. */
export type FlashcardRating = 1 | 2 | 3 | 4;

export interface StudyCard extends Flashcard {
  knowUuid: string;
  /** 0 New, 1 Learning, 2 Review, 3 Relearning */
  state: 0 | 1 | 2 | 3;
  due: string;
  reps: number;
  lapses: number;
}

export interface FlashcardDeck {
  know: Know;
  cardCount: number;
  /** Studied cards due now (new cards not counted). */
  dueCount: number;
  /** Cards never studied (always due). */
  newCount: number;
  /** Earliest due date of the studied cards, null before any review. */
  nextDueOn: string | null;
}

export interface ReviewResult {
  card: StudyCard;
  /** The card's next due date after this review. */
  nextDue: string;
}
