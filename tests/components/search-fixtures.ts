// Know objects as the API answers them (lib/api/know-types.ts), for component tests.
import type { Know } from '@/lib/api/know-types';
import type { SearchHit } from '@/lib/contract/search';

let n = 0;

export function makeKnow(over: Partial<Know> = {}): Know {
  n += 1;
  const uuid = over.uuid ?? `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const title = over.title ?? `Photosynthesis notes ${n}`;
  return {
    uuid,
    title,
    description: 'Light reactions and the Calvin cycle.',
    status: 'PUBLISHED',
    isPrivate: false,
    format: 'PDF',
    isFlashcardKnow: false,
    subject: { id: 7, name: 'Biology', slug: 'biology-study-guides' },
    topic: null,
    gradeIds: [],
    contentLanguageCode: 'en',
    countryCode: 'US',
    knower: { uuid: '10000000-0000-4000-8000-000000000001', user: { uuid: '20000000-0000-4000-8000-000000000001', name: 'Ada Knower', username: 'ada', profilePictureUrl: null } },
    pageCount: 3,
    filename: 'notes.pdf',
    thumbnailUrl: `/api/v1/knows/${uuid}/thumbnail`,
    documents: [],
    flashcardCount: 0,
    likesCount: 4,
    savesCount: 1,
    isLiked: false,
    isSaved: false,
    folderUuid: null,
    isOwn: false,
    publishedOn: '2026-01-10T10:00:00.000Z',
    rejectionReason: null,
    createdOn: '2026-01-10T10:00:00.000Z',
    updatedOn: '2026-01-10T10:00:00.000Z',
    slug: `x-${uuid}`,
    ...over,
  };
}

export function makeHit(over: Partial<Know> = {}, highlights?: SearchHit['highlights']): SearchHit {
  const know = makeKnow(over);
  return { score: 1, know, highlights: highlights ?? { title: [{ text: know.title, match: false }], snippet: [] } };
}

/** A search answer's facets when it counts nothing. */
export const NO_FACETS = { subjects: [], grades: [], formats: [] };
