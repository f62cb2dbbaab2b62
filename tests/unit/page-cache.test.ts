// The shared page cache in front of Next (server/http/page-cache.ts), over a real HTTP server:
// what it keeps, what it never keeps, how long, and that a kept answer is the answer.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPageCache, PAGE_CACHE_SECONDS } from '@/server/http/page-cache';
import { rawRequest } from '../support/raw-request';
import { endHtml } from '../support/html-answer';

const SHARED = 's-maxage=3600, stale-while-revalidate=31532400';
let clock = 0;
let originCalls = 0;
let server: Server;
let base: string;

/** What Next would answer: the path names the kind of answer. */
function origin(req: IncomingMessage, res: ServerResponse) {
  originCalls++;
  const path = (req.url ?? '/').split('?')[0];
  res.setHeader('X-Request-Id', `id-${originCalls}`);
  res.setHeader('Content-Security-Policy', "default-src 'self'");
  const body = `<html>${path} #${originCalls}</html>`;
  switch (path) {
    case '/private':
      res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      break;
    case '/cookie':
      res.setHeader('Cache-Control', SHARED);
      res.setHeader('Set-Cookie', 'a=b');
      break;
    case '/vary-cookie':
      res.setHeader('Cache-Control', SHARED);
      res.setHeader('Vary', 'Accept-Encoding, Cookie');
      break;
    case '/missing':
      res.statusCode = 404;
      res.setHeader('Cache-Control', SHARED);
      break;
    case '/huge':
      res.setHeader('Cache-Control', SHARED);
      res.end('x'.repeat(1024 * 1024 + 1));
      return;
    case '/written-head':
      res.writeHead(200, { 'Cache-Control': SHARED, 'Content-Type': 'text/html' });
      res.write('<html>');
      res.end(`head #${originCalls}</html>`);
      return;
    default:
      res.setHeader('Cache-Control', SHARED);
      res.setHeader('Vary', 'Accept-Encoding');
  }
  endHtml(req, res, body);
}

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => rawRequest(`${base}${path}`, method, { host: 'de.localhost', ...headers });

beforeAll(async () => {
  const cache = createPageCache({ now: () => clock });
  server = createServer((req, res) => {
    if (cache.serve(req, res)) return;
    cache.capture(req, res);
    origin(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  clock += 60_000; // every test starts after the previous one's entries expired
});

describe('page cache', () => {
  it('answers a shared-cacheable page from memory, same status, headers and bytes, for PAGE_CACHE_SECONDS', async () => {
    const first = await get('/');
    const second = await get('/');
    expect(second.status).toBe(200);
    expect(second.body.toString()).toBe(first.body.toString());
    expect(second.headers['content-security-policy']).toBe("default-src 'self'");
    expect(second.headers['cache-control']).toBe(SHARED);
    expect(second.headers.age).toBe('0');
    // An answer's own id is not reused.
    expect(second.headers['x-request-id']).toBeUndefined();
    expect(originCalls).toBeGreaterThan(0);
    const calls = originCalls;
    clock += PAGE_CACHE_SECONDS * 1000 - 1;
    expect((await get('/')).body.toString()).toBe(first.body.toString());
    clock += 1;
    const fresh = await get('/');
    expect(originCalls).toBe(calls + 1);
    expect(fresh.body.toString()).not.toBe(first.body.toString());
  });

  it('keys on host, address and Accept-Encoding: a gzip answer never reaches a client that did not ask for it', async () => {
    const plain = await get('/enc');
    const gz = await get('/enc', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect((await get('/enc')).headers['content-encoding']).toBeUndefined();
    expect((await get('/enc')).body.toString()).toBe(plain.body.toString());
    expect((await get('/enc', { 'accept-encoding': 'gzip' })).body.equals(gz.body)).toBe(true);
    const other = await get('/enc', { host: 'fr.localhost' });
    expect(other.body.toString()).not.toBe(plain.body.toString());
  });

  it('answers HEAD from a kept GET without a body; keeps an answer written with writeHead', async () => {
    const page = await get('/head-test');
    const head = await get('/head-test', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(page.body.length));
    const written = await get('/written-head');
    expect((await get('/written-head')).body.toString()).toBe(written.body.toString());
  });

  it.each([
    ['a cookie', '/', { cookie: 'refresh=x' }],
    ['credentials', '/', { authorization: 'Bearer x' }],
    ['a conditional request', '/', { 'if-none-match': '"x"' }],
    ['a range', '/', { range: 'bytes=0-1' }],
    ['the API', '/api/v1/knows', {}],
    ['a private answer', '/private', {}],
    ['an answer that sets a cookie', '/cookie', {}],
    ['an answer that varies on the cookie', '/vary-cookie', {}],
    ['an error status', '/missing', {}],
    ['an answer over 1 MB', '/huge', {}],
  ])('never keeps or serves %s', async (_label, path, headers) => {
    const before = originCalls;
    await get(path, headers);
    await get(path, headers);
    expect(originCalls).toBe(before + 2);
  });

  it('serves 50 parallel requests the whole page, each', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => get('/parallel')));
    const bodies = new Set(answers.map((a) => a.body.toString()));
    // Requests that arrived before the first answer was kept went to the origin; none is cut.
    for (const body of bodies) expect(body).toMatch(/^<html>\/parallel #\d+<\/html>$/);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const calls = originCalls;
    await Promise.all(Array.from({ length: 50 }, () => get('/parallel')));
    expect(originCalls).toBe(calls);
  });
});
