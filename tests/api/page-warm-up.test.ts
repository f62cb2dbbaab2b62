/**
 * The landing after a start (issue 22 §3, server/http/page-warm-up.ts): the server entry
 * regenerates it before it takes page requests, so the first visitor after a deploy gets the
 * popular knows, not the build's version without a database. Next is not built in the API tests:
 * the page handler is a stand-in speaking Next's side of the protocol (ISR: a stale page is served
 * once and regenerated in the background; a request with the build's `x-prerender-revalidate` id
 * is regenerated now), rendering from the real seeded database through landingMaterial.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '@/server/env';
import { handleApiRequest } from '@/server/http';
import { getFeed } from '@/server/knows/service';
import { landingMaterial } from '@/server/knows/landing-knows';
import { startServer, type RunningServer } from '@/server/serve';
import { PRERENDER_REVALIDATE_HEADER, warmPages } from '@/server/http/page-warm-up';
import { BACKENDS, createTestDatabase, type TestDatabase } from './support/server';

const PREVIEW_MODE_ID = 'build-preview-mode-id';

/** Next's ISR for one static page per locale path, as `next start` does it. */
function staticPages() {
  const html = (titles: string[]) => `<main><h2>Popular right now</h2>${titles.map((t) => `<article>${t}</article>`).join('')}</main>`;
  // What `next build` wrote: it has no database (landingMaterial returns no knows at build).
  const cached = new Map<string, string>();
  const regenerate = async (path: string) => {
    const { knows } = await landingMaterial('en', []);
    cached.set(path, html(knows.map((k) => k.title)));
  };
  return async (req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    // Next's API routes call the API (pages/api/v1).
    if (path.startsWith('/api/')) return handleApiRequest(req, res);
    if (req.headers[PRERENDER_REVALIDATE_HEADER] === PREVIEW_MODE_ID) {
      await regenerate(path);
      res.writeHead(200, { 'x-nextjs-cache': 'REVALIDATED', 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' });
    } else {
      const page = cached.get(path);
      res.writeHead(200, { 'x-nextjs-cache': page ? 'HIT' : 'STALE', 'cache-control': 's-maxage=10, stale-while-revalidate' });
      if (!page) void regenerate(path);
    }
    res.end(cached.get(path) ?? html([]));
  };
}

describe.each(BACKENDS)('the landing after a start on %s', (backend) => {
  let db: TestDatabase | undefined;
  let running: RunningServer | undefined;
  afterEach(async () => {
    await running?.close();
    await db?.drop();
    running = undefined;
    db = undefined;
  });

  const start = async (warmUp?: Parameters<typeof startServer>[3]) => {
    db = await createTestDatabase(backend, 'seeded');
    const env = loadEnv({ APP_ENV: 'local', LOG_LEVEL: 'warn', DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl });
    running = await startServer(env, staticPages(), { port: 0, host: '127.0.0.1' }, warmUp);
    return running;
  };
  const mostPopular = async (r: RunningServer) => (await getFeed(r.app, 'popular', { contentLanguageCode: 'en', limit: 1 }, null)).content[0]!.title;

  it('serves the first visitor a landing with the popular knows', async () => {
    const r = await start((url, app) => warmPages(url, PREVIEW_MODE_ID, ['/en'], app.log));
    const first = await fetch(`${r.url}/en`);
    expect(first.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(await first.text()).toContain(`<article>${await mostPopular(r)}</article>`);
  }, 120_000);

  it('holds page requests and reports not ready while warming, not the API', async () => {
    let page: Promise<Response> | undefined;
    let ready: Response | undefined;
    let api: Response | undefined;
    const r = await start(async (url, app) => {
      page = fetch(`${url}/en`);
      // The probes and the API answer while pages wait.
      ready = await fetch(`${url}/api/ready`);
      api = await fetch(`${url}/api/v1/countries`);
      await warmPages(url, PREVIEW_MODE_ID, ['/en'], app.log);
    });
    // Answered by the API (a JSON error for the missing client headers), not held.
    expect(api?.headers.get('content-type')).toMatch(/json/);
    expect(await (await page!).text()).toContain(`<article>${await mostPopular(r)}</article>`);
    expect(ready!.status).toBe(503);
    expect(((await ready!.json()) as { error: { data: { checks: { server?: string } } } }).error.data.checks.server).toBe('warming up');
    expect((await fetch(`${r.url}/api/ready`)).status).toBe(200);
  }, 120_000);

  it('without the warm-up, the first visitor gets the build’s landing without knows (what the warm-up prevents)', async () => {
    const r = await start();
    const first = await fetch(`${r.url}/en`);
    expect(first.headers.get('x-nextjs-cache')).toBe('STALE');
    expect(await first.text()).not.toContain('<article>');
  }, 120_000);

  it('starts anyway when a page cannot be regenerated', async () => {
    const r = await start((url, app) => warmPages(url, 'a-wrong-id', ['/en'], app.log).then(() => Promise.reject(new Error('boom'))));
    expect((await fetch(`${r.url}/api/ready`)).status).toBe(200);
    expect((await fetch(`${r.url}/en`)).status).toBe(200);
  }, 120_000);
});
