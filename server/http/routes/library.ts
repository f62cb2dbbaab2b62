import type { AnyRoute } from '../route';

/** Issue 5: filled in by the library work. */
export const libraryRoutes: AnyRoute[] = [];
