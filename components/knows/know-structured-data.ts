/**
 * schema.org data of a know page (spec §2.4 structured data): a LearningResource with its
 * subject, grades, author and thumbnail, serialised so it can sit inside a <script> element.
 * Pure: the page passes absolute URLs.
 */
import type { KnowDetail } from '@/lib/api/know-types';

export interface KnowStructuredDataInput {
  know: KnowDetail;
  /** Absolute canonical URL of the know page. */
  url: string;
  /** Absolute URL of the first-page thumbnail, or null. */
  thumbnailUrl: string | null;
  /** BCP 47 tag of the content language. */
  inLanguage: string;
  /** Label of a grade for educationalLevel, e.g. "Grade 9". */
  gradeLabel: (grade: number) => string;
}

export function knowStructuredData({ know, url, thumbnailUrl, inLanguage, gradeLabel }: KnowStructuredDataInput) {
  const levels = know.gradeIds.map(gradeLabel);
  return {
    '@context': 'https://schema.org',
    '@type': ['LearningResource', 'CreativeWork'],
    '@id': url,
    url,
    name: know.title,
    ...(know.description ? { description: know.description } : {}),
    inLanguage,
    learningResourceType: know.isFlashcardKnow ? 'Flashcards' : 'Study notes',
    isAccessibleForFree: true,
    author: { '@type': 'Person', name: know.knower.user.name },
    ...(know.publishedOn ? { datePublished: know.publishedOn } : {}),
    dateModified: know.updatedOn,
    ...(levels.length > 0 ? { educationalLevel: levels.length === 1 ? levels[0] : levels } : {}),
    ...(know.subject ? { about: { '@type': 'Thing', name: know.subject.name } } : {}),
    ...(know.topic ? { keywords: know.topic.name } : {}),
    ...(thumbnailUrl ? { thumbnailUrl, image: thumbnailUrl } : {}),
    ...(know.pageCount > 0 && !know.isFlashcardKnow ? { numberOfPages: know.pageCount } : {}),
  };
}

/**
 * JSON for an inline <script type="application/ld+json">: "<", ">" and "&" become unicode
 * escapes, so no text of a title ("</script>", "<!--") can end or alter the element.
 */
