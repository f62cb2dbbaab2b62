/**
 * The OpenAPI document covers every route and is built from the validating schemas (issue 3 §8);
 * it tells the truth about what the server answers, which every API test checks through its
 * client (support/openapi-check.ts; issue 21 §8, decision 0052).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '@/server/http/routes';
import { buildOpenApiDocument, errorStatuses } from '@/server/http/openapi';
import { MOUNT_PREFIX, operationIdOf } from '@/server/http/route';
import { startServer, type TestServer } from './support/server';
import { client, expectError } from './support/client';
import { openApiProblems, type Exchange } from './support/openapi-check';

describe('OpenAPI document', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer('pglite', { SEED_DEMO_DATA: 'false' });
  });
  afterAll(async () => s?.close());

  it('documents every endpoint with its request schema', async () => {
    const r = await client(s.url).call('GET', '/api/v1/openapi.json', { bare: true });
    expect(r.status).toBe(200);
    const doc = r.body;
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of ROUTES) {
      const op = doc.paths[`${MOUNT_PREFIX[route.mount]}${route.path}`]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${route.path}`).toBeTruthy();
      expect(op.responses[String(route.success.status)]).toBeTruthy();
      if (route.body && route.bodyKind !== 'multipart') expect(op.requestBody.content['application/json'].schema).toBeTruthy();
    }
    expect(Object.keys(doc.paths).length).toBeGreaterThanOrEqual(30);
    const signup = doc.paths['/api/v1/users'].post.requestBody.content['application/json'].schema;
    expect(signup.required).toEqual(expect.arrayContaining(['email', 'name', 'password']));
    expect(doc.paths['/api/v1/users/{id}/profilepicture'].post.requestBody.content).toHaveProperty('multipart/form-data');
    expect(doc.paths['/api/v1/users/me'].get.responses['401'].content['application/json'].schema).toBeTruthy();
  });

  it('gives every operation a unique camelCase operationId and its security', async () => {
    const doc = buildOpenApiDocument(ROUTES) as unknown as {
      paths: Record<string, Record<string, { operationId?: string; security?: Record<string, string[]>[] }>>;
      components: { securitySchemes?: Record<string, unknown> };
    };
    expect(doc.components.securitySchemes).toHaveProperty('bearerAuth');
    const ids = new Set<string>();
    for (const route of ROUTES) {
      const op = doc.paths[`${MOUNT_PREFIX[route.mount]}${route.path}`]![route.method.toLowerCase()]!;
      expect(op.operationId).toBe(operationIdOf(route));
      expect(op.operationId).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(ids.has(op.operationId!), op.operationId).toBe(false);
      ids.add(op.operationId!);
      const expected = { required: [{ bearerAuth: [] }], optional: [{}, { bearerAuth: [] }], none: [] }[route.auth];
      expect(op.security, `${route.method} ${route.path}`).toEqual(expected);
    }
    expect(operationIdOf({ method: 'GET', mount: 'v1', path: '/users/{id}/public' })).toBe('getUsersByIdPublic');
    expect(operationIdOf({ method: 'POST', mount: 'auth', path: '/oauth/token' })).toBe('postAuthOauthToken');
  });

  it('documents what the server answers: a null country and subscription, 413 and 415 to a JSON route, subjectId required by edition', async () => {
    // Each call below fails inside the client if the document does not describe its answer.
    const c = client(s.url);
    // From loopback, with no trusted country header: a visitor without a country.
    expect((await c.get('/api/v1/countries/by-ip')).body).toEqual({ code: null, country: null });
    const { token } = await c.signedInUser({ country: 'DE' });
    expect((await c.get('/api/v1/pro-plan/subscription', { token })).body).toEqual({ subscription: null });

    const oversize = JSON.stringify({ title: 'x'.repeat(s.app.env.MAX_JSON_BODY_BYTES) });
    expectError(await c.call('POST', '/api/v1/knows', { token, raw: oversize, headers: { 'Content-Type': 'application/json' } }), 413, 'BadRequestError');
    expectError(await c.call('POST', '/api/v1/knows', { token, raw: '<know/>', headers: { 'Content-Type': 'application/xml' } }), 415, 'InvalidMIMETypeError');

    // The German edition has a catalogue: a know without a subject is refused, as documented.
    const know = { title: 'Cells', contentLanguageCode: 'de', flashcards: [{ front: 'Cell', back: 'Smallest unit of life' }] };
    expect(expectError(await c.post('/api/v1/knows', know, { token }), 400, 'FormValidationError').data.fields).toHaveProperty('subjectId');
    const create = (await c.get('/api/v1/openapi.json', { bare: true })).body.paths['/api/v1/knows'].post;
    expect(create.description).toMatch(/subjectId is required where/);
    expect(create.requestBody.content['application/json'].schema.properties.subjectId.description).toMatch(/Required where that catalogue has subjects/);
  });

  it('derives the statuses the request pipeline answers from each route', () => {
    const doc = buildOpenApiDocument(ROUTES) as unknown as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    for (const route of ROUTES) {
      const documented = Object.keys(doc.paths[`${MOUNT_PREFIX[route.mount]}${route.path}`]![route.method.toLowerCase()]!.responses);
      const expected = errorStatuses(route);
      expect(documented, `${route.method} ${route.path}`).toEqual(expect.arrayContaining(expected.map(String)));
      const name = `${route.method} ${route.path}`;
      if (route.body && route.bodyKind !== 'raw') expect(expected, name).toEqual(expect.arrayContaining([413, 415]));
      if (route.auth === 'required') expect(expected, name).toContain(401);
      if (route.access) expect(expected, name).toContain(403);
      if (route.params) expect(expected, name).toContain(404);
      if (route.limit) expect(expected, name).toContain(429);
      expect(expected.includes(503), name).toBe(route.database !== false);
    }
  });

  it('refuses an exchange the document does not describe', () => {
    const get: Exchange = {
      method: 'GET', target: '/api/v1/countries/by-ip', requestType: null, requestBody: null,
      status: 200, responseType: 'application/json; charset=utf-8', responseText: '{"code":null,"country":null}',
    };
    expect(openApiProblems(get)).toEqual([]);
    expect(openApiProblems({ ...get, status: 418 })).toEqual([expect.stringContaining('status 418 is not documented')]);
    expect(openApiProblems({ ...get, responseText: '{"code":null}' })).toEqual([expect.stringContaining("must have required property 'country'")]);
    expect(openApiProblems({ ...get, responseType: 'text/html' })).toEqual([expect.stringContaining('media type text/html is not documented')]);
    expect(openApiProblems({ ...get, target: '/api/v1/countries/by-ip?x=1', method: 'DELETE', status: 200 })).toHaveLength(1);
    expect(openApiProblems({ ...get, target: '/api/v1/nowhere', status: 200 })).toHaveLength(1);
    // The router's own answer to an unknown path is an Error; anything else there is not.
    const unknown = { ...get, target: '/api/v1/nowhere', status: 404, responseText: '{"error":{"type":"NotFoundError","message":"No.","data":{}}}' };
    expect(openApiProblems(unknown)).toEqual([]);
    expect(openApiProblems({ ...unknown, responseText: '{"error":"No."}' })).toHaveLength(1);
    // An accepted request must be valid by the document; a refused one may be anything.
    const post: Exchange = {
      method: 'POST', target: '/api/auth/accounts/forgot-password', requestType: 'application/json', requestBody: '{"email":42}',
      status: 400, responseType: 'application/json', responseText: '{"error":{"type":"FormValidationError","message":"No.","data":{}}}',
    };
    expect(openApiProblems(post)).toEqual([]);
    expect(openApiProblems({ ...post, status: 202, responseText: '{"accepted":true}' }).join()).toMatch(/request body: \/email must be string/);
  });

  it('gives reviewers payout details masked in lists and whole only in the decision view (decision 0050)', () => {
    type Obj = { properties: Record<string, unknown>; required?: string[] };
    const doc = buildOpenApiDocument(ROUTES) as unknown as { components: { schemas: Record<string, Obj> }; paths: Record<string, Record<string, unknown>> };
    const { ReviewPayout, ReviewPayoutDetail } = doc.components.schemas;
    expect(ReviewPayout!.properties).toHaveProperty('maskedDetails');
    expect(ReviewPayout!.properties).not.toHaveProperty('details');
    expect(ReviewPayoutDetail!.required).toEqual(expect.arrayContaining(['details', 'maskedDetails']));
    expect(doc.paths['/api/v1/review/payouts/{uuid}']).toHaveProperty('get');
    expect(doc.components.schemas.User!.properties).toHaveProperty('reviewerEditions');
    expect(doc.components.schemas.ReviewReport!.properties).toHaveProperty('edition');
  });

  it("passes Redocly's recommended lint with no error", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'knowly-openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(buildOpenApiDocument(ROUTES)));
      // redocly exits 1 on errors; the JSON report on stdout is read either way.
      const { stdout } = await promisify(execFile)(
        join(process.cwd(), 'node_modules/.bin/redocly'),
        ['lint', '--extends=recommended', '--format=json', file],
        { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }, maxBuffer: 16 * 1024 * 1024 },
      ).catch((e: { stdout?: string }) => ({ stdout: e.stdout ?? '' }));
      const report = JSON.parse(stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; severity: string; message: string; location?: { pointer: string }[] }[];
      };
      const errors = report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`);
      expect(errors).toEqual([]);
      // The only warnings left: /users/{id}/... and /users/usernames/{username} (paths of spec §7),
      // and browser navigations answered with a redirect: Stripe's way back (a 303, decision 0033)
      // and the ads survey (a 302, decision 0039).
      const REDIRECTS = ['#/paths/~1api~1v1~1pro-plan~1checkouts~1{checkoutId}~1return/get/responses', '#/paths/~1api~1v1~1ads-survey-redirect/get/responses'];
      const redirectOnly = (w: { ruleId: string; location?: { pointer: string }[] }) =>
        w.ruleId === 'operation-2xx-response' && REDIRECTS.includes(w.location?.[0]?.pointer ?? '');
      const warnings = report.problems.filter((p) => p.severity !== 'error' && !redirectOnly(p));
      expect(warnings.map((w) => w.ruleId).every((r) => r === 'no-ambiguous-paths'), JSON.stringify(warnings)).toBe(true);
      expect(warnings.length).toBeLessThanOrEqual(4);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
