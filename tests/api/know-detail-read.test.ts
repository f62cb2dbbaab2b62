/**
 * GET /knows/{uuid} and the know page read a know in one query (server/knows/know-detail-read.ts,
 * decision 0077). It must answer exactly what the four queries it replaced answered
 * (serializeKnowDetail after visibleKnow, still used after writes): for a visitor, a reader who
 * liked and saved (into a folder and without), the knower who owns the know and a reviewer of its
 * edition, over the seeded knows of every edition (PDF and flashcard knows, published and not),
 * on PGlite and PostgreSQL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { authenticate, type AuthUser } from '@/server/auth/authenticate';
import { knows } from '@/server/db/schema';
import { getKnowDetail, visibleKnow } from '@/server/knows/service';
import { serializeKnowDetail } from '@/server/knows/serialize';
import { client } from './support/client';
import { BACKENDS, type TestServer } from './support/server';
import { blockServer } from './support/block-server';

/** The know as the former queries read it, or the error status. */
async function reference(s: TestServer, uuid: string, viewer: AuthUser | null) {
  try {
    return await serializeKnowDetail(s.app, await visibleKnow(s.app, uuid, viewer), viewer);
  } catch (error) {
    return { status: (error as { status?: number }).status };
  }
}

async function oneQuery(s: TestServer, uuid: string, viewer: AuthUser | null) {
  try {
    return await getKnowDetail(s.app, uuid, viewer);
  } catch (error) {
    return { status: (error as { status?: number }).status };
  }
}

describe.each(BACKENDS)('a know read in one query, on %s', (backend) => {
  let ids: { id: string; format: string; status: string; country: string }[];

  async function viewer(token: string): Promise<AuthUser> {
    const user = await authenticate(s.app, token);
    expect(user).not.toBeNull();
    return user!;
  }

  // A copy of the seeded database: slow to open on PGlite on a busy machine.
  const s = blockServer(backend, {}, 180_000);
  const c = client(s);
  beforeAll(async () => {
    ids = await s.app.db.select({ id: knows.id, format: knows.format, status: knows.status, country: knows.country }).from(knows).orderBy(asc(knows.id));
  });
  it('answers what the four queries answered, for every kind of reader', async () => {
    const signed = await c.signUp({ country: 'DE' });
    const reader = (await c.signIn(signed.input.email, signed.input.password)).accessToken;
    const pdf = ids.filter((k) => k.format !== 'FLASHCARDS' && k.status === 'PUBLISHED');
    const cards = ids.filter((k) => k.format === 'FLASHCARDS' && k.status === 'PUBLISHED');
    expect(pdf.length).toBeGreaterThan(2);
    expect(cards.length).toBeGreaterThan(1);
    const folder = await c.post('/api/v1/folders', { name: 'Abitur' }, { token: reader });
    expect(folder.status, folder.text).toBe(201);
    for (const [path, body] of [
      [`/api/v1/knows/${pdf[0]!.id}/like`, undefined],
      [`/api/v1/knows/${pdf[0]!.id}/save`, { folderUuid: folder.body.uuid }],
      [`/api/v1/knows/${pdf[1]!.id}/save`, {}],
      [`/api/v1/knows/${cards[0]!.id}/like`, undefined],
    ] as const) {
      const r = await c.post(path, body, { token: reader });
      expect(r.status, r.text).toBe(200);
    }
    const viewers: [string, AuthUser | null][] = [
      ['visitor', null],
      ['reader', await viewer(reader)],
      ['knower', await viewer((await c.signIn('knower1.de@example.com')).accessToken)],
      ['reviewer', await viewer((await c.signIn('reviewer1.de@example.com')).accessToken)],
    ];
    // Every know not published (owners and reviewers see those), and a spread of the others.
    const sample = [...ids.filter((k) => k.status !== 'PUBLISHED'), ...pdf.slice(0, 3), ...cards.slice(0, 2), ...ids.filter((_, i) => i % 80 === 0)];
    const kinds = new Set<string>();
    for (const [name, who] of viewers) {
      for (const { id } of sample) {
        const expected = await reference(s, id, who);
        expect(await oneQuery(s, id, who), `${name}, ${id}`).toEqual(expected);
        if ('uuid' in expected) {
          if (expected.isLiked) kinds.add('liked');
          if (expected.isSaved) kinds.add(expected.folderUuid ? 'saved in a folder' : 'saved');
          if (expected.isOwn) kinds.add('own');
          if (expected.flashcards.length > 0) kinds.add('cards');
          if (expected.pages.length > 0) kinds.add('pages');
          if (expected.documents.length > 0) kinds.add('documents');
          if (expected.knower.user.profilePictureUrl) kinds.add('picture');
        } else kinds.add(`status ${expected.status}`);
      }
    }
    // The comparison covered each case it is meant to.
    for (const kind of ['liked', 'saved in a folder', 'saved', 'cards', 'pages', 'documents', 'status 404']) expect([...kinds]).toContain(kind);
  }, 180_000);

  it('is not fooled by an id that is no know', async () => {
    expect(await oneQuery(s, '00000000-0000-4000-8000-000000000000', null)).toEqual({ status: 404 });
    expect(await oneQuery(s, 'not-a-uuid', null)).toEqual({ status: 404 });
  });
});
