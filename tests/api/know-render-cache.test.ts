/**
 * Rendered know pages reused for every reader (issue 21 point 2, decision 0066), through
 * `npm start`'s server (server/serve.ts) with the know page's own getServerSideProps in place of
 * a Next build (support/know-page-stand-in.ts). A page rendered for one reader, signed in or not,
 * is served to the next from memory, and never after a write that changes what it shows: an edited
 * title, a renamed knower, a like (the count is in the page), a know made private, deleted or
 * hidden on a report; on two instances sharing one PostgreSQL too. What is kept holds nothing of
 * the reader it was rendered for, and no locked page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '@/server/env';
import { startServer as serve, type RunningServer } from '@/server/serve';
import { changeRole } from '@/server/users/roles';
import { makePdf } from '../support/documents';
import { spawnServer, type ChildServer } from './support/child-server';
import { client } from './support/client';
import { knowPageStandIn } from './support/know-page-stand-in';
import { BACKENDS, createTestDatabase, type TestDatabase } from './support/server';
import { newKnow } from './support/knows';
import { uploadId } from './support/uploads';

interface Person {
  token: string;
  uuid: string;
  email: string;
}

interface Page {
  status: number;
  hit: boolean;
  html: string;
  headers: Headers;
}

/** A page as a browser asks for it: with the reader's cookie, and their token where they have one. */
async function page(base: string, path: string, reader?: Person): Promise<Page> {
  const headers: Record<string, string> = { cookie: `knowly_experiments=%7B%7D; reader=${reader?.uuid ?? 'visitor'}` };
  if (reader) headers.authorization = `Bearer ${reader.token}`;
  const res = await fetch(`${base}${path}`, { headers });
  return { status: res.status, hit: res.headers.get('x-render-cache') === 'hit', html: await res.text(), headers: res.headers };
}

const PAGE_1 = ['Die Mitochondrien sind die Kraftwerke der Zelle.', 'Sie bilden das Molekül ATP in der inneren Membran.'];
const PAGE_2 = ['Der Quastenflosser gilt als lebendes Fossil der Tiefsee.', 'Er wurde im Jahr 1938 vor Südafrika wiederentdeckt.'];

describe.each(BACKENDS)('know pages rendered once for every reader, on %s', (backend) => {
  let db: TestDatabase;
  let running: RunningServer;
  let base: string;
  let c: ReturnType<typeof client>;

  const person = (): Promise<Person> => c.member({ country: 'DE' });

  async function know(owner: Person, title: string) {
    const k = await newKnow(c, owner.token, { title, flashcards: [{ front: 'Zelle', back: 'kleinste Einheit des Lebens' }] });
    expect(k.status).toBe('PUBLISHED');
    return { uuid: k.uuid, path: `/knows/${k.slug}` };
  }

  /** Renders the page, then checks the next reader gets it from memory. */
  async function kept(path: string, first?: Person, second?: Person) {
    const rendered = await page(base, path, first);
    expect(rendered.status, rendered.html).toBe(200);
    const again = await page(base, path, second);
    expect(again.hit).toBe(true);
    expect(again.html).toBe(rendered.html);
    return rendered;
  }

  beforeAll(async () => {
    db = await createTestDatabase(backend, 'empty');
    // No reviewer in the empty database: new knows are published at once (decision 0028).
    running = await serve(
      loadEnv({ APP_ENV: 'local', LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl }),
      knowPageStandIn,
      { port: 0, host: '127.0.0.1' },
    );
    base = running.url;
    c = client(base);
  }, 60_000);
  afterAll(async () => {
    (globalThis as { __knowlyApp?: unknown }).__knowlyApp = undefined;
    await running?.close();
    await db?.drop();
  });

  it("serves one reader's render to the next, signed in or not, with nothing of the first reader in it", async () => {
    const owner = await person();
    const reader = await person();
    const k = await know(owner, 'Zellbiologie für alle');
    // The reader likes it: their own copy (API) says so, the shared page must not.
    expect((await c.post(`/api/v1/knows/${k.uuid}/like`, undefined, { token: reader.token })).status).toBe(200);
    const own = await c.get(`/api/v1/knows/${k.uuid}`, { token: reader.token });
    expect(own.body).toMatchObject({ isLiked: true, isOwn: false });

    const first = await page(base, k.path, owner);
    expect(first.status).toBe(200);
    expect(first.hit).toBe(false);
    for (const [next, who] of [[reader, 'reader'], [undefined, 'visitor']] as const) {
      const served = await page(base, k.path, next);
      expect(served.hit, who).toBe(true);
      expect(served.html).toBe(first.html);
      expect(served.headers.get('set-cookie')).toBeNull();
    }
    for (const secret of [owner.token, reader.token, owner.email, reader.email, '"isOwn":true', '"isLiked":true', '"isSaved":true']) {
      expect(first.html).not.toContain(secret);
    }
    expect(first.html).toContain('"likesCount":1');
  });

  it('renders again after each write that changes the page, and shows the change', async () => {
    const owner = await person();
    const fan = await person();
    const k = await know(owner, 'Erster Titel');

    await kept(k.path, owner, fan);
    expect((await c.patch(`/api/v1/knows/${k.uuid}`, { title: 'Zweiter Titel' }, { token: owner.token })).status).toBe(200);
    const retitled = await page(base, k.path, fan);
    expect(retitled.hit).toBe(false);
    expect(retitled.html).toContain('Zweiter Titel');
    expect(retitled.html).not.toContain('Erster Titel');

    await kept(k.path, fan);
    expect((await c.patch(`/api/v1/users/${owner.uuid}`, { name: 'Neuer Name Knower' }, { token: owner.token })).status).toBe(200);
    const renamed = await page(base, k.path, fan);
    expect(renamed.hit).toBe(false);
    expect(renamed.html).toContain('Neuer Name Knower');

    await kept(k.path);
    expect((await c.post(`/api/v1/knows/${k.uuid}/like`, undefined, { token: fan.token })).status).toBe(200);
    const liked = await page(base, k.path);
    expect(liked.hit).toBe(false);
    expect(liked.html).toContain('"likesCount":1');

    await kept(k.path, fan);
    expect((await c.patch(`/api/v1/knows/${k.uuid}`, { isPrivate: true }, { token: owner.token })).status).toBe(200);
    expect((await page(base, k.path, fan)).status).toBe(404);
    expect((await page(base, k.path, owner)).status).toBe(404); // the owner's own copy comes from the API
    expect((await c.patch(`/api/v1/knows/${k.uuid}`, { isPrivate: false }, { token: owner.token })).status).toBe(200);

    await kept(k.path, fan);
    expect((await c.call('DELETE', `/api/v1/knows/${k.uuid}`, { token: owner.token })).status).toBe(204);
    const deleted = await page(base, k.path, fan);
    expect(deleted.status).toBe(404);
    expect(deleted.html).not.toContain('Zweiter Titel');
  });

  it("keeps a locked page out of what is kept, whoever's request rendered it", async () => {
    const owner = await person();
    const upload = await uploadId(base, owner.token, await makePdf([PAGE_1.join('\n'), PAGE_2.join('\n')], { size: [595, 842], fontSize: 9 }));
    const r = await c.post('/api/v1/knows', { title: 'Zellen und Fische', subjectId: 1001, contentLanguageCode: 'de', uploadIds: [upload] }, { token: owner.token });
    expect(r.status, r.text).toBe(201);
    // The owner may read page 2 (decision 0048): their own copy, from the API, has it.
    expect((await c.get(`/api/v1/knows/${r.body.uuid}`, { token: owner.token })).text).toContain(PAGE_2[0]);

    const rendered = await kept(`/knows/${r.body.slug}`, owner);
    expect(rendered.html).toContain(PAGE_1[0]);
    for (const line of PAGE_2) expect(rendered.html).not.toContain(line);
  }, 60_000);

  it('answers HEAD from memory and leaves API answers alone', async () => {
    const owner = await person();
    const k = await know(owner, 'Kopf und Körper');
    const rendered = await kept(k.path);
    // HEAD from memory: the headers without the body.
    const head = await fetch(`${base}${k.path}`, { method: 'HEAD', headers: { cookie: 'a=b' } });
    expect(head.headers.get('x-render-cache')).toBe('hit');
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(rendered.html)));
    // API answers are never kept: a like shows at once in the API.
    expect((await c.get(`/api/v1/knows/${k.uuid}`)).headers.get('x-render-cache')).toBeNull();
  });

  it('renders again once a reviewer hides a reported know', async () => {
    const owner = await person();
    const reporter = await person();
    const k = await know(owner, 'Abgeschriebene Karten');
    // Last: with a reviewer in the edition, new knows wait in review.
    const reviewer = await person();
    await changeRole(running.app.db, reviewer.email, 'reviewer', ['DE'], true);
    const report = await c.post('/api/v1/reports', { targetType: 'KNOW', targetUuid: k.uuid, reason: 'OTHER', details: 'copied' }, { token: reporter.token });
    expect(report.status, report.text).toBe(201);

    await kept(k.path, reporter);
    const hide = await c.post(`/api/v1/review/reports/${report.body.uuid}/decision`, { action: 'HIDE' }, { token: reviewer.token });
    expect(hide.status, hide.text).toBe(200);
    const hidden = await page(base, k.path, reporter);
    expect(hidden.status).toBe(404);
    expect(hidden.html).not.toContain('Abgeschriebene Karten');
  });
});

describe.runIf(BACKENDS.includes('postgres'))('two instances on one PostgreSQL', () => {
  let db: TestDatabase;
  let a: ChildServer;
  let b: ChildServer;

  beforeAll(async () => {
    db = await createTestDatabase('postgres', 'empty');
    [a, b] = await Promise.all([spawnServer(db, { TEST_KNOW_PAGES: '1' }), spawnServer(db, { TEST_KNOW_PAGES: '1' })]);
  }, 420_000);
  afterAll(async () => {
    for (const s of [a, b]) {
      s?.process.kill('SIGTERM');
      await s?.exited;
    }
    await db?.drop();
  });

  it("see each other's writes: a page kept on one is rendered again after an edit through the other", async () => {
    const ca = client(a.url);
    const cb = client(b.url);
    const { token, user, input } = await ca.signedInUser({ country: 'DE' });
    const owner = { token, uuid: user.uuid as string, email: input.email };
    const r = await ca.post(
      '/api/v1/knows',
      { title: 'Titel auf A', subjectId: 1001, contentLanguageCode: 'de', flashcards: [{ front: 'Zelle', back: 'Einheit' }] },
      { token: owner.token },
    );
    expect(r.status, r.text).toBe(201);
    const path = `/knows/${r.body.slug as string}`;
    for (const s of [a, b]) {
      expect((await page(s.url, path, owner)).hit).toBe(false);
      expect((await page(s.url, path)).hit).toBe(true);
    }

    expect((await cb.patch(`/api/v1/knows/${r.body.uuid}`, { title: 'Titel von B' }, { token: owner.token })).status).toBe(200);
    const onA = await page(a.url, path);
    expect(onA.hit).toBe(false);
    expect(onA.html).toContain('Titel von B');

    expect((await ca.patch(`/api/v1/users/${owner.uuid}`, { name: 'Umbenannt auf A' }, { token: owner.token })).status).toBe(200);
    const onB = await page(b.url, path);
    expect(onB.hit).toBe(false);
    expect(onB.html).toContain('Umbenannt auf A');

    expect((await ca.call('DELETE', `/api/v1/knows/${r.body.uuid}`, { token: owner.token })).status).toBe(204);
    expect((await page(b.url, path)).status).toBe(404);
  }, 60_000);
});
