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


const ERROR_TEXT: Record<number, string> = {
  400: 'FormValidationError (data.fields), BadRequestError, InvalidUsernameError',
  401: 'AuthorizationError or InvalidCredentialsError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  405: 'Method not allowed (Allow header)',
  409: 'EmailInUseError, UsernameInUseError, DuplicateError or KnowIsUndeletableError',
  413: 'Body over the size limit',
  415: 'InvalidMIMETypeError',
  429: 'TooManyLoginAttemptsError or TooManyRequestsError (Retry-After)',
  502: 'Relay endpoint failed',
};

export function buildOpenApiDocument(routes: readonly AnyRoute[]) {
  const registry = new OpenAPIRegistry();
  const bearer = registry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  for (const r of routes) {
    const statuses = new Set<number>([400, ...(r.errors ?? [])]);
    if (r.auth === 'required') statuses.add(401);
    if (r.params) statuses.add(404);
    const responses: Record<string, unknown> = {
      [r.success.status]: {
        description: r.success.description,
        ...(r.success.schema
          ? { content: { 'application/json': { schema: r.success.schema } } }
          : r.success.contentType
            ? { content: { [r.success.contentType]: { schema: { type: 'string', format: 'binary' } } } }
            : {}),
      },
    };
    for (const s of [...statuses].sort()) {
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
        ? { content: { 'multipart/form-data': { schema: z.object({ file: z.string().meta({ format: 'binary' }) }) } } }
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
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Knowly API',
      version: '1.0.0',
      license: { name: 'Proprietary', url: 'https://knowly.example/terms' },
      description: 'Product API (/api/v1), auth server (/api/auth), analytics ingest (/api/analytics) and ad relays.',
    },
    servers: [{ url: '/' }],
  });
}
