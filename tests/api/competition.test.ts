/**
 * The knower competition (issue 11 §5, decision 0031), over HTTP on PGlite and PostgreSQL: which
 * countries have one (404 elsewhere, and where §9 hides payouts), a leaderboard that counts only
 * public, published knows inside the window (ties broken the same way every time), the viewer's
 * place, a winners job that decides once however often it runs, and the e-mailed claim link:
 * opens the form without signing in, works once (of parallel submits exactly one wins), expires,
 * and a forged one is refused with a typed error.
 */
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { randomUuid } from '@/lib/uuid';
import { PRIZE_LINK_TTL_SECONDS } from '@/lib/contract/competition';
import { competitionFor } from '@/lib/config/competition';
import { competitionPrizes, competitions, knowers, knows, prizeClaimTokens } from '@/server/db/schema';
import { createClaimLink } from '@/server/competition/claims';
import { demoAccounts } from '@/server/db/seed';
import { BACKENDS, readOutbox } from './support/server';
import { blockServer } from './support/block-server';
import { client, expectError } from './support/client';

const IBAN = 'TR33 0006 1005 1978 6457 8413 26';
const OTHER_IBAN = 'DE89 3704 0044 0532 0130 00';
/** Turkey's window (spec §4): 2024-07-18 to 2024-08-12, inclusive, UTC. */
const IN = (day: number, hour = 12) => new Date(Date.UTC(2024, 6, 18 + day, hour));
const FORM = '/payouts/competition-form';

function tokenFrom(text: string): string {
  const m = /[?&]accessToken=([^&\s]+)/.exec(text);
  if (!m) throw new Error(`no link in ${text}`);
  return decodeURIComponent(m[1]!);
}

describe('competition config', () => {
  it('exists where a window and prizes exist in the environment, never where payouts are hidden', () => {
    expect(competitionFor('TR', 'prod')).toMatchObject({ startsOn: '2024-07-18', endsOn: '2024-08-12', currency: 'TRY' });
    expect(competitionFor('TR', 'prod')!.endsBefore!.toISOString()).toBe('2024-08-13T00:00:00.000Z');
    expect(competitionFor('RO', 'prod')).not.toBeNull();
    expect(competitionFor('RO', 'local')).toBeNull();
    expect(competitionFor('US', 'prod')).toBeNull();
    expect(competitionFor('US', 'local')).toMatchObject({ startsOn: '2026-03-01', endsOn: '2026-06-30', currency: 'USD' });
    for (const code of ['MX', 'CL', 'AR', 'PE', 'DE'] as const) expect(competitionFor(code, 'prod')).toBeNull();
  });
});

describe.each(BACKENDS)('competition on %s', (backend) => {
  const s = blockServer(backend);
  const c = client(s);

  /** A signed-in knower in `country` with knows published at `times` (plus `extra` rows as given). */
  async function knower(country: string, times: Date[], extra: Partial<typeof knows.$inferInsert>[] = []) {
    const { input, token } = await c.signedInUser({ country });
    const me = await c.get('/api/v1/users/me', { token });
    const id = randomUuid();
    await s.app.db.insert(knowers).values({ id, userId: me.body.uuid });
    const rows = [...times.map((publishedAt) => ({ publishedAt })), ...extra].map((over) => ({
      id: randomUuid(), knowerId: id, title: 'Notes', status: 'PUBLISHED', country, ...over,
    }));
    if (rows.length > 0) await s.app.db.insert(knows).values(rows);
    return { id, token, email: input.email, name: input.name };
  }

  let a: Awaited<ReturnType<typeof knower>>;
  let b: Awaited<ReturnType<typeof knower>>;
  let cc: Awaited<ReturnType<typeof knower>>;
  let outsider: Awaited<ReturnType<typeof knower>>;

  it('describes the competition with prizes in integer minor units; 404 where there is none', async () => {
    const tr = await c.get('/api/v1/competitions/tr', { bare: true, headers: { 'X-Platform': 'web' } });
    expect(tr.status, tr.text).toBe(200);
    expect(tr.body).toMatchObject({
      country: 'TR', phase: 'ended', startsOn: '2024-07-18', endsOn: '2024-08-12', decidedOn: null, winners: [],
      prizes: [
        { rank: 1, amount: { amountMinor: 500_000, currency: 'TRY' } },
        { rank: 2, amount: { amountMinor: 250_000, currency: 'TRY' } },
        { rank: 3, amount: { amountMinor: 100_000, currency: 'TRY' } },
      ],
    });
    // No window (DE), payouts hidden (MX, although §4 gives it a window), prod-only window (RO).
    for (const code of ['DE', 'MX', 'RO', 'CL']) expectError(await c.get(`/api/v1/competitions/${code}`), 404, 'NotFoundError');
    // Unknown codes are unknown resources (path parameters answer 404).
    for (const bad of ['XX', 'T', '%27%3B--', 'TR' + 'R'.repeat(300)]) expectError(await c.get(`/api/v1/competitions/${bad}`), 404, 'NotFoundError');
    expectError(await c.get('/api/v1/competitions/MX/leaderboard'), 404, 'NotFoundError');
  });

  it('ranks knowers by public, published knows inside the window only; ties go to who got there first', async () => {
    a = await knower('TR', [IN(0, 0), IN(3), IN(10)], [
      // Not counted: private, in review, rejected, a minute before the start, the first instant after the end.
      { publishedAt: IN(4), isPrivate: true },
      { status: 'IN_REVIEW', publishedAt: null },
      { status: 'REJECTED', publishedAt: IN(5) },
      { publishedAt: new Date('2024-07-17T23:59:00Z') },
      { publishedAt: new Date('2024-08-13T00:00:00Z') },
    ]);
    // Three too, but the third came later than a's: second place.
    b = await knower('TR', [IN(1), IN(2), IN(20)]);
    // The last instant of the end day still counts.
    cc = await knower('TR', [new Date('2024-08-12T23:59:59.999Z'), IN(7)]);
    // Another country's knower never appears, however many knows.
    outsider = await knower('DE', [IN(1), IN(2), IN(3), IN(4), IN(5)]);
    const nobody = await knower('TR', [new Date('2024-09-01T00:00:00Z')]);

    const board = await c.get('/api/v1/competitions/TR/leaderboard');
    expect(board.status, board.text).toBe(200);
    expect(board.body.entries.numberOfResults).toBe(3);
    expect(board.body.entries.content.map((e: { rank: number; knower: { uuid: string }; knowsCount: number }) => [e.rank, e.knower.uuid, e.knowsCount])).toEqual([
      [1, a.id, 3], [2, b.id, 3], [3, cc.id, 2],
    ]);
    expect(board.body.entries.content[0].knower).toMatchObject({ name: a.name });
    expect(board.body.me).toBeNull();

    // Paged, and the same order on every read.
    const second = await c.get('/api/v1/competitions/TR/leaderboard?limit=1&offset=1', { token: a.token });
    expect(second.body.entries.content.map((e: { knower: { uuid: string } }) => e.knower.uuid)).toEqual([b.id]);
    expect(second.body.entries.numberOfResults).toBe(3);
    const past = await c.get('/api/v1/competitions/TR/leaderboard?offset=50');
    expect(past.body.entries).toEqual({ content: [], numberOfResults: 3 });

    // The viewer's place.
    expect((await c.get('/api/v1/competitions/TR/leaderboard?limit=1', { token: b.token })).body.me).toEqual({ rank: 2, knowsCount: 3 });
    expect((await c.get('/api/v1/competitions/TR/leaderboard', { token: cc.token })).body.me).toEqual({ rank: 3, knowsCount: 2 });
    expect((await c.get('/api/v1/competitions/TR/leaderboard', { token: nobody.token })).body.me).toBeNull();
    expect((await c.get('/api/v1/competitions/TR/leaderboard', { token: outsider.token })).body.me).toBeNull();

    for (const q of ['limit=0', 'limit=101', 'limit=abc', 'offset=-1', 'offset=1e3', 'limit=1.5']) {
      expectError(await c.get(`/api/v1/competitions/TR/leaderboard?${q}`), 400, 'FormValidationError');
    }
  });

  it('decides the winners once, however often the job runs, and mails each a link to the form', async () => {
    await s.app.jobs.runNow('decide-competition-winners', {});
    const [tr] = await s.app.db.select().from(competitions).where(eq(competitions.country, 'TR'));
    expect(tr).toMatchObject({ startsOn: '2024-07-18', endsOn: '2024-08-12' });
    const prizes = () => s.app.db.select().from(competitionPrizes).where(eq(competitionPrizes.competitionId, tr!.id));
    const first = await prizes();
    expect(first.map((p) => [p.rank, p.knowerId, p.knowsCount, p.amountMinor, p.currency, p.state]).sort()).toEqual([
      [1, a.id, 3, 500_000, 'TRY', 'AWARDED'], [2, b.id, 3, 250_000, 'TRY', 'AWARDED'], [3, cc.id, 2, 100_000, 'TRY', 'AWARDED'],
    ]);

    const winnerMails = async () => (await readOutbox(s.db.dataDir)).filter((m) => m.text.includes(`${FORM}?accessToken=`));
    const mailsTo = async (email: string) => (await winnerMails()).filter((m) => m.to.includes(email));
    expect(await mailsTo(a.email)).toHaveLength(1);
    expect(await mailsTo(b.email)).toHaveLength(1);
    expect(await mailsTo(outsider.email)).toHaveLength(0);
    const mail = (await mailsTo(a.email))[0]!;
    // A new account's interface language follows its country's edition: Turkish, lira formatted in Turkish.
    expect(mail.text).toContain('₺5.000,00');
    const mailCount = (await winnerMails()).length;

    // Later knows, a new knower, running again (twice): nothing new.
    await knower('TR', [IN(1), IN(2), IN(3), IN(4), IN(5)]);
    await s.app.db.update(knows).set({ status: 'REJECTED' }).where(eq(knows.knowerId, a.id));
    await s.app.jobs.runNow('decide-competition-winners', {});
    await s.app.jobs.runNow('decide-competition-winners', {});
    expect(await s.app.db.select().from(competitions).where(eq(competitions.country, 'TR'))).toHaveLength(1);
    expect((await prizes()).map((p) => p.id).sort()).toEqual(first.map((p) => p.id).sort());
    expect(await winnerMails()).toHaveLength(mailCount);

    const shown = await c.get('/api/v1/competitions/TR');
    expect(shown.body.decidedOn).toEqual(expect.any(String));
    expect(shown.body.winners.map((w: { rank: number; knower: { uuid: string }; amount: unknown }) => [w.rank, w.knower.uuid])).toEqual([
      [1, a.id], [2, b.id], [3, cc.id],
    ]);
  });

  it('opens the form with the link without signing in; the link works once, also under parallel submits', async () => {
    const token = tokenFrom((await readOutbox(s.db.dataDir)).filter((m) => m.to.includes(a.email) && m.text.includes(FORM))[0]!.text);
    const opened = await c.get(`/api/v1/competitions/prizes/claim?accessToken=${encodeURIComponent(token)}`);
    expect(opened.status, opened.text).toBe(200);
    expect(opened.body).toMatchObject({
      country: 'TR', rank: 1, knowsCount: 3, amount: { amountMinor: 500_000, currency: 'TRY' }, winnerName: a.name,
      state: 'AWARDED', method: null, maskedDetails: null, submittedOn: null,
    });
    // Opening does not use it up.
    expect((await c.get(`/api/v1/competitions/prizes/claim?accessToken=${encodeURIComponent(token)}`)).status).toBe(200);

    // A bad IBAN is refused with the field named, and the link still works.
    const bad = expectError(
      await c.post('/api/v1/competitions/prizes/claim', { accessToken: token, details: { method: 'IBAN', iban: 'TR33 0006 1005 1978 6457 8413 27' } }),
      400, 'FormValidationError',
    );
    expect(Object.keys(bad.data.fields)).toEqual(['details.iban']);

    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        c.post('/api/v1/competitions/prizes/claim', { accessToken: token, details: i % 2 ? { method: 'IBAN', iban: IBAN } : { method: 'PAYPAL', email: `a${i}@example.org` } }),
      ),
    );
    const won = results.filter((r) => r.status === 200);
    expect(won, results.map((r) => r.status).join(',')).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect(expectError(r, 403, 'ForbiddenError').data.reason).toBe('USED');
    expect(won[0]!.body).toMatchObject({ state: 'SUBMITTED', submittedOn: expect.any(String) });

    const [stored] = await s.app.db.select().from(competitionPrizes).where(eq(competitionPrizes.knowerId, a.id));
    expect(stored!.state).toBe('SUBMITTED');
    expect(stored!.method === 'IBAN' ? stored!.details : 'paypal').toBe(stored!.method === 'IBAN' ? 'TR330006100519786457841326' : 'paypal');

    // The second time: refused, opening and submitting alike.
    const again = expectError(await c.get(`/api/v1/competitions/prizes/claim?accessToken=${encodeURIComponent(token)}`), 403, 'ForbiddenError');
    expect(again.data.reason).toBe('USED');
    const [after] = await s.app.db.select().from(competitionPrizes).where(eq(competitionPrizes.knowerId, a.id));
    expect(after!.details).toBe(stored!.details);
  });

  it('refuses expired and forged links with their reason, changing nothing', async () => {
    const [prize] = await s.app.db.select().from(competitionPrizes).where(eq(competitionPrizes.knowerId, b.id));
    const expired = await createClaimLink(s.app, s.app.db, prize!.id, new Date(Date.now() - PRIZE_LINK_TTL_SECONDS * 1000 - 1000));
    const justValid = await createClaimLink(s.app, s.app.db, prize!.id, new Date(Date.now() - PRIZE_LINK_TTL_SECONDS * 1000 + 60_000));
    const details = { method: 'IBAN', iban: OTHER_IBAN };
    const reasonOf = async (token: string) => {
      const get = expectError(await c.get(`/api/v1/competitions/prizes/claim?accessToken=${encodeURIComponent(token)}`), 403, 'ForbiddenError');
      const post = expectError(await c.post('/api/v1/competitions/prizes/claim', { accessToken: token, details }), 403, 'ForbiddenError');
      expect(post.data.reason).toBe(get.data.reason);
      return get.data.reason;
    };
    expect(await reasonOf(expired)).toBe('EXPIRED');
    const flipped = justValid.slice(0, -1) + (justValid.endsWith('A') ? 'B' : 'A');
    for (const forged of [flipped, 'x', 'A'.repeat(43), "' OR 1=1 --"]) expect(await reasonOf(forged)).toBe('INVALID');
    const tooLong = await c.post('/api/v1/competitions/prizes/claim', { accessToken: 'A'.repeat(65), details });
    expectError(tooLong, 400, 'FormValidationError');
    expect((await s.app.db.select().from(competitionPrizes).where(eq(competitionPrizes.id, prize!.id)))[0]!.state).toBe('AWARDED');

    // The one still valid a minute before it expires works.
    const ok = await c.post('/api/v1/competitions/prizes/claim', { accessToken: justValid, details });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toMatchObject({ rank: 2, method: 'IBAN', maskedDetails: '•••• 3000' });
  });

  it('decides the demo competition outside prod over the seeded knowers', async () => {
    // Decided by the run above (it decides every closed competition): the US edition's two demo knowers.
    const us = await c.get('/api/v1/competitions/US');
    expect(us.body).toMatchObject({ phase: 'ended', startsOn: '2026-03-01', endsOn: '2026-06-30', decidedOn: expect.any(String) });
    const knowersUs = demoAccounts().filter((x) => x.country === 'US' && x.knowerUuid).map((x) => x.knowerUuid);
    expect(us.body.winners.map((w: { knower: { uuid: string } }) => w.knower.uuid).sort()).toEqual([...knowersUs].sort());
    expect(us.body.winners[0].amount).toEqual({ amountMinor: 50_000, currency: 'USD' });
    const board = await c.get('/api/v1/competitions/US/leaderboard');
    expect(board.body.entries.content.map((e: { knower: { uuid: string } }) => e.knower.uuid)).toEqual(us.body.winners.map((w: { knower: { uuid: string } }) => w.knower.uuid));
  });

  it('lets the signed-in winner open and change the details without a link, and mail a new link (not twice a minute)', async () => {
    const mine = await c.get('/api/v1/competitions/prizes/claim', { token: cc.token });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body).toMatchObject({ rank: 3, state: 'AWARDED' });
    const saved = await c.post('/api/v1/competitions/prizes/claim', { details: { method: 'PAYPAL', email: ' cc@example.org ' } }, { token: cc.token });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ state: 'SUBMITTED', method: 'PAYPAL', maskedDetails: 'cc@example.org' });
    const changed = await c.post('/api/v1/competitions/prizes/claim', { details: { method: 'IBAN', iban: OTHER_IBAN } }, { token: cc.token });
    expect(changed.body).toMatchObject({ method: 'IBAN', maskedDetails: '•••• 3000' });

    // Not a winner, or signed out without a link.
    expectError(await c.get('/api/v1/competitions/prizes/claim', { token: outsider.token }), 404, 'NotFoundError');
    expectError(await c.post('/api/v1/competitions/prizes/claim', { details: { method: 'IBAN', iban: OTHER_IBAN } }, { token: outsider.token }), 404, 'NotFoundError');
    expectError(await c.get('/api/v1/competitions/prizes/claim'), 401, 'AuthorizationError');
    expectError(await c.post('/api/v1/competitions/prizes/claim', { details: { method: 'IBAN', iban: OTHER_IBAN } }), 401, 'AuthorizationError');

    // A new link by mail (a minute after the last one); parallel asks send one.
    const [ccPrize] = await s.app.db.select().from(competitionPrizes).where(eq(competitionPrizes.knowerId, cc.id));
    await s.app.db.update(prizeClaimTokens).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(prizeClaimTokens.prizeId, ccPrize!.id));
    const asks = await Promise.all(Array.from({ length: 4 }, () => c.post('/api/v1/competitions/prizes/claim/link', {}, { token: cc.token })));
    expect(asks.map((r) => r.status).sort()).toEqual([202, 429, 429, 429]);
    const links = (await readOutbox(s.db.dataDir)).filter((m) => m.to.includes(cc.email) && m.text.includes(FORM));
    expect(links).toHaveLength(2);
    const fresh = tokenFrom(links.at(-1)!.text);
    expect((await c.post('/api/v1/competitions/prizes/claim', { accessToken: fresh, details: { method: 'IBAN', iban: IBAN } })).status).toBe(200);
    expectError(await c.post('/api/v1/competitions/prizes/claim/link', {}, { token: outsider.token }), 404, 'NotFoundError');

    // Once paid, nothing changes any more.
    await s.app.db.update(competitionPrizes).set({ state: 'PAID' }).where(inArray(competitionPrizes.knowerId, [cc.id]));
    expectError(await c.post('/api/v1/competitions/prizes/claim', { details: { method: 'IBAN', iban: OTHER_IBAN } }, { token: cc.token }), 400, 'BadRequestError');
    expect((await c.get('/api/v1/competitions/prizes/claim', { token: cc.token })).body).toMatchObject({ state: 'PAID', maskedDetails: '•••• 1326' });
  });
});
