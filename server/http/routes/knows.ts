import type { AnyRoute } from '../route';

/** Issue 5: filled in by the knows work. */
export const knowsRoutes: AnyRoute[] = [];
