/**
 * Rendered pages reused for every reader (issue 21 point 2, decision 0066). The page cache
 * (page-cache.ts) serves only requests without a cookie, for seconds; a signed-in reader, or
 * any reader after those seconds, had the page rendered again, although a page such as the know
 * page renders the same for everyone: its server props are read as a visitor, and what is the
 * reader's own arrives after hydration.
 *
 * Such a page tags its answer in getServerSideProps (`tagRender`): which record it shows and the
 * version of the data it was rendered from (a hash of its props). This cache keeps a tagged
 * answer, byte for byte, per host, address and Accept-Encoding, whatever cookie the request
 * carried. Before reusing it, it asks for the record's version now (`currentVersion`: the same
 * read the page makes) and serves the kept bytes only when it is the same; otherwise Next renders
 * again. So every write that changes what the page shows, on any instance, changes the version,
 * and nothing needs to be told of writes. Bounded by bytes, least recently used out first.
 *
 * Only what Next would answer alike for that address: GET and HEAD outside /api, without a
 * range, a preview cookie or a client-side data request; answers 200 without Set-Cookie,
 * private or no-store, varying on nothing but Accept-Encoding. If-None-Match is answered here as
 * Next answers it (304 when the kept ETag matches: the same body would be rendered).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { captureAnswer, reusableHeaders } from './answer-capture';

/** What a page's render depended on: a record's id and the version of the data it showed. */
export interface RenderTag {
  id: string;
  version: string;
}

export interface RenderCache {
  /**
   * Answers `req` from the cache when a kept answer is still current: false at once when there
   * is none; otherwise a promise of whether it answered (false: the version changed, or could
   * not be read, and the request goes on to Next).
   */
  serve(req: IncomingMessage, res: ServerResponse): false | Promise<boolean>;
  /** Watches the answer Next writes for `req` and keeps it when the page tagged it. */
  capture(req: IncomingMessage, res: ServerResponse): void;
  /** Bytes held (bodies and an allowance for headers). */
  readonly size: number;
}

export interface RenderCacheOptions {
  /** Most bytes held; the least recently used answers go first. */
  maxBytes: number;
  /** The tagged record's version as it is now, or null when the page would no longer show it. */
  currentVersion(id: string): Promise<string | null>;
}

/** Marks the answers a cache hit wrote (tests, operators). */
export const RENDER_CACHE_HEADER = 'x-render-cache';
const MAX_BODY_BYTES = 1024 * 1024;
/** Counted per entry for its headers and key. */
const ENTRY_OVERHEAD_BYTES = 2048;
/** Next shows a preview (draft) render to requests with these cookies. */
const PREVIEW_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/;
const BYPASS_HEADERS = ['range', 'x-nextjs-data', 'x-middleware-prefetch', 'purpose', 'rsc', 'next-router-prefetch'] as const;
// Shared by the page module's copy of this file (bundled by Next) and the server's.
const TAG = Symbol.for('knowly.render-tag');

/** Called by a page whose render depends only on `tag`'s record (and the address). */
export function tagRender(res: ServerResponse, tag: RenderTag): void {
  (res as ServerResponse & { [TAG]?: RenderTag })[TAG] = tag;
}

function tagOf(res: ServerResponse): RenderTag | undefined {
  return (res as ServerResponse & { [TAG]?: RenderTag })[TAG];
}

interface Entry {
  tag: RenderTag;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  bytes: number;
}

function keyOf(req: IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '/';
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url.startsWith('/_next/')) return null;
  if (BYPASS_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
  if (PREVIEW_COOKIE.test(req.headers.cookie ?? '')) return null;
  return `${req.headers.host ?? ''}\n${url}\n${req.headers['accept-encoding'] ?? ''}`;
}

/**
 * Whether Next would answer 304 for this kept answer: its check (`fresh`) with an ETag and no
 * Last-Modified. If-Modified-Since then counts as changed, as does a request's no-cache.
 */
function notModified(req: IncomingMessage, etag: OutgoingHttpHeaders[string]): boolean {
  const match = req.headers['if-none-match'];
  if (!match || req.headers['if-modified-since'] !== undefined) return false;
  if (/(?:^|,)\s*no-cache\s*(?:,|$)/i.test(req.headers['cache-control'] ?? '')) return false;
  if (match.trim() === '*') return true;
  if (typeof etag !== 'string') return false;
  return match.split(/[\s,]+/).some((t) => t === etag || t === `W/${etag}` || `W/${t}` === etag);
}

/** Whether any reader may get this answer: nothing of one reader in it, nothing varying. */
function reusable(headers: OutgoingHttpHeaders): boolean {
  if (headers['set-cookie'] !== undefined) return false;
  const vary = String(headers.vary ?? '').toLowerCase().split(',').map((v) => v.trim()).filter(Boolean);
  if (vary.some((v) => v !== 'accept-encoding')) return false;
  return !/\b(private|no-store)\b/i.test(String(headers['cache-control'] ?? ''));
}

export function createRenderCache({ maxBytes, currentVersion }: RenderCacheOptions): RenderCache {
  const entries = new Map<string, Entry>();
  let totalBytes = 0;

  const remove = (key: string, only?: Entry) => {
    const entry = entries.get(key);
    if (!entry || (only && entry !== only)) return;
    totalBytes -= entry.bytes;
    entries.delete(key);
  };
  const store = (key: string, entry: Entry) => {
    remove(key);
    if (entry.bytes > maxBytes) return;
    entries.set(key, entry);
    totalBytes += entry.bytes;
    // Least recently used first: a Map iterates in insertion order, and a hit re-inserts.
    for (const oldest of entries.keys()) {
      if (totalBytes <= maxBytes) break;
      remove(oldest);
    }
  };

  const answer = (req: IncomingMessage, res: ServerResponse, entry: Entry) => {
    for (const [name, value] of Object.entries(entry.headers)) {
      if (value !== undefined && !res.hasHeader(name)) res.setHeader(name, value);
    }
    res.setHeader(RENDER_CACHE_HEADER, 'hit');
    if (notModified(req, entry.headers.etag)) {
      res.statusCode = 304;
      for (const name of ['content-type', 'content-encoding', 'content-length']) res.removeHeader(name);
      res.end();
      return;
    }
    res.statusCode = 200;
    res.setHeader('Content-Length', String(entry.body.length));
    res.end(req.method === 'HEAD' ? undefined : entry.body);
  };

  return {
    get size() {
      return totalBytes;
    },

    serve(req, res) {
      const key = keyOf(req);
      const entry = key === null ? undefined : entries.get(key);
      if (!entry) return false;
      return currentVersion(entry.tag.id).then(
        (version) => {
          if (version !== entry.tag.version) {
            remove(key!, entry);
            return false;
          }
          // Most recently used: last out.
          if (entries.get(key!) === entry) {
            entries.delete(key!);
            entries.set(key!, entry);
          }
          answer(req, res, entry);
          return true;
        },
        // Busy or unreachable: Next answers as it would without the cache (its 503 page).
        () => false,
      );
    },

    capture(req, res) {
      const key = keyOf(req);
      if (key === null || req.method !== 'GET') return;
      captureAnswer(res, MAX_BODY_BYTES, ({ status, headers, body }) => {
        const tag = tagOf(res);
        if (status !== 200 || !tag || !reusable(headers)) return;
        store(key, { tag: { ...tag }, headers: reusableHeaders(headers), body, bytes: body.length + key.length + ENTRY_OVERHEAD_BYTES });
      });
    },
  };
}
