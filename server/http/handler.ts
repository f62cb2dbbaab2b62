/**
 * The request pipeline, framework-independent: (IncomingMessage, ServerResponse) in, JSON out.
 * Route match (404/405) -> client headers (400) -> bearer (401) -> params (404) -> query and
 * body (400/413/415) -> handler. Every failure leaves as the §8 error body; never a stack trace.
 * Text with a NUL or a lone surrogate is refused before validation (400); an unreachable database answers 503
 * unreachable, a pool with no free connection in time 503 busy (decision 0045).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import { authenticate, bearerToken, type AuthUser } from '../auth/authenticate';
import { databaseBusyReason, databaseUnavailableReason } from '../db/client';
import { ApiError, badRequest, busy, formError, notFound, unauthorized, unavailable } from '../errors';
import { ClientGoneError, parseJsonBody, readBody } from './body';
import { rejectBadText } from './text-guard';
import { pathSegments } from './url-path';
import { multipartBoundary, readMultipart, removeSpooled, type MultipartPart, type SpooledFile } from './multipart';
import { spoolDir } from './spool';
import { sendError, sendJson, sendRaw, sendStream } from './respond';
import { SIGNATURE_HEADER, verifySignature } from './signature';
import { MOUNT_PREFIX, type AnyRoute, type Method, type RequestInfo } from './route';
import { noteRoute, trackRequest } from '../log/request-log';
import { DEVICE_ID_PATTERN, PLATFORMS as PLATFORM_VALUES } from '@/lib/contract/limits';

interface CompiledRoute {
  route: AnyRoute;
  /** The full path pattern (`/api/v1/users/{id}`): what the request log names. */
  pattern: string;
  segments: ({ static: string } | { param: string })[];
  /** '0' per static segment, '1' per parameter: the smallest key is the most specific. */
  specificity: string;
}

function compile(routes: readonly AnyRoute[]): CompiledRoute[] {
  return routes.map((route) => {
    const full = `${MOUNT_PREFIX[route.mount]}${route.path}`;
    const segments = full.split('/').filter(Boolean).map((s) => {
      const m = /^\{(\w+)\}$/.exec(s);
      return m ? { param: m[1]! } : { static: s };
    });
    return { route, pattern: full, segments, specificity: segments.map((s) => ('param' in s ? '1' : '0')).join('') };
  });
}

function match(compiled: CompiledRoute, parts: string[]): Record<string, string> | null {
  if (compiled.segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const seg = compiled.segments[i]!;
    const part = parts[i]!;
    if ('param' in seg) params[seg.param] = part;
    else if (seg.static !== part) return null;
  }
  return params;
}

function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    fields[key] ??= issue.message;
  }
  return fields;
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? header(req, 'x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  const ip = forwarded || req.socket.remoteAddress || '0.0.0.0';
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

const PLATFORMS = new Set<string>(PLATFORM_VALUES);

/** The route table comes from the caller (server/http/routes): the pipeline knows no feature. */
export function createApiHandler(app: AppContext, routes: readonly AnyRoute[]) {
  const table = compile(routes);

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Read per request: the logger is the context's, whichever it is now.
    const log = trackRequest(app.log, req, res);
    try {
      await dispatch(req, res);
    } catch (err) {
      if (!req.readableEnded) req.resume();
      // The client went away mid-request: nothing to answer, nothing to report. (Once a request
      // is destroyed its socket is detached: `req.socket` is then null.)
      if (err instanceof ClientGoneError || res.destroyed || res.writableEnded || !req.socket || req.socket.destroyed) return;
      if (err instanceof ApiError) {
        sendError(res, err);
        return;
      }
      // Load is backpressure, not an outage (decision 0045): 503 busy, never 500 or "unreachable".
      const load = databaseBusyReason(err);
      if (load) {
        log.warn({ reason: load }, 'API answered 503 busy: no database connection was free in time');
        sendError(res, busy());
        return;
      }
      const unreachable = databaseUnavailableReason(err);
      if (unreachable) {
        log.warn({ reason: unreachable }, 'API answered 503: the database is unreachable');
        sendError(res, unavailable());
        return;
      }
      log.error({ err }, 'Unhandled API error');
      sendError(res, new ApiError(500, 'NoErrorType', 'Internal server error.'));
    }
  };

  async function dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const parts = pathSegments(url.pathname);
    const path = `/${parts.join('/')}`;
    const candidates = table
      .map((c) => ({ c, params: match(c, parts) }))
      .filter((x): x is { c: CompiledRoute; params: Record<string, string> } => x.params !== null);
    if (candidates.length === 0) throw notFound(`Unknown API route: ${path}`);
    const requested = (req.method ?? 'GET').toUpperCase();
    // HEAD is a GET without the body (RFC 9110 §9.3.2): caches and download managers ask it of
    // files. Node sends no body for it; sendRaw does not even read a stored file.
    const method = requested === 'HEAD' ? 'GET' : requested;
    const allowed = [...new Set(candidates.map((x) => x.c.route.method))];
    const allow = [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
    if (method === 'OPTIONS') {
      sendJson(res, 204, undefined, { Allow: allow });
      return;
    }
    const hit = candidates
      .filter((x) => x.c.route.method === method)
      .sort((a, b) => a.c.specificity.localeCompare(b.c.specificity))[0];
    if (!hit) {
      throw new ApiError(405, 'BadRequestError', `${requested} is not allowed here.`, { allow: allowed }, { Allow: allow });
    }
    const route = hit.c.route;
    noteRoute(req, hit.c.pattern);

    const info: RequestInfo = {
      method: method as Method,
      path,
      ip: clientIp(req, app.env.TRUST_PROXY),
      headers: req.headers,
      platform: header(req, 'x-platform')?.toLowerCase() ?? null,
      deviceId: header(req, 'x-device-id') ?? null,
      userAgent: header(req, 'user-agent') ?? null,
      host: header(req, 'host') ?? null,
    };

    // Client headers (spec §7).
    if (route.clientHeaders !== 'none') {
      if (!info.platform || !PLATFORMS.has(info.platform)) {
        throw badRequest('The X-Platform header must be web, ios or android.', { header: 'X-Platform' });
      }
    }
    if (route.clientHeaders === 'api') {
      if (!info.deviceId || !DEVICE_ID_PATTERN.test(info.deviceId)) {
        throw badRequest('The X-Device-Id header is missing or malformed.', { header: 'X-Device-Id' });
      }
      if (app.env.API_SIGNATURE_KEY) {
        verifySignature(app.env.API_SIGNATURE_KEY, header(req, SIGNATURE_HEADER), requested, url.pathname, info.deviceId);
      }
    }

    // Bearer token.
    let user: AuthUser | null = null;
    if (route.auth !== 'none') {
      const token = bearerToken(header(req, 'authorization'));
      if (token) user = await authenticate(app, token);
      if (route.auth === 'required' && !user) {
        throw unauthorized(token ? 'The access token is invalid or has expired.' : 'Authentication required.');
      }
    }

    if (route.access) route.access(user);

    rejectBadText(hit.params);
    const params = route.params ? route.params.safeParse(hit.params) : { success: true as const, data: {} };
    if (!params.success) throw notFound('Not found.');

    // Rate limits before any body byte is read.
    if (route.limit) await route.limit({ app, req: info, params: params.data, user });

    let query: unknown = {};
    if (route.query) {
      const rawQuery = Object.fromEntries(url.searchParams);
      rejectBadText(rawQuery);
      const parsed = route.query.safeParse(rawQuery);
      if (!parsed.success) throw formError(fieldErrors(parsed.error));
      query = parsed.data;
    }

    let body: unknown;
    let files: MultipartPart[] = [];
    let spooled: SpooledFile[] = [];
    let rawBody: Buffer | null = null;
    if (route.bodyKind === 'multipart') {
      const boundary = multipartBoundary(req);
      const maxFileBytes = route.maxBodyBytes ? route.maxBodyBytes(app.env) : app.env.MAX_UPLOAD_BYTES;
      const read = await readMultipart(req, boundary, { maxFileBytes, spoolDir: route.spoolFiles ? spoolDir(app.env) : undefined });
      files = read.parts;
      spooled = read.spooled;
      try {
        const fields = Object.fromEntries(files.filter((f) => f.filename === null).map((f) => [f.name, f.data.toString('utf8')]));
        rejectBadText(fields);
        // Text fields beside the file, checked like a JSON body when the route names them.
        if (route.body) {
          const parsed = (route.body as z.ZodType).safeParse(fields);
          if (!parsed.success) throw formError(fieldErrors(parsed.error));
          body = parsed.data;
        }
      } catch (err) {
        await removeSpooled(spooled);
        throw err;
      }
    } else if (route.bodyKind === 'raw') {
      rawBody = await readBody(req, route.maxBodyBytes ? route.maxBodyBytes(app.env) : app.env.MAX_JSON_BODY_BYTES);
    } else if (route.body) {
      const raw = await readBody(req, app.env.MAX_JSON_BODY_BYTES);
      const json = parseJsonBody(req, raw, route.bodyKind === 'beacon');
      if (typeof json !== 'object' || json === null || Array.isArray(json)) {
        throw badRequest('The request body must be a JSON object.');
      }
      rejectBadText(json);
      const parsed = (route.body as z.ZodType).safeParse(json);
      if (!parsed.success) throw formError(fieldErrors(parsed.error));
      body = parsed.data;
    } else {
      req.resume();
    }

    let reply;
    try {
      reply = await route.handler({ app, req: info, params: params.data, query, body, user, files, spooled, rawBody });
    } finally {
      // Spooled files are the request's: whatever the handler kept, it copied.
      await removeSpooled(spooled);
    }
    if (reply.stream) await sendStream(res, reply.status, reply.stream.contentType, reply.headers ?? {}, reply.stream.run);
    else if (reply.raw) await sendRaw(res, reply.status, reply.raw.data, reply.raw.contentType, reply.headers);
    else sendJson(res, reply.status, reply.body, reply.headers);
  }
}
