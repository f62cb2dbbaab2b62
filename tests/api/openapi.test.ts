/** The OpenAPI document covers every route and is built from the validating schemas (issue 3 §8). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '@/server/http/routes';
import { MOUNT_PREFIX } from '@/server/http/route';
import { startServer, type TestServer } from './support/server';
import { client } from './support/client';

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
});
