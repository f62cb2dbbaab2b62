/**
 * One log line per request: method, route pattern (or path for pages), status, duration and the
 * request id, which is also sent back as `X-Request-Id`. A sane id from a proxy in front is kept
 * (so one id follows the request through both logs), else a UUID is made.
 *
 * Idempotent per request: under `npm start` the server entry tracks every request before Next
 * sees it, and the API handler (a separate module copy inside Next's bundle, or alone in `next
 * dev` and the tests) finds that entry through a registered symbol and only adds its route.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Letters, digits and . _ : - only (no spaces, no @): safe to echo and to log. */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Polled every second by load balancers, or static assets: one line each at debug only. */
const QUIET_PATH = /^\/api\/(health|ready)\/?$|^\/_next\/static\//;

interface RequestEntry {
  id: string;
  started: number;
  log: Logger;
  route?: string;
}

const ENTRY = Symbol.for('knowly.request-log');
type Tracked = IncomingMessage & { [ENTRY]?: RequestEntry };

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  const id = Array.isArray(given) ? given[0] : given;
  return id && SANE_ID.test(id) ? id : randomUUID();
}

/**
 * Starts the request's log entry (once): sets the id header and writes the line when the
 * response is done or the connection drops. Returns the request's logger (bound to its id).
 */
export function trackRequest(log: Logger, req: IncomingMessage, res: ServerResponse): Logger {
  const tracked = req as Tracked;
  const existing = tracked[ENTRY];
  if (existing) return existing.log;
  const id = requestIdOf(req);
  const entry: RequestEntry = { id, started: performance.now(), log: log.child({ reqId: id }) };
  tracked[ENTRY] = entry;
  if (!res.headersSent) res.setHeader(REQUEST_ID_HEADER, id);
  res.once('close', () => {
    const path = (req.url ?? '/').split('?')[0]!;
    const line = {
      method: req.method,
      ...(entry.route ? { route: entry.route } : { path }),
      status: res.statusCode,
      durationMs: Math.round((performance.now() - entry.started) * 10) / 10,
      // The client went away before the whole answer was written.
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    if (QUIET_PATH.test(path) && res.statusCode < 400) entry.log.debug(line, 'request');
    else entry.log.info(line, 'request');
  });
  return entry.log;
}

/** Records the matched route pattern (`/api/v1/users/{id}`): logged instead of the raw path. */
export function noteRoute(req: IncomingMessage, pattern: string): void {
  const entry = (req as Tracked)[ENTRY];
  if (entry) entry.route = pattern;
}
