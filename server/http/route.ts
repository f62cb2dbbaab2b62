/** Route definitions: one table feeds the router, input validation and the OpenAPI document. */
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import type { ServerEnv } from '../env';
import type { MultipartPart, SpooledFile } from './multipart';

export type Mount = 'v1' | 'auth' | 'analytics' | 'root';
export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export const MOUNT_PREFIX: Record<Mount, string> = {
  v1: '/api/v1',
  auth: '/api/auth',
  analytics: '/api/analytics',
  root: '/api',
};

export interface Reply {
  status: number;
  body?: unknown;
  /** Raw bytes (e.g. an image) instead of JSON; a stream needs its Content-Length in `headers`. */
  raw?: { data: Buffer | Readable; contentType: string };
  headers?: Record<string, string>;
  /**
   * A long-lived text stream (server-sent events): the headers go out at once, then `run` writes
   * until it resolves or the client leaves (`out.closed`).
   */
  stream?: { contentType: string; run(out: StreamOut): Promise<void> };
}

export interface StreamOut {
  /** Writes a chunk; false when the client is gone or too far behind (the stream should end). */
  write(chunk: string): boolean;
  /** Resolves when the client has gone (or the answer was ended). */
  closed: Promise<void>;
}

export interface RequestInfo {
  method: Method;
  /** Full path, e.g. /api/v1/users/me. */
  path: string;
  ip: string;
  headers: Record<string, string | string[] | undefined>;
  platform: string | null;
  deviceId: string | null;
  userAgent: string | null;
  host: string | null;
}

export interface HandlerContext<P, Q, B> {
  app: AppContext;
  req: RequestInfo;
  params: P;
  query: Q;
  body: B;
  /** Set when the route authenticates (required) or a valid bearer came (optional). */
  user: AuthUser | null;
  files: MultipartPart[];
  /** File parts written to disk as they arrived (routes with `spoolFiles`); removed after the handler. */
  spooled: SpooledFile[];
  /** The body's bytes as sent, for `bodyKind: 'raw'` (a signature over them is checked); else null. */
  rawBody: Buffer | null;
}

/** What a limit hook sees: everything known before the body is read. */
export interface LimitContext<P = unknown> {
  app: AppContext;
  req: RequestInfo;
  params: P;
  user: AuthUser | null;
}

export interface RouteSpec<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  mount: Mount;
  method: Method;
  /** OpenAPI-style path under the mount: /users/{id}/public */
  path: string;
  summary: string;
  /** Longer OpenAPI description: rules the schemas cannot state. */
  description?: string;
  tag: string;
  /**
   * The OpenAPI operationId (stable, camelCase, unique). Default: derived from method and path
   * (operationIdOf), e.g. GET /api/v1/users/{id}/public -> getUsersByIdPublic.
   */
  operationId?: string;
  /** required: 401 without a valid bearer; optional: used if valid; none: ignored. */
  auth: 'required' | 'optional' | 'none';
  /**
   * Client headers (spec §7): 'api' needs X-Platform and X-Device-Id (and a valid signature when
   * API_SIGNATURE_KEY is set); 'platform' needs X-Platform only (public lookups); 'none' needs
   * nothing (beacons, ad relays, the OpenAPI document).
   */
  clientHeaders: 'api' | 'platform' | 'none';
  /**
   * Who may call (e.g. reviewers only), checked right after authentication and before any input
   * is read, so a caller without the role gets 403 whatever they send. Throws to refuse.
   */
  access?: (user: AuthUser | null) => void;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * How the body is read: JSON (default when `body` is set), a beacon (JSON or text/plain),
   * multipart, or raw: the bytes untouched in `rawBody` (webhooks signed over them), parsed by the handler.
   */
  bodyKind?: 'json' | 'beacon' | 'multipart' | 'raw';
  /**
   * Largest file a multipart body may carry (default MAX_UPLOAD_BYTES, the profile-picture
   * limit); the body may exceed it by the multipart framing. Largest raw body (default
   * MAX_JSON_BODY_BYTES). Over it: 413.
   */
  maxBodyBytes?: (env: ServerEnv) => number;
  /**
   * Multipart file parts are written to a spool file under DATA_DIR as they arrive (context
   * `spooled`), never held in memory whole (decision 0049): for large files (documents).
   */
  spoolFiles?: boolean;
  /**
   * Rate limit checked after authentication and before the body is read (decision 0014), so a
   * flood of large bodies is refused with 429 cheaply. Throws (429) to refuse.
   */
  limit?: (c: LimitContext<z.output<P>>) => Promise<void>;
  success: {
    status: number;
    description: string;
    schema?: z.ZodType;
    contentType?: string | readonly string[];
    /**
     * The same answer streamed to a client that asks for it by its Accept header (decision 0068):
     * the media type and one event's schema (one JSON object per line), documented beside the JSON.
     */
    stream?: { contentType: string; event: z.ZodType; description: string };
  };
  /** Other answers that are not errors, e.g. 200 with the existing resource beside the 201 of a new one. */
  otherSuccesses?: readonly { status: number; description: string; schema?: z.ZodType }[];
  /**
   * Answered by fileReply (decision 0018): 304 to a client whose copy is current and, with
   * `ranges`, 206 and 416 to a Range request. Documentation: the OpenAPI document lists them.
   */
  file?: { ranges: boolean };
  /**
   * False for a route that reads no database (embedded data, liveness): it never answers the
   * 503 of an unreachable or busy database, so the document does not list one.
   */
  database?: false;
  /**
   * Statuses the handler itself may answer (documentation). Those the pipeline answers are
   * derived from the route (openapi.ts): 400, 401 with auth, 403 with access, 404 with params,
   * 413/415 with a body, 429 with a limit, 503 unless `database: false`.
   */
  errors?: number[];
  handler: (c: HandlerContext<z.output<P>, z.output<Q>, z.output<B>>) => Promise<Reply>;
}

/** What a handler answers once `action` is done: 204 No Content (e.g. `async (c) => noContent(deleteX(...))`). */
export async function noContent(action: Promise<unknown>): Promise<Reply> {
  await action;
  return { status: 204 };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteSpec<any, any, any>;

export function defineRoute<
  P extends z.ZodType = z.ZodType<Record<string, never>>,
  Q extends z.ZodType = z.ZodType<Record<string, never>>,
  B extends z.ZodType = z.ZodType<undefined>,
>(spec: RouteSpec<P, Q, B>): AnyRoute {
  return spec as AnyRoute;
}

const camel = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The route's operationId: its own, or method + path words (parameters as By<Name>; /api/v1 left out). */
export function operationIdOf(route: Pick<AnyRoute, 'operationId' | 'method' | 'mount' | 'path'>): string {
  if (route.operationId) return route.operationId;
  const mountWords = route.mount === 'auth' || route.mount === 'analytics' ? [route.mount] : [];
  const pathWords = route.path.split('/').filter(Boolean).flatMap((segment) => {
    const param = /^\{(\w+)\}$/.exec(segment);
    return param ? [`by-${param[1]!}`] : [segment];
  });
  const words = [...mountWords, ...pathWords].flatMap((w) => w.split(/[^A-Za-z0-9]+/)).filter(Boolean);
  return route.method.toLowerCase() + words.map(camel).join('');
}
