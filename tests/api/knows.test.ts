/**
 * Knows (decision 0008) over HTTP: create from uploads and from flashcards, catalogue rules per
 * edition, visibility of private knows, owner-only writes, delete with its files, documents
 * (first page for visitors of blurred editions), thumbnails, lists, feeds, subjects.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from '@pdfme/pdf-lib';
import { eq, sql } from 'drizzle-orm';
import { knows } from '@/server/db/schema';
import { getSubjects } from '@/lib/config/catalogue';
import { authenticate } from '@/server/auth/authenticate';
import { getFeed, getKnowDetail, listKnows, listMyKnows } from '@/server/knows/service';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client, expectError, expectOk } from './support/client';
import { filesUnder, makePdf } from '../support/documents';
import { postFile } from './support/uploads';

const DE_MATHS = { id: 1001, topic: '7080a7a1-b32d-5324-a45b-cea5db7a253e' };
const DE_OTHER_SUBJECT_TOPIC = '56772c5b-f5c7-53ed-84e0-8bfb61098868'; // a GB maths topic
const GB_MATHS = { id: 5001, topic: 'e80cdddf-fbd4-55fe-9c3e-2c1d4ec2ac03' };

async function pdfPages(data: Buffer): Promise<number> {
  return (await PDFDocument.load(data)).getPageCount();
}

describe.each(BACKENDS)('knows on %s', (backend) => {
  let de: { token: string; uuid: string };
  let other: { token: string; uuid: string };
  let tr: { token: string; uuid: string };
  let gb: { token: string; uuid: string };
  let threePages: Buffer;

  const user = (country: string) => c.member({ country });

  const upload = (token: string, data: Buffer, filename = 'notes.pdf', type = 'application/pdf') => postFile(`${s.url}/api/v1/uploads`, token, data, { filename, type });

  async function uploadId(token: string, data = threePages, filename = 'notes.pdf') {
    const r = await upload(token, data, filename);
    expect(r.status, r.text).toBe(201);
    return r.body.uuid as string;
  }

  const deKnow = (uploadIds: string[], over: Record<string, unknown> = {}) => ({
    title: 'Analysis Lernzettel',
    description: 'Ableitungen und Integrale',
    subjectId: DE_MATHS.id,
    topicUuid: DE_MATHS.topic,
    gradeIds: [11, 12],
    contentLanguageCode: 'de',
    uploadIds,
    ...over,
  });

  async function createKnow(token: string, body: Record<string, unknown>) {
    return expectOk(await c.post('/api/v1/knows', body, { token }), 201);
  }

  async function knowCount(): Promise<number> {
    const r = await s.app.db.execute(sql`SELECT count(*)::int AS n FROM knows`);
    return Number((r as unknown as { rows: { n: number }[] }).rows[0]!.n);
  }

  const rawGet = (path: string, token?: string) =>
    fetch(`${s.url}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

  const s = blockServer(backend, { SEED_DEMO_DATA: 'false' });
  const c = client(s);
  beforeAll(async () => {
    [de, other, tr, gb] = await Promise.all([user('DE'), user('DE'), user('TR'), user('GB')]);
    threePages = await makePdf(['Erste Seite Ableitung', 'Zweite Seite Integral', 'Dritte Seite Kurvendiskussion']);
  });

  it('creates a PDF know from an upload: published, searchable, the uploader becomes a knower', async () => {
    const me = await c.get('/api/v1/users/me', { token: de.token });
    expect(me.body.isKnower).toBe(false);
    const id = await uploadId(de.token);
    const know = await createKnow(de.token, deKnow([id]));
    expect(know).toMatchObject({
      title: 'Analysis Lernzettel',
      status: 'PUBLISHED',
      isPrivate: false,
      format: 'PDF',
      isFlashcardKnow: false,
      subject: { id: DE_MATHS.id, name: 'Mathe', slug: 'mathe-lernzettel' },
      topic: { uuid: DE_MATHS.topic, name: 'Funktionen' },
      gradeIds: [11, 12],
      contentLanguageCode: 'de',
      countryCode: 'DE',
      pageCount: 3,
      filename: 'notes.pdf',
      flashcardCount: 0,
      likesCount: 0,
      savesCount: 0,
      isOwn: true,
      isLiked: false,
      isSaved: false,
      flashcards: [],
    });
    expect(know.slug).toBe(`analysis-lernzettel-${know.uuid}`);
    expect(know.publishedOn).toEqual(expect.any(String));
    expect(know.documents).toHaveLength(1);
    expect(know.documents[0]).toMatchObject({ uuid: id, contentType: 'application/pdf', pageCount: 3 });
    expect(know.documents[0].url).toBe(`/api/v1/knows/${know.uuid}/documents/${id}`);
    expect(know.thumbnailUrl).toBe(`/api/v1/knows/${know.uuid}/thumbnail`);
    expect(know.pages.map((p: { number: number }) => p.number)).toEqual([1, 2, 3]);
    expect(know.pages[0].text).toContain('Erste Seite');

    const after = await c.get('/api/v1/users/me', { token: de.token });
    expect(after.body.isKnower).toBe(true);
    expect(know.knower.uuid).toBe(after.body.knowerUuid);
    expect(know.knower.user.uuid).toBe(de.uuid);

    // Searchable when POST returns: the vector holds the documents' words.
    const r = await s.app.db.execute(
      sql`SELECT count(*)::int AS n FROM knows WHERE id = ${know.uuid} AND search_vector @@ to_tsquery('german', 'kurvendiskussion')`,
    );
    expect(Number((r as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(1);

    // Anyone may read it; the visitor's copy says it is not theirs.
    const anon = await c.get(`/api/v1/knows/${know.uuid}`);
    expect(anon.status).toBe(200);
    expect(anon.body).toMatchObject({ isOwn: false, isLiked: false, title: 'Analysis Lernzettel' });
  });

  it('creates a flashcard know and keeps several documents in order', async () => {
    const cards = await createKnow(de.token, {
      title: 'Vokabeln',
      subjectId: DE_MATHS.id,
      contentLanguageCode: 'de',
      flashcards: [{ front: 'Ableitung', back: 'derivative' }, { front: 'Integral', back: 'integral' }],
    });
    expect(cards).toMatchObject({ format: 'FLASHCARDS', isFlashcardKnow: true, flashcardCount: 2, thumbnailUrl: null, documents: [], pages: [] });
    expect(cards.flashcards.map((f: { front: string }) => f.front)).toEqual(['Ableitung', 'Integral']);

    const a = await uploadId(de.token, await makePdf(['A1']), 'a.pdf');
    const b = await uploadId(de.token, await makePdf(['B1', 'B2']), 'b.pdf');
    const two = await createKnow(de.token, deKnow([b, a]));
    expect(two.documents.map((d: { uuid: string }) => d.uuid)).toEqual([b, a]);
    expect(two.pageCount).toBe(3);
    expect(two.filename).toBe('b.pdf');
    expect(two.pages.map((p: { text: string }) => p.text.trim())).toEqual(['B1', 'B2', 'A1']);
    expect(two.documents[1].thumbnailUrl).toBe(`/api/v1/knows/${two.uuid}/thumbnail?document=${a}`);
  });

  it('rejects invalid knows with FormValidationError and changes nothing', async () => {
    const id = await uploadId(de.token);
    const before = await knowCount();
    const bad: [Record<string, unknown>, string][] = [
      [deKnow([id], { title: '   ' }), 'title'],
      [deKnow([id], { contentLanguageCode: 'xx' }), 'contentLanguageCode'],
      [deKnow([id], { subjectId: null }), 'subjectId'],
      [deKnow([id], { subjectId: GB_MATHS.id, topicUuid: null }), 'subjectId'],
      [deKnow([id], { topicUuid: DE_OTHER_SUBJECT_TOPIC }), 'topicUuid'],
      [deKnow([id], { gradeIds: [0] }), 'gradeIds.0'],
      [deKnow([id], { gradeIds: [14] }), 'gradeIds.0'],
      [deKnow([id], { gradeIds: [5, 5] }), 'gradeIds'],
      [deKnow([], {}), 'uploadIds'],
      [deKnow([id], { flashcards: [{ front: 'a', back: 'b' }] }), 'uploadIds'],
      [{ ...deKnow([id]), uploadIds: undefined }, 'uploadIds'],
      [deKnow([id], { uploadIds: undefined, flashcards: [] }), 'flashcards'],
      [deKnow([id], { uploadIds: undefined, flashcards: [{ front: '', back: 'x' }] }), 'flashcards.0.front'],
      [deKnow([id], { uploadIds: undefined, flashcards: [{ front: 'x', back: 'y'.repeat(1001) }] }), 'flashcards.0.back'],
      [deKnow([id], { uploadIds: undefined, flashcards: Array.from({ length: 501 }, () => ({ front: 'a', back: 'b' })) }), 'flashcards'],
      [deKnow([id, id]), 'uploadIds'],
      [deKnow(Array.from({ length: 21 }, () => crypto.randomUUID())), 'uploadIds'],
      [deKnow([crypto.randomUUID()]), 'uploadIds'],
    ];
    for (const [body, field] of bad) {
      const r = await c.post('/api/v1/knows', body, { token: de.token });
      const err = expectError(r, 400, 'FormValidationError');
      expect(Object.keys(err.data.fields), JSON.stringify(body).slice(0, 120)).toContain(field);
    }
    expect(await knowCount()).toBe(before);
    // The upload is still unclaimed and usable.
    await createKnow(de.token, deKnow([id]));
    expect(await knowCount()).toBe(before + 1);
  });

  it('applies the edition rules: several grades in DE, one in GB, no subject where there is no catalogue', async () => {
    const gbUpload = await uploadId(gb.token);
    const gbBody = {
      title: 'Algebra notes', subjectId: GB_MATHS.id, topicUuid: GB_MATHS.topic, contentLanguageCode: 'en-GB', uploadIds: [gbUpload],
    };
    const two = expectError(await c.post('/api/v1/knows', { ...gbBody, gradeIds: [10, 11] }, { token: gb.token }), 400, 'FormValidationError');
    expect(two.data.fields).toHaveProperty('gradeIds');
    // A DE subject is not in the GB catalogue.
    const wrong = expectError(await c.post('/api/v1/knows', { ...gbBody, subjectId: DE_MATHS.id, topicUuid: null }, { token: gb.token }), 400, 'FormValidationError');
    expect(wrong.data.fields).toHaveProperty('subjectId');
    const ok = await createKnow(gb.token, { ...gbBody, gradeIds: [11] });
    expect(ok).toMatchObject({ countryCode: 'GB', gradeIds: [11], subject: { id: GB_MATHS.id }, topic: { uuid: GB_MATHS.topic } });

    const trUpload = await uploadId(tr.token);
    const withSubject = await c.post('/api/v1/knows', { title: 'Türev', subjectId: DE_MATHS.id, contentLanguageCode: 'tr', uploadIds: [trUpload] }, { token: tr.token });
    expect(expectError(withSubject, 400, 'FormValidationError').data.fields).toHaveProperty('subjectId');
    const trKnow = await createKnow(tr.token, { title: 'Türev', contentLanguageCode: 'tr', uploadIds: [trUpload], gradeIds: [9] });
    expect(trKnow).toMatchObject({ countryCode: 'TR', subject: null, topic: null, gradeIds: [9] });
  });

  it("cannot claim someone else's upload, nor one already used", async () => {
    const mine = await uploadId(de.token);
    const r = await c.post('/api/v1/knows', deKnow([mine]), { token: other.token });
    expect(expectError(r, 400, 'FormValidationError').data.fields).toHaveProperty('uploadIds');
    await createKnow(de.token, deKnow([mine]));
    const again = await c.post('/api/v1/knows', deKnow([mine]), { token: de.token });
    expect(expectError(again, 400, 'FormValidationError').data.fields).toHaveProperty('uploadIds');
    // Two creates racing for one upload: exactly one wins.
    const raced = await uploadId(de.token);
    const results = await Promise.all([0, 1].map(() => c.post('/api/v1/knows', deKnow([raced]), { token: de.token })));
    expect(results.map((x) => x.status).sort()).toEqual([201, 400]);
  });

  it('hides private knows from everyone but the owner: details, files, lists, feeds, saved lists', async () => {
    const id = await uploadId(de.token);
    const priv = await createKnow(de.token, deKnow([id], { title: 'Geheime Notizen', isPrivate: true }));
    expect(priv.isPrivate).toBe(true);
    expect((await c.get(`/api/v1/knows/${priv.uuid}`, { token: de.token })).status).toBe(200);
    expectError(await c.get(`/api/v1/knows/${priv.uuid}`, { token: other.token }), 404, 'NotFoundError');
    expectError(await c.get(`/api/v1/knows/${priv.uuid}`), 404, 'NotFoundError');
    expect((await rawGet(`/api/v1/knows/${priv.uuid}/documents/${id}`)).status).toBe(404);
    expect((await rawGet(`/api/v1/knows/${priv.uuid}/documents/${id}`, other.token)).status).toBe(404);
    expect((await rawGet(`/api/v1/knows/${priv.uuid}/documents/${id}`, de.token)).status).toBe(200);
    expect((await rawGet(`/api/v1/knows/${priv.uuid}/thumbnail`)).status).toBe(404);
    const own = await rawGet(`/api/v1/knows/${priv.uuid}/thumbnail`, de.token);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toMatch(/^private/);
    expectError(await c.post(`/api/v1/knows/${priv.uuid}/like`, undefined, { token: other.token }), 404, 'NotFoundError');
    expectError(await c.post(`/api/v1/knows/${priv.uuid}/save`, {}, { token: other.token }), 404, 'NotFoundError');
    expectError(await c.post(`/api/v1/knows/${priv.uuid}/views`), 404, 'NotFoundError');

    const listed = (path: string, token?: string) =>
      c.get(path, { token }).then((r) => {
        expect(r.status, r.text).toBe(200);
        return (r.body.content as { uuid: string }[]).map((k) => k.uuid);
      });
    expect(await listed('/api/v1/knows?limit=50')).not.toContain(priv.uuid);
    expect(await listed('/api/v1/knows?limit=50', de.token)).not.toContain(priv.uuid);
    expect(await listed('/api/v1/feeds/new?contentLanguageCode=de&limit=50')).not.toContain(priv.uuid);
    expect(await listed('/api/v1/feeds/popular?contentLanguageCode=de&limit=50', other.token)).not.toContain(priv.uuid);
    expect(await listed('/api/v1/users/me/knows?limit=50', de.token)).toContain(priv.uuid);

    // A know saved while public drops out of the saver's library when it goes private.
    const pub = await createKnow(de.token, deKnow([await uploadId(de.token)], { title: 'Bald privat' }));
    expect((await c.post(`/api/v1/knows/${pub.uuid}/save`, {}, { token: other.token })).status).toBe(200);
    expect(await listed('/api/v1/users/me/saved-knows', other.token)).toContain(pub.uuid);
    expect((await c.patch(`/api/v1/knows/${pub.uuid}`, { isPrivate: true }, { token: de.token })).status).toBe(200);
    expect(await listed('/api/v1/users/me/saved-knows', other.token)).not.toContain(pub.uuid);
    expectError(await c.get(`/api/v1/knows/${pub.uuid}`, { token: other.token }), 404, 'NotFoundError');
  });

  it('lets only the owner update or delete (403 on a public know, 404 on a private one)', async () => {
    const pub = await createKnow(de.token, deKnow([await uploadId(de.token)], { title: 'Öffentlich' }));
    const priv = await createKnow(de.token, deKnow([await uploadId(de.token)], { title: 'Privat', isPrivate: true }));
    expectError(await c.patch(`/api/v1/knows/${pub.uuid}`, { title: 'Gekapert' }, { token: other.token }), 403, 'ForbiddenError');
    expectError(await c.patch(`/api/v1/knows/${priv.uuid}`, { title: 'Gekapert' }, { token: other.token }), 404, 'NotFoundError');
    expectError(await c.call('DELETE', `/api/v1/knows/${pub.uuid}`, { token: other.token }), 403, 'ForbiddenError');
    expectError(await c.call('DELETE', `/api/v1/knows/${priv.uuid}`, { token: other.token }), 404, 'NotFoundError');
    expectError(await c.patch(`/api/v1/knows/${pub.uuid}`, { title: 'x' }), 401, 'AuthorizationError');
    expect((await c.get(`/api/v1/knows/${pub.uuid}`)).body.title).toBe('Öffentlich');

    const patched = await c.patch(`/api/v1/knows/${pub.uuid}`, { title: 'Neuer Titel', description: 'Stochastik', gradeIds: [10] }, { token: de.token });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body).toMatchObject({ title: 'Neuer Titel', description: 'Stochastik', gradeIds: [10], slug: `neuer-titel-${pub.uuid}` });
    const r = await s.app.db.execute(
      sql`SELECT count(*)::int AS n FROM knows WHERE id = ${pub.uuid} AND search_vector @@ to_tsquery('german', 'stochastik')`,
    );
    expect(Number((r as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(1);
    // Bad updates change nothing.
    expectError(await c.patch(`/api/v1/knows/${pub.uuid}`, { title: 'Nope', topicUuid: DE_OTHER_SUBJECT_TOPIC }, { token: de.token }), 400, 'FormValidationError');
    expectError(await c.patch(`/api/v1/knows/${pub.uuid}`, { title: 'Nope', flashcards: [{ front: 'a', back: 'b' }] }, { token: de.token }), 400, 'FormValidationError');
    expect((await c.get(`/api/v1/knows/${pub.uuid}`)).body.title).toBe('Neuer Titel');
    // Changing the subject drops a topic of the old subject.
    const moved = await c.patch(`/api/v1/knows/${pub.uuid}`, { subjectId: 1002 }, { token: de.token });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.topic).toBeNull();
  });

  it('refuses to delete a know in review and deletes the files of a deleted know', async () => {
    const id = await uploadId(de.token);
    const know = await createKnow(de.token, deKnow([id]));
    await s.app.db.execute(sql`UPDATE knows SET status = 'IN_REVIEW' WHERE id = ${know.uuid}`);
    expectError(await c.call('DELETE', `/api/v1/knows/${know.uuid}`, { token: de.token }), 409, 'KnowIsUndeletableError');
    await s.app.db.execute(sql`UPDATE knows SET status = 'PUBLISHED' WHERE id = ${know.uuid}`);

    // Render the thumbnail so there are two files.
    expect((await rawGet(`/api/v1/knows/${know.uuid}/thumbnail`)).status).toBe(200);
    const uploadsDir = join(s.db.dataDir, 'uploads');
    const before = (await filesUnder(uploadsDir)).filter((f) => f.includes(id));
    expect(before.length).toBeGreaterThanOrEqual(2);
    const r = await c.call('DELETE', `/api/v1/knows/${know.uuid}`, { token: de.token });
    expect(r.status, r.text).toBe(204);
    expect((await filesUnder(uploadsDir)).filter((f) => f.includes(id))).toEqual([]);
    expectError(await c.get(`/api/v1/knows/${know.uuid}`, { token: de.token }), 404, 'NotFoundError');
    expect((await rawGet(`/api/v1/knows/${know.uuid}/documents/${id}`, de.token)).status).toBe(404);
    const rows = await s.app.db.execute(sql`SELECT count(*)::int AS n FROM uploads WHERE id = ${id}`);
    expect(Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(0);
  });

  it('serves visitors of a blurred edition only the first page, Pro members and unblurred editions the whole PDF', async () => {
    const deUpload = await uploadId(de.token);
    const deKnowRow = await createKnow(de.token, deKnow([deUpload]));
    const path = `/api/v1/knows/${deKnowRow.uuid}/documents/${deUpload}`;
    const visitor = await rawGet(path);
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('content-type')).toBe('application/pdf');
    expect(visitor.headers.get('x-know-preview')).toBe('first-page');
    expect(await pdfPages(Buffer.from(await visitor.arrayBuffer()))).toBe(1);

    // Decision 0032: in an edition that sells Pro, members without it get the preview too.
    expect((await rawGet(path, other.token)).headers.get('x-know-preview')).toBe('first-page');
    await s.app.db.execute(sql`UPDATE users SET premium_status = 'PRO' WHERE id = ${other.uuid}`);
    const member = await rawGet(path, other.token);
    expect(member.headers.get('x-know-preview')).toBeNull();
    const whole = Buffer.from(await member.arrayBuffer());
    expect(whole.equals(threePages)).toBe(true);

    const download = await rawGet(`${path}?download=1`, other.token);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="notes\.pdf"/);
    expect((await rawGet(path, other.token)).headers.get('content-disposition')).toMatch(/^inline/);

    const trUpload = await uploadId(tr.token, threePages, 'Türev "özet".pdf');
    const trKnow = await createKnow(tr.token, { title: 'Türev', contentLanguageCode: 'tr', uploadIds: [trUpload] });
    const trVisitor = await rawGet(`/api/v1/knows/${trKnow.uuid}/documents/${trUpload}?download=1`);
    expect(trVisitor.status).toBe(200);
    expect(trVisitor.headers.get('x-know-preview')).toBeNull();
    expect(await pdfPages(Buffer.from(await trVisitor.arrayBuffer()))).toBe(3);
    // A header-safe name: no quotes or control characters, the original UTF-8 in filename*.
    const disposition = trVisitor.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename="[\w.\- ]+"; filename\*=UTF-8''/);
    expect(disposition).not.toMatch(/[\r\n]/);

    // A document of another know is not reachable through this one.
    expect((await rawGet(`/api/v1/knows/${deKnowRow.uuid}/documents/${trUpload}`)).status).toBe(404);
  });

  it('serves a WebP thumbnail, cacheable for public knows', async () => {
    const know = await createKnow(de.token, deKnow([await uploadId(de.token)]));
    const r = await rawGet(`/api/v1/knows/${know.uuid}/thumbnail`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/webp');
    expect(r.headers.get('cache-control')).toMatch(/^public/);
    const webp = Buffer.from(await r.arrayBuffer());
    expect(webp.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('lists public knows with filters and orders feeds by popularity, newest first on ties', async () => {
    const lang = 'fr';
    const fr = await user('FR');
    const fr1 = getSubjects('FR')[0]!;
    const makeFr = async (title: string) =>
      createKnow(fr.token, { title, subjectId: fr1.id, contentLanguageCode: lang, flashcards: [{ front: 'a', back: 'b' }] });
    const a = await makeFr('Premier');
    const b = await makeFr('Deuxième');
    const cc = await makeFr('Troisième');
    // b gets a like (2 points), c twenty views from twenty devices (2 points): a tie broken by the
    // newest (c). The same device viewing again within the hour does not count.
    expect((await c.post(`/api/v1/knows/${b.uuid}/like`, undefined, { token: other.token })).status).toBe(200);
    for (let i = 0; i < 20; i++) {
      const headers = { 'X-Device-Id': `view-device-${String(i).padStart(4, '0')}` };
      expect((await c.post(`/api/v1/knows/${cc.uuid}/views`, undefined, { headers })).status).toBe(204);
    }
    for (let i = 0; i < 5; i++) expect((await c.post(`/api/v1/knows/${a.uuid}/views`)).status).toBe(204);
    const [viewed] = await s.app.db.select({ views: knows.viewsCount }).from(knows).where(eq(knows.id, a.uuid));
    expect(viewed?.views).toBe(1);
    const popular = await c.get(`/api/v1/feeds/popular?contentLanguageCode=${lang}`);
    expect(popular.status, popular.text).toBe(200);
    expect(popular.body.numberOfResults).toBe(3);
    expect(popular.body.content.map((k: { uuid: string }) => k.uuid)).toEqual([cc.uuid, b.uuid, a.uuid]);
    const newest = await c.get(`/api/v1/feeds/new?contentLanguageCode=${lang}&limit=2`);
    expect(newest.body.content.map((k: { uuid: string }) => k.uuid)).toEqual([cc.uuid, b.uuid]);
    expect(newest.body.numberOfResults).toBe(3);
    const page2 = await c.get(`/api/v1/feeds/new?contentLanguageCode=${lang}&limit=2&offset=2`);
    expect(page2.body.content.map((k: { uuid: string }) => k.uuid)).toEqual([a.uuid]);

    const bySubject = await c.get(`/api/v1/knows?subjectId=${fr1.id}&knowFormat=FLASHCARDS&sort=popular`);
    expect(bySubject.body.content.map((k: { uuid: string }) => k.uuid)).toEqual([cc.uuid, b.uuid, a.uuid]);
    expect((await c.get(`/api/v1/knows?subjectId=${fr1.id}&knowFormat=PDF`)).body.numberOfResults).toBe(0);
    expect((await c.get(`/api/v1/knows?contentLanguageCode=${lang}`, { token: other.token })).body.content[0].isLiked).toBe(false);
    expect((await c.get(`/api/v1/knows?contentLanguageCode=${lang}&sort=popular`, { token: other.token })).body.content[1].isLiked).toBe(true);
    expectError(await c.get('/api/v1/knows?limit=51'), 400, 'FormValidationError');
    expectError(await c.get('/api/v1/knows?sort=random'), 400, 'FormValidationError');
    expectError(await c.get('/api/v1/feeds/trending'), 404, 'NotFoundError');

    const mine = await c.get('/api/v1/users/me/knows?knowFormat=FLASHCARDS', { token: fr.token });
    expect(mine.body.numberOfResults).toBe(3);
    expect(mine.body.content.every((k: { isOwn: boolean }) => k.isOwn)).toBe(true);
    expectError(await c.get('/api/v1/users/me/knows'), 401, 'AuthorizationError');
  });

  it('exports the page reads: getKnowDetail and the lists, with the same visibility as the API', async () => {
    const priv = await createKnow(de.token, deKnow([await uploadId(de.token)], { title: 'Nur für mich', isPrivate: true }));
    const pub = await createKnow(de.token, deKnow([await uploadId(de.token)], { title: 'Für alle' }));
    const owner = await authenticate(s.app, de.token);
    expect(owner).not.toBeNull();
    expect((await getKnowDetail(s.app, priv.uuid, owner)).isOwn).toBe(true);
    for (const id of [priv.uuid, 'not-a-uuid', crypto.randomUUID()]) {
      await expect(getKnowDetail(s.app, id, null)).rejects.toMatchObject({ status: 404, type: 'NotFoundError' });
    }
    const detail = await getKnowDetail(s.app, pub.uuid.toUpperCase(), null);
    expect(detail).toMatchObject({ uuid: pub.uuid, isOwn: false, pages: expect.any(Array) });
    const listed = await listKnows(s.app, { contentLanguageCode: 'de', limit: 50 }, null);
    expect(listed.content.map((k) => k.uuid)).toContain(pub.uuid);
    expect(listed.content.map((k) => k.uuid)).not.toContain(priv.uuid);
    const mine = await listMyKnows(s.app, {}, owner!);
    expect(mine.content.map((k) => k.uuid)).toContain(priv.uuid);
    const feed = await getFeed(s.app, 'new', { contentLanguageCode: 'de' }, null);
    expect(feed.content[0]!.uuid).toBe(pub.uuid);
    await expect(listKnows(s.app, { limit: 500 }, null)).rejects.toMatchObject({ status: 400, type: 'FormValidationError' });
  });

  it('answers the subject catalogue of a country by numeric id', async () => {
    const r = await c.get('/api/v1/countries/1/subjects', { bare: true, headers: { 'X-Platform': 'web' } });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ countryId: 1, countryCode: 'DE' });
    expect(r.body.subjects[0]).toMatchObject({ id: DE_MATHS.id, name: 'Mathe' });
    expect(r.body.subjects[0].topics[0]).toMatchObject({ uuid: DE_MATHS.topic, slug: 'funktionen' });
    const trCat = await c.get('/api/v1/countries/11/subjects');
    expect(trCat.body).toMatchObject({ countryCode: 'TR', subjects: null });
    expectError(await c.get('/api/v1/countries/999/subjects'), 404, 'NotFoundError');
    expectError(await c.get('/api/v1/countries/1/subjects', { bare: true }), 400, 'BadRequestError');
  });
});
