/** Countries (issue 3 §6) and knowers (§5). */
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { COUNTRY_CODES } from '@/lib/config/countries';
import { knows } from '@/server/db/schema';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client, expectError } from './support/client';

describe.each(BACKENDS)('countries on %s', (backend) => {
  const s = blockServer(backend, { TRUSTED_COUNTRY_HEADER: 'X-Test-Country', TRUST_PROXY: 'true' });
  const c = client(s);

  it('lists all 20 countries', async () => {
    const r = await c.get('/api/v1/countries');
    expect(r.status).toBe(200);
    expect(r.body.map((x: { code: string }) => x.code)).toEqual([...COUNTRY_CODES]);
    expect(r.body.find((x: { code: string }) => x.code === 'US')).toMatchObject({ id: 8, minimumAge: 13, currency: 'USD' });
  });

  it('serves regions by id or code, and 404 for unknown countries', async () => {
    const de = await c.get('/api/v1/countries/1/regions');
    expect(de.body).toHaveLength(16);
    expect(de.body[1]).toMatchObject({ id: 1002, name: 'Bayern' });
    expect((await c.get('/api/v1/countries/gb/regions')).body.map((r: { name: string }) => r.name)).toContain('Scotland');
    expect((await c.get('/api/v1/countries/PT/regions')).body).toEqual([]);
    expectError(await c.get('/api/v1/countries/99/regions'), 404, 'NotFoundError');
    expectError(await c.get('/api/v1/countries/XX/regions'), 404, 'NotFoundError');
  });

  it('serves the country-language configuration with every §3 field', async () => {
    const r = await c.get('/api/v1/countries/8/languages/en/config');
    expect(r.status).toBe(200);
    for (const key of [
      'country', 'language', 'domain', 'supportEmail', 'isLaunched', 'isExpansionContestRunning', 'instagramUrl', 'tiktokUrl',
      'discordUrl', 'knowerGuideUrl', 'knowerCallUrl', 'knowerGuideStudyCollectionUuid', 'hasExamBoard', 'primaryInternalUserUuid',
      'showGrades', 'minimumAge', 'baseUrls', 'subscribeEmailByDefault', 'expansionContestStartOn', 'expansionContestEndOn',
    ]) expect(r.body).toHaveProperty(key);
    expect(r.body).toMatchObject({ minimumAge: 13, subscribeEmailByDefault: true, country: { code: 'US' }, language: { code: 'en' } });
    const tr = await c.get('/api/v1/countries/TR/languages/tr/config');
    expect(tr.body).toMatchObject({ hasExamBoard: true, expansionContestStartOn: '2024-07-18', expansionContestEndOn: '2024-08-12' });
    expectError(await c.get('/api/v1/countries/8/languages/xx/config'), 404, 'NotFoundError');
  });

  it('serves exam boards for GB and TR only, and exam types', async () => {
    expect((await c.get('/api/v1/countries/GB/exam-boards')).body.map((b: { code: string }) => b.code)).toContain('AQA');
    expect((await c.get('/api/v1/countries/TR/exam-boards')).body.length).toBeGreaterThan(0);
    expect((await c.get('/api/v1/countries/DE/exam-boards')).body).toEqual([]);
    expect((await c.get('/api/v1/countries/GB/exam-types')).body.map((b: { code: string }) => b.code)).toContain('GCSE');
  });

  it('finds the country by IP: trusted header, else the GeoIP table, else success with no country', async () => {
    const byHeader = await c.get('/api/v1/countries/by-ip', { headers: { 'X-Test-Country': 'de' } });
    expect(byHeader.status).toBe(200);
    expect(byHeader.body.code).toBe('DE');
    const byIp = await c.get('/api/v1/countries/by-ip', { headers: { 'X-Forwarded-For': '8.8.8.8' } });
    expect(byIp.body.code).toBe('US');
    // Unknown (loopback) or not served (JP): 200 with no country, never an error a browser logs.
    for (const r of [await c.get('/api/v1/countries/by-ip'), await c.get('/api/v1/countries/by-ip', { headers: { 'X-Test-Country': 'JP' } })]) {
      expect(r.status, r.text).toBe(200);
      expect(r.body).toEqual({ code: null, country: null });
    }
  });
});

describe.each(BACKENDS)('knowers on %s', (backend) => {
  const s = blockServer(backend);
  const c = client(s);

  it('shows a knower, knowers/me, and own status statistics only', async () => {
    const t = await c.signIn('knower1.fr@example.com');
    const me = await c.get('/api/v1/knowers/me', { token: t.accessToken });
    expect(me.status, me.text).toBe(200);
    // What the seed gave this knower, counted straight from the database.
    const rows = await s.app.db
      .select({ status: knows.status, n: count() })
      .from(knows)
      .where(eq(knows.knowerId, me.body.uuid))
      .groupBy(knows.status);
    const seeded = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
    expect(seeded('PUBLISHED')).toBeGreaterThan(0);
    expect(seeded('DRAFT') + seeded('IN_REVIEW')).toBeGreaterThan(0);
    expect(me.body).toMatchObject({ user: { username: 'knower1_fr', country: 'FR' }, publishedKnowsCount: seeded('PUBLISHED') });
    const pub = await c.get(`/api/v1/knowers/${me.body.uuid}`);
    expect(pub.body).toEqual(me.body);
    const stats = await c.get(`/api/v1/knowers/${me.body.uuid}/knows/status-stats`, { token: t.accessToken });
    expect(stats.body).toEqual({
      total: rows.reduce((sum, r) => sum + r.n, 0),
      draft: seeded('DRAFT'),
      inReview: seeded('IN_REVIEW'),
      published: seeded('PUBLISHED'),
      rejected: seeded('REJECTED'),
    });
    const learner = await c.signIn('learner1.fr@example.com');
    expectError(await c.get(`/api/v1/knowers/${me.body.uuid}/knows/status-stats`, { token: learner.accessToken }), 403, 'ForbiddenError');
    expectError(await c.get('/api/v1/knowers/me', { token: learner.accessToken }), 404, 'NotFoundError');
    expectError(await c.get('/api/v1/knowers/00000000-0000-4000-8000-000000000000'), 404, 'NotFoundError');
    const users = await c.get('/api/v1/users/me', { token: t.accessToken });
    expect(users.body).toMatchObject({ isKnower: true, knowerUuid: me.body.uuid });
  });
});
