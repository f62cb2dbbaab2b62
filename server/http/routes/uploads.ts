import type { AnyRoute } from '../route';

/** Issue 5: filled in by the uploads work. */
export const uploadsRoutes: AnyRoute[] = [];
