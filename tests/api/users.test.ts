/** Sign-up and the users resource (issue 3 §4, §5). */
import { describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { BACKENDS, startServer } from './support/server';
import { blockServer } from './support/block-server';
import { client, expectError } from './support/client';

function yearsAgo(years: number, days = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe.each(BACKENDS)('users on %s', (backend) => {
  const s = blockServer(backend);
  const c = client(s);

  it('signs up: 201 with the user, never a hash; the unconfirmed account can sign in', async () => {
    const { user, input } = await c.signUp({ source: 'share', sourceCampaign: 'spring', username: 'new.learner_1' });
    expect(user).toMatchObject({
      email: input.email, name: input.name, username: 'new.learner_1', country: 'DE', interfaceLanguage: 'de',
      contentLanguage: 'de', source: 'share', sourceCampaign: 'spring', emailConfirmed: false, knowerUuid: null,
      newsletter: false, premiumStatus: 'NONE',
    });
    expect(JSON.stringify(user)).not.toMatch(/argon2|passwordHash|password/i);
    const t = await c.signIn(input.email, input.password);
    expect((await c.get('/api/v1/users/me', { token: t.accessToken })).body.uuid).toBe(user.uuid);
  });

  it('stores the hash as argon2id with at least the ASVS parameters', async () => {
    // The other tests run at the test-only cost (decision 0075): this one at the one production uses.
    const standard = await startServer(backend, { SEED_DEMO_DATA: 'false', PASSWORD_HASH_COST: 'standard' });
    try {
      const { user } = await client(standard.url).signUp();
      const [row] = await standard.app.db.select().from(users).where(eq(users.id, user.uuid));
      expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
      const [, m, t] = /m=(\d+),t=(\d+)/.exec(row!.passwordHash)!;
      expect(Number(m)).toBeGreaterThanOrEqual(19456);
      expect(Number(t)).toBeGreaterThanOrEqual(2);
    } finally {
      await standard.close();
    }
  });

  it('defaults the newsletter opt-in per country and generates a valid username', async () => {
    const us = await c.signUp({ country: 'US', birthDate: yearsAgo(20) });
    expect(us.user.newsletter).toBe(true);
    expect(us.user.username).toMatch(/^[A-Za-z0-9._]{3,30}$/);
    const fr = await c.signUp({ country: 'FR' });
    expect(fr.user.newsletter).toBe(false);
    const optOut = await c.signUp({ country: 'BR', newsletter: false });
    expect(optOut.user.newsletter).toBe(false);
  });

  it('infers the country from the edition host', async () => {
    // fetch cannot set Host: use node:http.
    const body = JSON.stringify({ email: 'host@example.org', name: 'Host', password: 'long enough pw' });
    const res = await new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
      const req = request(`${s.url}/api/v1/users`, {
        method: 'POST',
        headers: { Host: 'pl.localhost:3000', 'Content-Type': 'application/json', 'X-Platform': 'web', 'X-Device-Id': 'test-device-0001' },
      }, (r) => {
        let text = '';
        r.on('data', (d: Buffer) => (text += d.toString()));
        r.on('end', () => resolve({ status: r.statusCode ?? 0, json: JSON.parse(text) as Record<string, unknown> }));
      });
      req.on('error', reject);
      req.end(body);
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ country: 'PL', interfaceLanguage: 'pl' });
  });

  it('requires a birth date and the minimum age in the US', async () => {
    const base = { email: 'kid@example.org', name: 'Kid', password: 'long enough pw', country: 'US' };
    expect(expectError(await c.post('/api/v1/users', base), 400, 'FormValidationError').data.fields).toHaveProperty('birthDate');
    const young = await c.post('/api/v1/users', { ...base, birthDate: yearsAgo(13, 1) });
    expect(expectError(young, 400, 'FormValidationError').data.fields.birthDate).toMatch(/13/);
    const badDate = await c.post('/api/v1/users', { ...base, birthDate: '2010-02-30' });
    expectError(badDate, 400, 'FormValidationError');
    const ok = await c.post('/api/v1/users', { ...base, birthDate: yearsAgo(13) });
    expect(ok.status, ok.text).toBe(201);
  });

  it('enforces name, password and username rules', async () => {
    const long = await c.post('/api/v1/users', { email: 'a@example.org', name: 'x'.repeat(101), password: 'p'.repeat(129), country: 'DE' });
    const f = expectError(long, 400, 'FormValidationError').data.fields;
    expect(f).toHaveProperty('name');
    expect(f).toHaveProperty('password');
    // 100 characters (code points, not UTF-16 units) and a 64-character password are fine.
    const ok = await c.post('/api/v1/users', { email: 'b@example.org', name: '😀'.repeat(100), password: 'p'.repeat(64), country: 'DE' });
    expect(ok.status, ok.text).toBe(201);
    const badUsername = await c.post('/api/v1/users', { email: 'c@example.org', name: 'C', password: 'p'.repeat(8), username: 'no spaces!', country: 'DE' });
    expect(expectError(badUsername, 400, 'FormValidationError').data.fields).toHaveProperty('username');
  });

  it('answers 409 EmailInUseError and UsernameInUseError', async () => {
    const { input } = await c.signUp({ username: 'taken_name' });
    const dupEmail = await c.post('/api/v1/users', { ...input, email: input.email.toUpperCase(), username: undefined });
    expectError(dupEmail, 409, 'EmailInUseError');
    const dupUser = await c.post('/api/v1/users', { ...input, email: 'other@example.org', username: 'TAKEN_NAME' });
    expectError(dupUser, 409, 'UsernameInUseError');
  });

  it('PATCH users/{uuid}: own user 200, someone else 403', async () => {
    const { user, tokens: t } = await c.signedInUser();
    const r = await c.patch(`/api/v1/users/${user.uuid}`, { name: 'Renamed', grade: '10', schoolType: 'GYMNASIUM', school: { id: 42 }, regionId: 1002, newsletter: true }, { token: t.accessToken });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ name: 'Renamed', grade: '10', schoolType: 'GYMNASIUM', school: { id: 42 }, regionId: 1002, newsletter: true });
    expect((await c.get('/api/v1/users/me', { token: t.accessToken })).body.name).toBe('Renamed');
    const other = await c.signIn('learner2.de@example.com');
    expectError(await c.patch(`/api/v1/users/${user.uuid}`, { name: 'Hijack' }, { token: other.accessToken }), 403, 'ForbiddenError');
    expectError(await c.patch(`/api/v1/users/${user.uuid}`, { regionId: 8001 }, { token: t.accessToken }), 400, 'FormValidationError');
    expectError(await c.patch(`/api/v1/users/${user.uuid}`, { name: 'Anon' }), 401, 'AuthorizationError');
  });

  it('public profile shows public fields only', async () => {
    const t = await c.signIn('knower1.de@example.com');
    const me = (await c.get('/api/v1/users/me', { token: t.accessToken })).body;
    const pub = await c.get(`/api/v1/users/${me.uuid}/public`);
    expect(pub.status).toBe(200);
    expect(pub.body).toEqual({
      uuid: me.uuid, name: me.name, username: me.username, country: 'DE', knowerUuid: me.knowerUuid,
      profilePictureUrl: null, createdOn: me.createdOn,
    });
  });

  it('changes the username: rules -> InvalidUsernameError, taken -> UsernameInUseError', async () => {
    const { user, tokens: t } = await c.signedInUser();
    const path = `/api/v1/users/${user.uuid}/username`;
    expectError(await c.patch(`${path}?username=ab`, undefined, { token: t.accessToken }), 400, 'InvalidUsernameError');
    expectError(await c.patch(`${path}?username=${encodeURIComponent('bad name')}`, undefined, { token: t.accessToken }), 400, 'InvalidUsernameError');
    expectError(await c.patch(`${path}?username=Learner1_DE`, undefined, { token: t.accessToken }), 409, 'UsernameInUseError');
    expectError(await c.patch(path, undefined, { token: t.accessToken }), 400, 'FormValidationError');
    const ok = await c.patch(`${path}?username=fresh.name_9`, undefined, { token: t.accessToken });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.username).toBe('fresh.name_9');
    const found = await c.get('/api/v1/users/usernames/FRESH.NAME_9');
    expect(found.body.uuid).toBe(user.uuid);
    expectError(await c.get('/api/v1/users/usernames/nobody_has_this'), 404, 'NotFoundError');
  });

  it('timezone, open-app and IP lookup tracking', async () => {
    const { user, tokens: t } = await c.signedInUser();
    const tz = await c.patch(`/api/v1/users/${user.uuid}/timezone`, { offset: -120 }, { token: t.accessToken });
    expect(tz.body.timezoneOffset).toBe(-120);
    expectError(await c.patch(`/api/v1/users/${user.uuid}/timezone`, { offset: 5000 }, { token: t.accessToken }), 400, 'FormValidationError');
    const open = await c.post(`/api/v1/users/${user.uuid}/open-app`, undefined, { token: t.accessToken });
    expect(open.status).toBe(200);
    expect(Date.parse(open.body.lastTrackedOn)).toBeGreaterThan(Date.now() - 60_000);
    const first = await c.post(`/api/v1/users/${user.uuid}/lookup`, undefined, { token: t.accessToken });
    expect(first.body).toMatchObject({ updatedCount: 1, updated: true });
    // §9: within 3 hours (count <= 10) no new lookup is counted.
    const second = await c.post(`/api/v1/users/${user.uuid}/lookup`, undefined, { token: t.accessToken });
    expect(second.body).toMatchObject({ updatedCount: 1, updated: false });
    const other = await c.signIn('learner3.de@example.com');
    expectError(await c.post(`/api/v1/users/${user.uuid}/open-app`, undefined, { token: other.accessToken }), 403, 'ForbiddenError');
  });

  it('unsubscribes from the newsletter with the e-mail preferences token', async () => {
    const { user } = await c.signUp({ newsletter: true });
    const [row] = await s.app.db.select().from(users).where(eq(users.id, user.uuid));
    const body = { emailType: 'NEWSLETTER', emailPreferencesToken: row!.emailPreferencesToken, emailUuid: '2f1c4c1e-6a53-4c55-9d1f-1d2b3c4d5e6f' };
    const r = await c.post('/api/v1/users/newsletter/unsubscribe/v2', body);
    expect(r.status, r.text).toBe(200);
    const [after] = await s.app.db.select().from(users).where(eq(users.id, user.uuid));
    expect(after!.newsletter).toBe(false);
    expectError(await c.post('/api/v1/users/newsletter/unsubscribe/v2', { ...body, emailPreferencesToken: 'x'.repeat(32) }), 404, 'NotFoundError');
  });
});
