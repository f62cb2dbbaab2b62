/**
 * The landing is static (ISR, decision 0054), and a build has no database: the version `next
 * build` wrote has no popular knows. Next serves a stale page once and regenerates it in the
 * background, so after every deploy the first visitors of each edition got a landing without
 * material. Before it takes page requests, the server regenerates the landing of every locale
 * with Next's on-demand revalidation (the request `res.revalidate()` sends: the
 * `x-prerender-revalidate` header carrying the build's preview-mode id, which makes Next render
 * the page now, from the database, and keep it). Requests for pages that arrive meanwhile wait
 * for it (server/serve.ts), and /api/ready says "warming up" (server/health/readiness.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { LOCALES } from '@/lib/config/locales';

/** Next's header for on-demand revalidation (next/dist/lib/constants PRERENDER_REVALIDATE_HEADER). */
export const PRERENDER_REVALIDATE_HEADER = 'x-prerender-revalidate';
/** Regenerations at once: each renders a page; the machine also serves the first requests. */
const WIDTH = 4;
/** Page requests never wait longer than this for the warm-up. */
export const WARM_UP_LIMIT_MS = 30_000;

/** The build's preview-mode id (`.next/prerender-manifest.json`), or null without a build. */
export function buildPreviewModeId(dir = process.cwd()): string | null {
  try {
    const manifest = JSON.parse(readFileSync(join(dir, '.next', 'prerender-manifest.json'), 'utf8')) as {
      preview?: { previewModeId?: unknown };
    };
    const id = manifest.preview?.previewModeId;
    return typeof id === 'string' && id.length > 0 ? id : null;
  } catch {
    return null;
  }
}

/** The landing's path per locale, as Next keys its static pages (middleware does not run for these). */
export const landingPaths = (locales: readonly string[] = LOCALES): string[] => locales.map((l) => `/${l}`);

/** True when `req` is the warm-up's own request (it must not wait for the warm-up). */
export const isRevalidation = (headers: Record<string, string | string[] | undefined>): boolean =>
  typeof headers[PRERENDER_REVALIDATE_HEADER] === 'string';

/**
 * Asks the server at `origin` to regenerate each of `paths` now. Returns the paths that failed
 * (logged); a failure never stops the start: that page is regenerated on its first request.
 */
export async function warmPages(origin: string, previewModeId: string, paths: readonly string[], log: Logger): Promise<string[]> {
  const failed: string[] = [];
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: Math.min(WIDTH, paths.length) }, async () => {
      while (next < paths.length) {
        const path = paths[next++]!;
        try {
          const res = await fetch(`${origin}${path}`, {
            headers: { [PRERENDER_REVALIDATE_HEADER]: previewModeId },
            signal: AbortSignal.timeout(WARM_UP_LIMIT_MS),
          });
          await res.arrayBuffer();
          // What Next's own res.revalidate() accepts as done.
          if (res.headers.get('x-nextjs-cache')?.toUpperCase() !== 'REVALIDATED' && res.status !== 200) throw new Error(`status ${res.status}`);
        } catch (err) {
          failed.push(path);
          log.warn({ err, path }, 'Warm-up: the page could not be regenerated; it will be on its first request');
        }
      }
    }),
  );
  log.info({ pages: paths.length - failed.length, failed: failed.length, ms: Date.now() - started }, 'Warm-up: static pages regenerated');
  return failed;
}
