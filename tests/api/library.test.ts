/**
 * Likes, saves and folders (decision 0008) over HTTP: idempotent calls with right counters (also
 * under concurrency), folders with unique names, moving saves between folders, deleting a
 * folder keeps its knows saved.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client, expectError } from './support/client';
import { newKnow } from './support/knows';

describe.each(BACKENDS)('library on %s', (backend) => {
  let owner: { token: string; uuid: string };
  let reader: { token: string; uuid: string };

  const user = () => c.member({ country: 'DE' });

  const know = async (title = 'Karteikarten', over: Record<string, unknown> = {}) =>
    (await newKnow(c, owner.token, { title, flashcards: [{ front: 'f', back: 'b' }], ...over })).uuid;

  async function counts(id: string) {
    const r = await s.app.db.execute(sql`SELECT likes_count, saves_count FROM knows WHERE id = ${id}`);
    const row = (r as unknown as { rows: { likes_count: number; saves_count: number }[] }).rows[0]!;
    const likes = await s.app.db.execute(sql`SELECT count(*)::int AS n FROM know_likes WHERE know_id = ${id}`);
    const saves = await s.app.db.execute(sql`SELECT count(*)::int AS n FROM know_saves WHERE know_id = ${id}`);
    return {
      likes: Number(row.likes_count),
      saves: Number(row.saves_count),
      likeRows: Number((likes as unknown as { rows: { n: number }[] }).rows[0]!.n),
      saveRows: Number((saves as unknown as { rows: { n: number }[] }).rows[0]!.n),
    };
  }

  const savedUuids = async (token: string, query = '') => {
    const r = await c.get(`/api/v1/users/me/saved-knows${query}`, { token });
    expect(r.status, r.text).toBe(200);
    return (r.body.content as { uuid: string }[]).map((k) => k.uuid);
  };

  const s = blockServer(backend, { SEED_DEMO_DATA: 'false' });
  const c = client(s);
  beforeAll(async () => {
    [owner, reader] = await Promise.all([user(), user()]);
  });

  it('likes and unlikes idempotently with the right count', async () => {
    const id = await know();
    const first = await c.post(`/api/v1/knows/${id}/like`, undefined, { token: reader.token });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ uuid: id, isLiked: true, likesCount: 1 });
    const again = await c.post(`/api/v1/knows/${id}/like`, undefined, { token: reader.token });
    expect(again.body).toMatchObject({ isLiked: true, likesCount: 1 });
    const ownerLike = await c.post(`/api/v1/knows/${id}/like`, undefined, { token: owner.token });
    expect(ownerLike.body).toMatchObject({ isLiked: true, likesCount: 2 });
    const un = await c.call('DELETE', `/api/v1/knows/${id}/like`, { token: reader.token });
    expect(un.body).toMatchObject({ isLiked: false, likesCount: 1 });
    const unAgain = await c.call('DELETE', `/api/v1/knows/${id}/like`, { token: reader.token });
    expect(unAgain.body).toMatchObject({ isLiked: false, likesCount: 1 });
    expect(await counts(id)).toMatchObject({ likes: 1, likeRows: 1 });
    expectError(await c.post(`/api/v1/knows/${id}/like`), 401, 'AuthorizationError');
    expectError(await c.post(`/api/v1/knows/${crypto.randomUUID()}/like`, undefined, { token: reader.token }), 404, 'NotFoundError');
  });

  it('keeps counters right under concurrent likes and saves', async () => {
    const id = await know('Gleichzeitig');
    const users = await Promise.all(Array.from({ length: 4 }, () => user()));
    // Every user likes and saves twice, all at once; then half of them take it back twice.
    await Promise.all(
      users.flatMap((u) => [0, 1].flatMap(() => [
        c.post(`/api/v1/knows/${id}/like`, undefined, { token: u.token }),
        c.post(`/api/v1/knows/${id}/save`, {}, { token: u.token }),
      ])),
    );
    expect(await counts(id)).toEqual({ likes: 4, saves: 4, likeRows: 4, saveRows: 4 });
    await Promise.all(
      users.slice(0, 2).flatMap((u) => [0, 1].flatMap(() => [
        c.call('DELETE', `/api/v1/knows/${id}/like`, { token: u.token }),
        c.call('DELETE', `/api/v1/knows/${id}/save`, { token: u.token }),
      ])),
    );
    expect(await counts(id)).toEqual({ likes: 2, saves: 2, likeRows: 2, saveRows: 2 });
    const seen = await c.get(`/api/v1/knows/${id}`);
    expect(seen.body).toMatchObject({ likesCount: 2, savesCount: 2 });
  });

  it('creates, renames and lists folders with unique names (409 DuplicateError)', async () => {
    const created = await c.post('/api/v1/folders', { name: '  Mathe  ' }, { token: reader.token });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ name: 'Mathe', knowsCount: 0, uuid: expect.any(String) });
    expectError(await c.post('/api/v1/folders', { name: 'mathe' }, { token: reader.token }), 409, 'DuplicateError');
    // Names are per user.
    expect((await c.post('/api/v1/folders', { name: 'Mathe' }, { token: owner.token })).status).toBe(201);
    for (const name of ['', '   ', 'x'.repeat(61)]) {
      const r = await c.post('/api/v1/folders', { name }, { token: reader.token });
      expect(expectError(r, 400, 'FormValidationError').data.fields).toHaveProperty('name');
    }
    expect((await c.post('/api/v1/folders', { name: 'ü'.repeat(60) }, { token: reader.token })).status).toBe(201);

    const bio = await c.post('/api/v1/folders', { name: 'Bio' }, { token: reader.token });
    expectError(await c.patch(`/api/v1/folders/${bio.body.uuid}`, { name: 'MATHE' }, { token: reader.token }), 409, 'DuplicateError');
    const renamed = await c.patch(`/api/v1/folders/${bio.body.uuid}`, { name: 'Biologie' }, { token: reader.token });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.name).toBe('Biologie');
    // Renaming to its own name in another case is fine.
    expect((await c.patch(`/api/v1/folders/${bio.body.uuid}`, { name: 'BIOLOGIE' }, { token: reader.token })).status).toBe(200);

    const list = await c.get('/api/v1/folders', { token: reader.token });
    expect(list.body.map((f: { name: string }) => f.name)).toEqual(['Mathe', 'ü'.repeat(60), 'BIOLOGIE']);
    // Someone else's folder does not exist for you.
    expectError(await c.get(`/api/v1/folders/${bio.body.uuid}`, { token: owner.token }), 404, 'NotFoundError');
    expectError(await c.patch(`/api/v1/folders/${bio.body.uuid}`, { name: 'Meins' }, { token: owner.token }), 404, 'NotFoundError');
    expectError(await c.call('DELETE', `/api/v1/folders/${bio.body.uuid}`, { token: owner.token }), 404, 'NotFoundError');
    expectError(await c.get('/api/v1/folders'), 401, 'AuthorizationError');
  });

  it('saves into folders, moves between them, and deleting a folder keeps the saves', async () => {
    const saver = await user();
    const a = (await c.post('/api/v1/folders', { name: 'A' }, { token: saver.token })).body.uuid as string;
    const b = (await c.post('/api/v1/folders', { name: 'B' }, { token: saver.token })).body.uuid as string;
    const k1 = await know('Eins');
    const k2 = await know('Zwei');

    const s1 = await c.post(`/api/v1/knows/${k1}/save`, { folderUuid: a }, { token: saver.token });
    expect(s1.body).toMatchObject({ isSaved: true, folderUuid: a, savesCount: 1 });
    await c.post(`/api/v1/knows/${k2}/save`, {}, { token: saver.token });
    expect((await c.get(`/api/v1/folders/${a}`, { token: saver.token })).body.knowsCount).toBe(1);
    expect(await savedUuids(saver.token)).toEqual([k2, k1]);
    expect(await savedUuids(saver.token, `?folderUuid=${a}`)).toEqual([k1]);

    // Saving again moves it: the count stays.
    const moved = await c.post(`/api/v1/knows/${k1}/save`, { folderUuid: b }, { token: saver.token });
    expect(moved.body).toMatchObject({ folderUuid: b, savesCount: 1 });
    expect(await savedUuids(saver.token, `?folderUuid=${a}`)).toEqual([]);
    expect(await savedUuids(saver.token, `?folderUuid=${b}`)).toEqual([k1]);
    // Someone else's folder is not a place to save into, nor to list.
    const foreign = (await c.post('/api/v1/folders', { name: 'Fremd' }, { token: reader.token })).body.uuid as string;
    expectError(await c.post(`/api/v1/knows/${k2}/save`, { folderUuid: foreign }, { token: saver.token }), 404, 'NotFoundError');
    expectError(await c.get(`/api/v1/users/me/saved-knows?folderUuid=${foreign}`, { token: saver.token }), 404, 'NotFoundError');

    expect((await c.call('DELETE', `/api/v1/folders/${b}`, { token: saver.token })).status).toBe(204);
    expectError(await c.get(`/api/v1/folders/${b}`, { token: saver.token }), 404, 'NotFoundError');
    expect(await savedUuids(saver.token)).toEqual([k2, k1]);
    const k1Now = await c.get(`/api/v1/knows/${k1}`, { token: saver.token });
    expect(k1Now.body).toMatchObject({ isSaved: true, folderUuid: null, savesCount: 1 });

    const un = await c.call('DELETE', `/api/v1/knows/${k1}/save`, { token: saver.token });
    expect(un.body).toMatchObject({ isSaved: false, folderUuid: null, savesCount: 0 });
    expect(await savedUuids(saver.token)).toEqual([k2]);
  });

  it('lets the owner file a know into a folder when creating or updating it', async () => {
    const folder = (await c.post('/api/v1/folders', { name: 'Eigene' }, { token: owner.token })).body.uuid as string;
    const r = await c.post(
      '/api/v1/knows',
      { title: 'Abgelegt', subjectId: 1001, contentLanguageCode: 'de', flashcards: [{ front: 'f', back: 'b' }], folderUuid: folder },
      { token: owner.token },
    );
    expect(r.status, r.text).toBe(201);
    expect(r.body).toMatchObject({ isSaved: true, folderUuid: folder, savesCount: 1 });
    const out = await c.patch(`/api/v1/knows/${r.body.uuid}`, { folderUuid: null }, { token: owner.token });
    expect(out.body).toMatchObject({ isSaved: true, folderUuid: null, savesCount: 1 });
    const other = (await c.post('/api/v1/folders', { name: 'Fremd2' }, { token: reader.token })).body.uuid as string;
    const bad = await c.post(
      '/api/v1/knows',
      { title: 'Nein', subjectId: 1001, contentLanguageCode: 'de', flashcards: [{ front: 'f', back: 'b' }], folderUuid: other },
      { token: owner.token },
    );
    expectError(bad, 404, 'NotFoundError');
  });

  it('limits likes and saves per user per minute', async () => {
    const busy = await user();
    const id = await know('Viel');
    await s.app.db.execute(
      sql`INSERT INTO rate_limits (bucket, key, tat) VALUES ('know-reaction-user', ${busy.uuid}, now() + interval '1 minute')`,
    );
    const r = await c.post(`/api/v1/knows/${id}/like`, undefined, { token: busy.token });
    expectError(r, 429, 'TooManyRequestsError');
    expect(await counts(id)).toMatchObject({ likes: 0, likeRows: 0 });
  });
});
