import type { AnyRoute } from '../route';

/** Issue 5: filled in by the search work. */
export const searchRoutes: AnyRoute[] = [];
