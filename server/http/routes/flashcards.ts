import type { AnyRoute } from '../route';

/** Issue 5: filled in by the flashcards work. */
export const flashcardsRoutes: AnyRoute[] = [];
