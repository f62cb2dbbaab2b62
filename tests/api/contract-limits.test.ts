/**
 * Integers beyond 32 bits and other non-integers in query strings and JSON bodies answer 400
 * FormValidationError naming the field, never a 500 from PostgreSQL (issue 9 §1, §4): every id,
 * page and limit goes through lib/contract/common.ts. Nothing is written by a refused request.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client, expectError } from './support/client';

/** Query-string values that are not a 32-bit integer in range (1e3: no exponents in a query). */
const BAD_QUERY_INTEGERS = ['2147483648', '99999999999999999999', '-1', '1e3', '12abc', '1.5', '0x10', ' 7'];
/** JSON values that are not a positive 32-bit id. */
const BAD_BODY_IDS: unknown[] = [2147483648, 1e10, -1, 0, 1.5, '12abc', '7'];

describe.each(BACKENDS)('contract limits on %s', (backend) => {
  let token: string;
  let userId: string;
  const s = blockServer(backend, { SEED_DEMO_DATA: 'false' });
  const c = client(s);
  beforeAll(async () => {
    const { user, input } = await c.signUp();
    userId = user.uuid;
    token = (await c.signIn(input.email, input.password)).accessToken;
  });

  function expectFieldError(r: Awaited<ReturnType<typeof c.get>>, field: string, label: string) {
    const error = expectError(r, 400, 'FormValidationError');
    expect(Object.keys(error.data.fields ?? {}), label).toContain(field);
  }

  const queryCases: { path: string; field: string; signedIn?: boolean }[] = [
    { path: '/api/v1/search/knows?subjectId=', field: 'subjectId' },
    { path: '/api/v1/search/knows?query=x&offset=', field: 'offset' },
    { path: '/api/v1/knows?subjectId=', field: 'subjectId' },
    { path: '/api/v1/knows?limit=', field: 'limit' },
    { path: '/api/v1/knows?offset=', field: 'offset' },
    { path: '/api/v1/feeds/new?offset=', field: 'offset' },
    { path: '/api/v1/users/me/knows?limit=', field: 'limit', signedIn: true },
    { path: '/api/v1/users/me/saved-knows?offset=', field: 'offset', signedIn: true },
    { path: '/api/v1/flashcards/study?limit=', field: 'limit', signedIn: true },
  ];

  it('answers 400 for query integers beyond 32 bits, negative, with exponents or trailing text', async () => {
    for (const { path, field, signedIn } of queryCases) {
      for (const value of BAD_QUERY_INTEGERS) {
        const r = await c.get(`${path}${encodeURIComponent(value)}`, signedIn ? { token } : {});
        expectFieldError(r, field, `${path}${value}`);
      }
    }
  });

  it('still reads plain decimal integers in range', async () => {
    expect((await c.get('/api/v1/knows?subjectId=2147483647&limit=50&offset=0')).status).toBe(200);
    expect((await c.get('/api/v1/search/knows?subjectId=2147483647&offset=1000')).status).toBe(200);
    expect((await c.get('/api/v1/flashcards/study?limit=100', { token })).status).toBe(200);
  });

  it('answers 400 for body ids beyond 32 bits (school.id, regionId, subjectId) and changes nothing', async () => {
    for (const value of BAD_BODY_IDS) {
      const school = await c.patch(`/api/v1/users/${userId}`, { name: 'Changed', school: { id: value } }, { token });
      expectFieldError(school, 'school.id', `school.id ${JSON.stringify(value)}`);
      const region = await c.patch(`/api/v1/users/${userId}`, { name: 'Changed', regionId: value }, { token });
      expectFieldError(region, 'regionId', `regionId ${JSON.stringify(value)}`);
      const know = await c.post(
        '/api/v1/knows',
        { title: 'Cards', subjectId: value, contentLanguageCode: 'de', flashcards: [{ front: 'a', back: 'b' }] },
        { token },
      );
      expectFieldError(know, 'subjectId', `subjectId ${JSON.stringify(value)}`);
    }
    const me = await c.get('/api/v1/users/me', { token });
    expect(me.body).toMatchObject({ school: null, regionId: null });
    expect(me.body.name).not.toBe('Changed');
    expect((await c.get('/api/v1/users/me/knows', { token })).body.numberOfResults).toBe(0);
  });

  it('keeps the largest 32-bit id a valid school id', async () => {
    const r = await c.patch(`/api/v1/users/${userId}`, { school: { id: 2147483647 } }, { token });
    expect(r.status, r.text).toBe(200);
    expect(r.body.school).toEqual({ id: 2147483647 });
  });
});
