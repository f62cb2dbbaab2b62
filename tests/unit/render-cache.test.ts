// The render cache in front of Next (server/http/render-cache.ts, decision 0066), over a real HTTP
// server whose origin stands in for Next: a tagged answer is reused for every reader while its
// record's version stays the same, bounded by bytes, and never what one reader alone may get.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRenderCache, tagRender, type RenderCache } from '@/server/http/render-cache';
import { rawRequest } from '../support/raw-request';
import { endHtml } from '../support/html-answer';

/** The records' current versions; a missing one is a record the page no longer shows. */
const versions = new Map<string, string>();
let versionReads = 0;
let failReads = false;
let originCalls = 0;
let server: Server;
let base: string;
let cache: RenderCache;
const BODY_BYTES = 10_000;

/** What Next would answer: the path names the record and the kind of answer. */
function origin(req: IncomingMessage, res: ServerResponse) {
  originCalls++;
  const [path = '/', query = ''] = (req.url ?? '/').split('?');
  const id = path.split('/')[2] ?? '';
  res.setHeader('Cache-Control', 'public, s-maxage=60');
  res.setHeader('X-Request-Id', `id-${originCalls}`);
  res.setHeader('ETag', `"${id}-${versions.get(id)}"`);
  if (query.includes('untagged') === false && versions.has(id)) tagRender(res, { id, version: versions.get(id)! });
  if (query.includes('set-cookie')) res.setHeader('Set-Cookie', 'session=secret');
  if (query.includes('vary-cookie')) res.setHeader('Vary', 'Cookie');
  if (query.includes('private')) res.setHeader('Cache-Control', 'private, no-store');
  if (!versions.has(id)) res.statusCode = 404;
  // Padded to a known size, so the byte bound can be checked.
  const body = `<html>${id} v${versions.get(id)} #${originCalls}</html>`.padEnd(BODY_BYTES, ' ');
  endHtml(req, res, body);
}

async function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const r = await rawRequest(`${base}${path}`, method, { host: 'de.localhost', cookie: 'reader=1', ...headers });
  return { ...r, body: r.body.toString() };
}

/** Whether the next request for `path` is answered from memory. */
async function kept(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const before = originCalls;
  const r = await get(path, headers, method);
  return { ...r, fromMemory: originCalls === before };
}

beforeAll(async () => {
  // Room for four answers of BODY_BYTES (and their allowance for headers), not five.
  cache = createRenderCache({
    maxBytes: 4 * (BODY_BYTES + 2048 + 40),
    currentVersion: async (id) => {
      versionReads++;
      if (failReads) throw Object.assign(new Error('busy'), { status: 503 });
      return versions.get(id) ?? null;
    },
  });
  server = createServer((req, res) => {
    const served = cache.serve(req, res);
    const render = () => {
      cache.capture(req, res);
      origin(req, res);
    };
    if (served === false) render();
    else void served.then((done) => (done ? undefined : render()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('render cache', () => {
  it('serves a tagged page to every reader, cookie or not, while its version stays the same; renders again after a change', async () => {
    versions.set('a', '1');
    const first = await get('/k/a');
    for (const headers of [{ cookie: 'reader=2' }, { authorization: 'Bearer other' }, {}] as Record<string, string>[]) {
      const again = await kept('/k/a', headers);
      expect(again.fromMemory).toBe(true);
      expect(again.body).toBe(first.body);
      expect(again.headers['x-render-cache']).toBe('hit');
      expect(again.headers['cache-control']).toBe('public, s-maxage=60');
      // An answer's own id is not reused.
      expect(again.headers['x-request-id']).toBeUndefined();
    }
    versions.set('a', '2');
    const changed = await kept('/k/a');
    expect(changed.fromMemory).toBe(false);
    expect(changed.body).toContain('a v2');
    expect((await kept('/k/a')).body).toBe(changed.body);
    // Gone (deleted, private, hidden): rendered again, the 404 is not kept.
    versions.delete('a');
    expect((await kept('/k/a')).status).toBe(404);
    expect((await kept('/k/a')).fromMemory).toBe(false);
  });

  it('keys on host, address and Accept-Encoding', async () => {
    versions.set('b', '1');
    const plain = await get('/k/b');
    const gz = await get('/k/b', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const again = await kept('/k/b');
    expect(again.fromMemory).toBe(true);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.body).toBe(plain.body);
    expect((await kept('/k/b', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await kept('/k/b', { host: 'fr.localhost' })).fromMemory).toBe(false);
    expect((await kept('/k/b?utm_content=x')).fromMemory).toBe(false);
  });

  it("answers If-None-Match as Next does (304 on the kept ETag) and HEAD without a body", async () => {
    versions.set('c', '1');
    const page = await get('/k/c');
    const etag = page.headers.etag!;
    const notModified = await kept('/k/c', { 'if-none-match': `W/${etag}` });
    expect(notModified).toMatchObject({ status: 304, fromMemory: true, body: '' });
    expect(notModified.headers.etag).toBe(etag);
    expect((await kept('/k/c', { 'if-none-match': '"other"' })).status).toBe(200);
    // If-Modified-Since without a Last-Modified: Next renders the page (200); so does the cache.
    expect((await kept('/k/c', { 'if-none-match': etag, 'if-modified-since': new Date().toUTCString() })).status).toBe(200);
    const head = await kept('/k/c', {}, 'HEAD');
    expect(head).toMatchObject({ status: 200, fromMemory: true, body: '' });
    expect(head.headers['content-length']).toBe(String(BODY_BYTES));
  });

  it.each([
    ['an untagged page', '/k/d?untagged', {}],
    ['an answer that sets a cookie', '/k/d?set-cookie', {}],
    ['an answer that varies on the cookie', '/k/d?vary-cookie', {}],
    ['a private answer', '/k/d?private', {}],
    ['a preview (draft) request', '/k/d', { cookie: '__prerender_bypass=1' }],
    ["a client-side navigation's data request", '/k/d', { 'x-nextjs-data': '1' }],
    ['a range', '/k/d', { range: 'bytes=0-1' }],
    ['the API', '/api/k/d', {}],
  ])('never keeps or serves %s', async (_label, path, headers) => {
    versions.set('d', '1');
    await get(path, headers);
    expect((await kept(path, headers)).fromMemory).toBe(false);
  });

  it('goes to the origin when the version cannot be read', async () => {
    versions.set('e', '1');
    await get('/k/e');
    failReads = true;
    try {
      expect((await kept('/k/e')).fromMemory).toBe(false);
    } finally {
      failReads = false;
    }
  });

  it('holds at most its bytes, least recently used out first, and reads a version only for a kept page', async () => {
    for (const id of ['f1', 'f2', 'f3', 'f4', 'f5']) versions.set(id, '1');
    for (const id of ['f1', 'f2', 'f3', 'f4']) await get(`/k/${id}`);
    expect(cache.size).toBeLessThanOrEqual(4 * (BODY_BYTES + 2048 + 40));
    // f1 used again: f2 is now the least recently used, and goes when f5 comes in.
    expect((await kept('/k/f1')).fromMemory).toBe(true);
    await get('/k/f5');
    expect(cache.size).toBeLessThanOrEqual(4 * (BODY_BYTES + 2048 + 40));
    expect((await kept('/k/f2')).fromMemory).toBe(false);
    expect((await kept('/k/f1')).fromMemory).toBe(true);
    const reads = versionReads;
    await get('/k/never-seen');
    expect(versionReads).toBe(reads);
  });

  it('serves 50 parallel readers the whole page, each', async () => {
    versions.set('g', '1');
    const answers = await Promise.all(Array.from({ length: 50 }, () => get('/k/g')));
    expect(answers.every((a) => a.status === 200 && /^<html>g v1 #\d+<\/html> *$/.test(a.body))).toBe(true);
    const calls = originCalls;
    const again = await Promise.all(Array.from({ length: 50 }, () => get('/k/g')));
    expect(originCalls).toBe(calls);
    expect(new Set(again.map((a) => a.body)).size).toBe(1);
  });
});
