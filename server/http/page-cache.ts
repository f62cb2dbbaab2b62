/**
 * A short-lived shared cache in front of Next for the pages every visitor gets alike (issue 9 §8:
 * the landing next to a static file). Next already keeps those pages rendered (ISR) and marks
 * them for shared caches (`Cache-Control: s-maxage=…`), but answering one from its cache still
 * costs its router, proxy.ts and response cache about a millisecond each time. This cache keeps
 * such an answer, byte for byte, for at most PAGE_CACHE_SECONDS, as a CDN in front would.
 *
 * Only what a shared cache may reuse: GET and HEAD without a cookie, credentials, a range or a
 * conditional header (Next answers those itself: sessions, 304s), outside /api; a 200 answer with
 * a positive s-maxage, not private, no-store or no-cache, no Set-Cookie, varying on nothing but
 * Accept-Encoding (part of the key). Each instance keeps its own: an edit shows on every
 * instance within PAGE_CACHE_SECONDS of Next's own revalidation.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { captureAnswer, reusableHeaders } from './answer-capture';

/** The longest an answer is reused, whatever its s-maxage allows. */
export const PAGE_CACHE_SECONDS = 5;
const MAX_ENTRIES = 500;
const MAX_TOTAL_BYTES = 32 * 1024 * 1024;
const MAX_BODY_BYTES = 1024 * 1024;
const BYPASS_HEADERS = ['cookie', 'authorization', 'range', 'if-none-match', 'if-modified-since'] as const;

interface Entry {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  storedAt: number;
  expires: number;
}

export interface PageCache {
  /** Answers `req` from the cache: true when it did (the answer is sent). */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Watches the answer Next writes for `req` and keeps it when a shared cache may. */
  capture(req: IncomingMessage, res: ServerResponse): void;
}

function keyOf(req: IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (BYPASS_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
  const url = req.url ?? '/';
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) return null;
  return `${req.headers.host ?? ''}\n${url}\n${req.headers['accept-encoding'] ?? ''}`;
}

/** Seconds a shared cache may keep the answer, or 0. */
function sharedMaxAge(headers: OutgoingHttpHeaders): number {
  if (headers['set-cookie'] !== undefined) return 0;
  const vary = String(headers.vary ?? '').toLowerCase().split(',').map((v) => v.trim()).filter(Boolean);
  if (vary.some((v) => v !== 'accept-encoding')) return 0;
  const control = String(headers['cache-control'] ?? '').toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(control)) return 0;
  const match = /\bs-maxage=(\d+)/.exec(control);
  return match ? Number(match[1]) : 0;
}

export function createPageCache({ now = Date.now, maxSeconds = PAGE_CACHE_SECONDS }: { now?: () => number; maxSeconds?: number } = {}): PageCache {
  const entries = new Map<string, Entry>();
  let totalBytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    totalBytes -= entry.body.length;
    entries.delete(key);
  };
  const store = (key: string, entry: Entry) => {
    remove(key);
    entries.set(key, entry);
    totalBytes += entry.body.length;
    // Oldest first: a Map iterates in insertion order.
    for (const oldest of entries.keys()) {
      if (entries.size <= MAX_ENTRIES && totalBytes <= MAX_TOTAL_BYTES) break;
      remove(oldest);
    }
  };

  return {
    serve(req, res) {
      const key = keyOf(req);
      if (!key) return false;
      const entry = entries.get(key);
      if (!entry) return false;
      const at = now();
      if (at >= entry.expires) {
        remove(key);
        return false;
      }
      res.statusCode = entry.status;
      for (const [name, value] of Object.entries(entry.headers)) {
        if (value !== undefined && !res.hasHeader(name)) res.setHeader(name, value);
      }
      res.setHeader('Age', String(Math.floor((at - entry.storedAt) / 1000)));
      res.setHeader('Content-Length', String(entry.body.length));
      res.end(req.method === 'HEAD' ? undefined : entry.body);
      return true;
    },

    capture(req, res) {
      const key = keyOf(req);
      if (!key || req.method !== 'GET') return;
      captureAnswer(res, MAX_BODY_BYTES, ({ status, headers, body }) => {
        if (status !== 200) return;
        const seconds = Math.min(sharedMaxAge(headers), maxSeconds);
        if (seconds <= 0) return;
        const storedAt = now();
        store(key, { status: 200, headers: reusableHeaders(headers), body, storedAt, expires: storedAt + seconds * 1000 });
      });
    },
  };
}
