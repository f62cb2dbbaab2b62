/**
 * "Make flashcards" over HTTP on both databases (issue 23 §6, decision 0063): a draft of
 * term-definition cards from a readable know, each citing its page; only pages the reader may
 * read (decision 0048); another user's private know is "not found"; signed in only; tutoring
 * minutes taken, refused when used up and never for material without cards; the edited draft
 * saves as a private flashcard know through POST /knows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { getSubjects } from '@/lib/config/catalogue';
import { MINUTE_COSTS, MONTHLY_MINUTES, periodOf } from '@/server/ai/allowance';
import { users } from '@/server/db/schema';
import { makePdf } from '../support/documents';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client, expectError } from './support/client';
import { uploadId } from './support/uploads';

const DE_SUBJECT = getSubjects('DE')[0]!;

const PAGE_1 = [
  'Die Mitochondrien sind die Kraftwerke der Zelle und bilden das energiereiche Molekül ATP.',
  'Unter Osmose versteht man die Diffusion von Wasser durch eine halbdurchlässige Membran.',
  'Zellkern: Er enthält die DNA und steuert die Stoffwechselvorgänge der Zelle.',
];
/** Behind the preview: only a reader of every page may get cards of it. */
const PAGE_2 = [
  'Der Golgi-Apparat ist ein Stapel flacher Membransäckchen, der Proteine verpackt.',
  'Ribosom: Hier werden Proteine aus Aminosäuren zusammengebaut.',
];
const EXERCISES = ['Übungsaufgaben', 'Erkläre mit eigenen Worten, was Osmose ist.', 'Zeichne eine Mindmap zur Zelle.', 'Was ist ein Ribosom?'];
const SECRET = ['Der Quastenflosser ist ein lebendes Fossil der Tiefsee.', 'Zauberwort: Ein geheimes Merkwort für die Prüfung.'];

describe.each(BACKENDS)('make flashcards on %s', (backend) => {
  let owner: { token: string; uuid: string };
  let pro: { token: string; uuid: string };
  let free: { token: string; uuid: string };
  let notes: string;
  let exercisesOnly: string;
  let secret: string;

  const user = () => c.member({ country: 'DE' });

  async function know(token: string, title: string, pages: string[][], isPrivate = false) {
    const upload = await uploadId(s.url, token, await makePdf(pages.map((p) => p.join('\n')), { size: [595, 842], fontSize: 9 }));
    const r = await c.post('/api/v1/knows', { title, subjectId: DE_SUBJECT.id, contentLanguageCode: 'de', uploadIds: [upload], isPrivate }, { token });
    expect(r.status, r.text).toBe(201);
    return r.body.uuid as string;
  }

  const used = async (token: string) => (await c.get('/api/v1/ai/allowance', { token })).body.usedMinutes as number;
  const draft = (token: string, knowUuids: string[], cardCount?: number) => c.post('/api/v1/ai/flashcards', { knowUuids, cardCount }, { token });

  const s = blockServer(backend, { SEED_DEMO_DATA: 'false' }, 120_000);
  const c = client(s);
  beforeAll(async () => {
    [owner, pro, free] = await Promise.all([user(), user(), user()]);
    notes = await know(owner.token, 'Zellbiologie: Organellen', [PAGE_1, PAGE_2]);
    exercisesOnly = await know(owner.token, 'Übungsblatt Zelle', [EXERCISES]);
    secret = await know(owner.token, 'Private Notizen', [SECRET], true);
    await s.app.db.update(users).set({ premiumStatus: 'PRO' }).where(eq(users.id, pro.uuid));
  }, 120_000);

  it('a reader of every page gets cards of both pages, each citing its page; the draft costs minutes', async () => {
    const r = await draft(pro.token, [notes]);
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ sourceTitles: ['Zellbiologie: Organellen'], subjectId: DE_SUBJECT.id, contentLanguage: 'de', engine: 'embedded', note: null });
    const byFront = new Map<string, { back: string; source: string; citation: { page: number; knowUuid: string; href: string } }>(
      r.body.cards.map((card: { front: string }) => [card.front, card]),
    );
    expect(byFront.get('Mitochondrien')).toMatchObject({ back: PAGE_1[0], source: 'definition', citation: { page: 1, knowUuid: notes } });
    expect(byFront.get('Osmose')).toMatchObject({ back: PAGE_1[1], citation: { page: 1 } });
    expect(byFront.get('Zellkern')).toMatchObject({ back: 'Er enthält die DNA und steuert die Stoffwechselvorgänge der Zelle.', source: 'glossary' });
    expect(byFront.get('Golgi-Apparat')).toMatchObject({ back: PAGE_2[0], citation: { page: 2 } });
    expect(byFront.get('Ribosom')).toMatchObject({ source: 'glossary', citation: { page: 2 } });
    for (const card of byFront.values()) expect(card.citation.href).toMatch(new RegExp(`^/knows/.*${notes}/view\\?page=${card.citation.page}$`));
    expect(r.body.allowance).toMatchObject({ usedMinutes: MINUTE_COSTS.flashcards, costs: MINUTE_COSTS });
    expect(await used(pro.token)).toBe(MINUTE_COSTS.flashcards);
    // The count is a maximum.
    const two = await draft(pro.token, [notes], 2);
    expect(two.body.cards).toHaveLength(2);
  });

  it('a reader without Pro gets cards of the preview page only (decision 0048)', async () => {
    const r = await draft(free.token, [notes]);
    expect(r.status, r.text).toBe(200);
    expect(r.body.cards.length).toBeGreaterThanOrEqual(3);
    for (const card of r.body.cards) expect(card.citation.page).toBe(1);
    expect(r.text).not.toMatch(/Golgi|Ribosom|Aminosäuren/);
  });

  it('another user\'s private know is "not found" and costs nothing; its owner may', async () => {
    const before = await used(pro.token);
    expectError(await draft(pro.token, [secret]), 404, 'NotFoundError');
    expectError(await draft(pro.token, [notes, secret]), 404, 'NotFoundError');
    expect(await used(pro.token)).toBe(before);
    const own = await draft(owner.token, [secret]);
    expect(own.status, own.text).toBe(200);
    expect(own.body.cards.map((x: { front: string }) => x.front)).toContain('Quastenflosser');
  });

  it('exercises make no cards: 400, and no minutes are taken', async () => {
    const before = await used(pro.token);
    expectError(await draft(pro.token, [exercisesOnly]), 400, 'BadRequestError');
    expect(await used(pro.token)).toBe(before);
  });

  it('not signed in: 401; bad input: 400', async () => {
    expectError(await c.post('/api/v1/ai/flashcards', { knowUuids: [notes] }), 401, 'AuthorizationError');
    expectError(await c.post('/api/v1/ai/flashcards', { knowUuids: [] }, { token: pro.token }), 400, 'FormValidationError');
    expectError(await c.post('/api/v1/ai/flashcards', { knowUuids: [notes, notes] }, { token: pro.token }), 400, 'FormValidationError');
    expectError(await c.post('/api/v1/ai/flashcards', { knowUuids: [notes], cardCount: 51 }, { token: pro.token }), 400, 'FormValidationError');
  });

  it('minutes used up: 403 NoTutoringMinutesAvailableError with the allowance, nothing taken', async () => {
    const u = await user();
    const left = MINUTE_COSTS.flashcards - 1;
    await s.app.db.execute(sql`INSERT INTO ai_allowances (user_id, period, used_minutes)
      VALUES (${u.uuid}::uuid, ${periodOf(new Date()).period}, ${MONTHLY_MINUTES.NONE - left})`);
    const err = expectError(await draft(u.token, [notes]), 403, 'NoTutoringMinutesAvailableError');
    expect(err.data).toMatchObject({ remainingMinutes: left, premiumStatus: 'NONE', costs: MINUTE_COSTS });
    expect(await used(u.token)).toBe(MONTHLY_MINUTES.NONE - left);
  });

  it('the edited draft saves as a private flashcard know of the caller', async () => {
    const r = await draft(free.token, [notes]);
    const cards = r.body.cards.map((x: { front: string; back: string }) => ({ front: x.front, back: x.back }));
    cards[0].back = `${cards[0].back} (bearbeitet)`;
    const saved = await c.post(
      '/api/v1/knows',
      { title: 'Karteikarten: Zellbiologie', subjectId: r.body.subjectId, contentLanguageCode: r.body.contentLanguage, flashcards: cards, isPrivate: true },
      { token: free.token },
    );
    expect(saved.status, saved.text).toBe(201);
    expect(saved.body).toMatchObject({ format: 'FLASHCARDS', isPrivate: true });
    const study = await c.get(`/api/v1/flashcards/study?knowUuid=${saved.body.uuid}&limit=50`, { token: free.token });
    expect(study.body.map((x: { front: string; back: string }) => ({ front: x.front, back: x.back }))).toEqual(cards);
    expectError(await c.get(`/api/v1/knows/${saved.body.uuid}`, { token: pro.token }), 404, 'NotFoundError');
  });
});
