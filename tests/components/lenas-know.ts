// Lena's know in the German edition as the API answers it (lib/api/know-types.ts), for the
// components that show or edit one know; each test file sets what it is about.
import type { Know } from '@/lib/api/know-types';

export const LENAS_KNOW = '0b6f4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';

/** Published, a PDF, nobody's like or save yet; `over` sets the rest (title, subject, slug, …). */
export function lenasKnow(over: Partial<Know> & Pick<Know, 'title' | 'description' | 'subject' | 'slug'>): Know {
  return {
    uuid: LENAS_KNOW,
    status: 'PUBLISHED',
    isPrivate: false,
    format: 'PDF',
    isFlashcardKnow: false,
    topic: null,
    gradeIds: [9],
    contentLanguageCode: 'de',
    countryCode: 'DE',
    knower: { uuid: 'a1b2c3d4-0000-4000-8000-000000000001', user: { uuid: 'a1b2c3d4-0000-4000-8000-000000000002', name: 'Lena', username: 'lena', profilePictureUrl: null } },
    pageCount: 2,
    filename: 'zelle.pdf',
    thumbnailUrl: null,
    documents: [],
    flashcardCount: 0,
    likesCount: 0,
    savesCount: 0,
    isLiked: false,
    isSaved: false,
    folderUuid: null,
    isOwn: false,
    publishedOn: null,
    rejectionReason: null,
    createdOn: '2026-01-02T10:00:00.000Z',
    updatedOn: '2026-01-02T10:00:00.000Z',
    ...over,
  };
}
