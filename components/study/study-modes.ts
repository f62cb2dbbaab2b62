/**
 * The ways to study a flashcard set, in the order the mode picker shows them (issue 24). One list:
 * a new mode (Match, Progress) is one more entry here, a page at its path and its label in the
 * small `study-modes` namespace (loaded by the set's page too, so it stays a few words).
 */
export const STUDY_MODES = [
  { id: 'flashcards', path: '/app/flashcards' },
  { id: 'learn', path: '/app/flashcards/learn' },
  { id: 'test', path: '/app/flashcards/test' },
  { id: 'match', path: '/app/flashcards/{setId}/match' },
] as const;

/** The learner's progress over every set: streak, cards per day, retention (decision 0069). */
export const STUDY_PROGRESS_PATH = '/app/study';

/** A mode's link for one set: the set in the path where the page takes it there, else in the query. */
export function studyModeLink(path: string, knowUuid: string): { to: string; query?: { knowUuid: string } } {
  return path.includes('{setId}') ? { to: path.replace('{setId}', encodeURIComponent(knowUuid)) } : { to: path, query: { knowUuid } };
}

export type StudyModeId = (typeof STUDY_MODES)[number]['id'];
