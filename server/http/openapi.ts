/**
 * The OpenAPI 3.1 document, generated from the route table and the contract's zod schemas
 * (lib/contract). 3.1 because its JSON Schema states nullable fields as type unions, which
 * OpenAPI 3.0's `nullable` cannot express for untyped values. Every operation has an
 * operationId and its security (tests/api/openapi.test.ts lints it with Redocly).
 */
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { errorSchema } from '@/lib/contract/errors';
import { DEVICE_ID_PATTERN, PLATFORMS } from '@/lib/contract/limits';
import { MOUNT_PREFIX, operationIdOf, type AnyRoute } from './route';
import { withNullableRefs } from './openapi-nullable-refs';

const ERROR_TEXT: Record<number, string> = {
  400: 'FormValidationError (data.fields), BadRequestError, InvalidUsernameError',
  401: 'AuthorizationError or InvalidCredentialsError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  405: 'Method not allowed (Allow header)',
  409: 'EmailInUseError, UsernameInUseError, DuplicateError or KnowIsUndeletableError',
  413: 'Body over the size limit',
  415: 'InvalidMIMETypeError',
  416: 'Range outside the file (Content-Range: bytes */size)',
  429: 'TooManyLoginAttemptsError or TooManyRequestsError (Retry-After)',
  500: 'NoErrorType: an unexpected failure (a fault of the server, logged with the request id)',
  502: 'An upstream service (ad relay endpoint, payment provider) failed',
  503: 'NoErrorType: the database is unreachable or busy (Retry-After)',
};

/**
 * The error statuses a route can answer: those the request pipeline (handler.ts) answers, derived
 * from the route's definition, and those its handler declares (`errors`).
 */
export function errorStatuses(r: AnyRoute): number[] {
  // 400 for any route: a malformed URL, a NUL in a parameter, bad client headers or input.
  // 500 for any route too: an unexpected failure answers the §8 shape, never a stack trace.
  const statuses = new Set<number>([400, 500, ...(r.errors ?? [])]);
  if (r.auth === 'required') statuses.add(401);
  if (r.access) statuses.add(403);
  if (r.params) statuses.add(404);
  const readsBody = r.bodyKind === 'multipart' || r.bodyKind === 'raw' || r.body !== undefined;
  if (readsBody) statuses.add(413);
  // A JSON or beacon body of another media type, or a multipart body without its boundary type.
  if (readsBody && r.bodyKind !== 'raw') statuses.add(415);
  if (r.limit) statuses.add(429);
  if (r.file?.ranges) statuses.add(416);
  if (r.database !== false) statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

function successContent(r: AnyRoute) {
  if (r.success.schema) {
    const stream = r.success.stream;
    return {
      content: {
        'application/json': { schema: r.success.schema },
        // One event per line; the media type object has no description, the response's says it.
        ...(stream ? { [stream.contentType]: { schema: stream.event } } : {}),
      },
    };
  }
  if (!r.success.contentType) return {};
  const types = typeof r.success.contentType === 'string' ? [r.success.contentType] : r.success.contentType;
  return { content: Object.fromEntries(types.map((t) => [t, { schema: { type: 'string', format: 'binary' } }])) };
}

export function buildOpenApiDocument(routes: readonly AnyRoute[]) {
  const registry = new OpenAPIRegistry();
  const bearer = registry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  for (const r of routes) {
    const responses: Record<string, unknown> = {
      [r.success.status]: { description: [r.success.description, r.success.stream?.description].filter(Boolean).join('. '), ...successContent(r) },
    };
    for (const other of r.otherSuccesses ?? []) {
      responses[other.status] = {
        description: other.description,
        ...(other.schema ? { content: { 'application/json': { schema: other.schema } } } : {}),
      };
    }
    if (r.file) {
      responses[304] = { description: 'Not modified: the client\'s copy (If-None-Match, If-Modified-Since) is current' };
      if (r.file.ranges) responses[206] = { description: 'One byte range of the file (Range)', ...successContent(r) };
    }
    for (const s of errorStatuses(r)) {
      responses[s] = { description: ERROR_TEXT[s] ?? 'Error', content: { 'application/json': { schema: errorSchema } } };
    }
    const headers: Record<string, z.ZodType> = {};
    if (r.clientHeaders !== 'none') headers['X-Platform'] = z.enum(PLATFORMS);
    if (r.clientHeaders === 'api') {
      headers['X-Device-Id'] = z.string().regex(DEVICE_ID_PATTERN);
      headers['X-Signature'] = z.string().optional();
    }
    const body =
      r.bodyKind === 'multipart'
        ? {
            content: {
              'multipart/form-data': {
                schema: r.body
                  ? (r.body as unknown as z.ZodObject).extend({ file: z.string().meta({ format: 'binary' }) })
                  : z.object({ file: z.string().meta({ format: 'binary' }) }),
              },
            },
          }
        : r.bodyKind === 'raw'
          ? { content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } } }
        : r.body
          ? {
              content: {
                'application/json': { schema: r.body },
                ...(r.bodyKind === 'beacon' ? { 'text/plain': { schema: r.body } } : {}),
              },
            }
          : undefined;
    registry.registerPath({
      method: r.method.toLowerCase() as 'get',
      path: `${MOUNT_PREFIX[r.mount]}${r.path}`,
      operationId: operationIdOf(r),
      summary: r.summary,
      ...(r.description ? { description: r.description } : {}),
      tags: [r.tag],
      // Optional: anonymous, or a bearer when one is sent; none: no credentials at all.
      security: r.auth === 'required' ? [{ [bearer.name]: [] }] : r.auth === 'optional' ? [{}, { [bearer.name]: [] }] : [],
      request: {
        ...(r.params ? { params: r.params } : {}),
        ...(r.query ? { query: r.query } : {}),
        ...(Object.keys(headers).length ? { headers: z.object(headers) } : {}),
        ...(body ? { body } : {}),
      },
      responses: responses as never,
    });
  }
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Knowly API',
      version: '1.0.0',
      license: { name: 'Proprietary', url: 'https://knowly.example/terms' },
      description: 'Product API (/api/v1), auth server (/api/auth), analytics ingest (/api/analytics) and ad relays.',
    },
    servers: [{ url: '/' }],
  });
  return withNullableRefs(document as never) as unknown as typeof document;
}
