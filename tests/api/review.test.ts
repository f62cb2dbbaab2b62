/**
 * Review (issue 11 §2, decision 0028) over HTTP on a seeded database (one reviewer per edition):
 * new knows wait IN_REVIEW (not public, not searchable) until a reviewer publishes them or
 * rejects them with a reason their owner sees; an edition without a reviewer publishes at once;
 * the reviewer role per edition in users/me, granted and revoked from the command line; a
 * reviewer reaches only their editions' knows (decision 0050); the audit trail; parallel
 * decisions on one know decide once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { knows, reviewActions, users } from '@/server/db/schema';
import { changeRole } from '@/server/users/roles';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client, DEVICE_ID, expectError } from './support/client';
import { makePdf } from '../support/documents';
import { runScript } from './support/run-node';
import { uploadId } from './support/uploads';

const DE_MATHS = 1001;
const DE_REVIEWER = 'reviewer1.de@example.com';

/** `npm run user:grant|user:revoke -- EMAIL ROLE EDITION...` on the test database (as the README says to run it). */
const roleCommand = (command: 'grant' | 'revoke', args: string[], databaseUrl: string, dataDir: string) =>
  runScript('user-role.ts', [command, ...args], { APP_ENV: 'local', DATA_DIR: dataDir, DATABASE_URL: databaseUrl });

describe.each(BACKENDS)('review on %s', (backend) => {
  let reviewer: string;

  const s = blockServer(backend);
  const c = client(s);
  beforeAll(async () => {
    reviewer = (await c.signIn(DE_REVIEWER)).accessToken;
  });

  const person = (country = 'DE') => c.member({ country });

  async function cardsKnow(token: string, title: string, over: Record<string, unknown> = {}) {
    const r = await c.post('/api/v1/knows', {
      title, contentLanguageCode: 'de', subjectId: DE_MATHS, flashcards: [{ front: `${title} vorne`, back: `${title} hinten` }], ...over,
    }, { token });
    expect(r.status, r.text).toBe(201);
    return r.body as { uuid: string; status: string; publishedOn: string | null; knower: { uuid: string } };
  }

  const decide = (uuid: string, body: unknown, token = reviewer) => c.post(`/api/v1/review/knows/${uuid}/decision`, body, { token });
  const actionsOn = (itemId: string) => s.app.db.select().from(reviewActions).where(eq(reviewActions.itemId, itemId));
  const queue = async (qs = 'country=DE&limit=50') => {
    const r = await c.get(`/api/v1/review/knows?${qs}`, { token: reviewer });
    expect(r.status, r.text).toBe(200);
    return r.body as { content: { uuid: string; status: string; createdOn: string }[]; numberOfResults: number };
  };
  const allQueued = async (qs: string) => {
    const out: string[] = [];
    for (let offset = 0; ; offset += 50) {
      const page = await queue(`${qs}&limit=50&offset=${offset}`);
      out.push(...page.content.map((k) => k.uuid));
      if (page.content.length < 50) return out;
    }
  };

  it('users/me names the roles and their editions: the demo reviewer has "reviewer" in DE, a new user none; knowerUuid comes with the first know', async () => {
    const me = await c.get('/api/v1/users/me', { token: reviewer });
    expect(me.status, me.text).toBe(200);
    expect(me.body).toMatchObject({ roles: ['reviewer'], reviewerEditions: ['DE'] });
    const p = await person();
    const before = await c.get('/api/v1/users/me', { token: p.token });
    expect(before.body).toMatchObject({ roles: [], reviewerEditions: [], knowerUuid: null, isKnower: false });
    const know = await cardsKnow(p.token, 'Erste Karten');
    const after = await c.get('/api/v1/users/me', { token: p.token });
    expect(after.body).toMatchObject({ roles: [], knowerUuid: know.knower.uuid, isKnower: true });
    // The public view of a user never names roles.
    const pub = await c.get(`/api/v1/users/${me.body.uuid}/public`);
    expect(pub.status, pub.text).toBe(200);
    expect(pub.body).not.toHaveProperty('roles');
    expect(pub.body).not.toHaveProperty('reviewerEditions');
  });

  it('a new know waits in review: the owner sees it, visitors, lists and search do not; the reviewer publishes it', async () => {
    const owner = await person();
    const pdf = await makePdf(['Quadratische Ergänzung Zauberwortrevue', 'Seite zwei']);
    const upload = await uploadId(s.url, owner.token, pdf, { filename: 'parabeln.pdf' });
    const created = await c.post('/api/v1/knows', { title: 'Parabeln', contentLanguageCode: 'de', subjectId: DE_MATHS, uploadIds: [upload] }, { token: owner.token });
    expect(created.status, created.text).toBe(201);
    const know = created.body as { uuid: string; status: string; publishedOn: string | null; documents: { url: string }[] };
    expect(know).toMatchObject({ status: 'IN_REVIEW', publishedOn: null, rejectionReason: null });

    // Not public anywhere yet.
    expectError(await c.get(`/api/v1/knows/${know.uuid}`), 404, 'NotFoundError');
    const learner = await person();
    expectError(await c.get(`/api/v1/knows/${know.uuid}`, { token: learner.token }), 404, 'NotFoundError');
    expect((await c.get(`/api/v1/knows?knowerUuid=${created.body.knower.uuid}`)).body.numberOfResults).toBe(0);
    expect((await c.get('/api/v1/search/knows?query=Zauberwortrevue')).body.content ?? []).toHaveLength(0);
    const mine = await c.get('/api/v1/users/me/knows', { token: owner.token });
    expect(mine.body.content.map((k: { uuid: string; status: string }) => [k.uuid, k.status])).toEqual([[know.uuid, 'IN_REVIEW']]);

    // The reviewer finds it in the queue and may read it and its document.
    expect(await allQueued('country=DE')).toContain(know.uuid);
    expect(await allQueued(`country=DE&subjectId=${DE_MATHS}`)).toContain(know.uuid);
    expect(await allQueued('country=FR')).not.toContain(know.uuid);
    expect(await allQueued('country=DE&subjectId=1002')).not.toContain(know.uuid);
    expect((await c.get(`/api/v1/knows/${know.uuid}`, { token: reviewer })).status).toBe(200);
    const doc = await fetch(`${s.url}${know.documents[0]!.url}`, { headers: { 'X-Platform': 'web', 'X-Device-Id': DEVICE_ID, Authorization: `Bearer ${reviewer}` } });
    expect(doc.status).toBe(200);
    expect(doc.headers.get('x-know-preview')).toBeNull();

    const published = await decide(know.uuid, { action: 'PUBLISH' });
    expect(published.status, published.text).toBe(200);
    expect(published.body).toMatchObject({ uuid: know.uuid, status: 'PUBLISHED', rejectionReason: null });
    expect(published.body.publishedOn).not.toBeNull();

    // Public now: the page, the knower's list, search; out of the queue.
    expect((await c.get(`/api/v1/knows/${know.uuid}`)).status).toBe(200);
    expect((await c.get(`/api/v1/knows?knowerUuid=${created.body.knower.uuid}`)).body.numberOfResults).toBe(1);
    const found = await c.get('/api/v1/search/knows?query=Zauberwortrevue');
    expect(found.body.content.map((h: { know?: { uuid: string }; uuid?: string }) => h.know?.uuid ?? h.uuid)).toContain(know.uuid);
    expect(await allQueued('country=DE')).not.toContain(know.uuid);

    const [me] = await s.app.db.select({ id: users.id }).from(users).where(eq(users.email, DE_REVIEWER));
    const actions = await actionsOn(know.uuid);
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({ actorId: me!.id, action: 'KNOW_PUBLISHED', itemType: 'KNOW', detail: null });
    expect(actions[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('a rejected know shows its reason to the owner only; changing it submits it again', async () => {
    const owner = await person();
    const know = await cardsKnow(owner.token, 'Unfertige Karten');
    expectError(await decide(know.uuid, { action: 'REJECT' }), 400, 'FormValidationError');
    expectError(await decide(know.uuid, { action: 'REJECT', reason: '   ' }), 400, 'FormValidationError');
    expectError(await decide(know.uuid, { action: 'REJECT', reason: 'x'.repeat(501) }), 400, 'FormValidationError');
    expectError(await decide(know.uuid, { action: 'DELETE' }), 400, 'FormValidationError');
    expect(await actionsOn(know.uuid)).toEqual([]);

    const reason = 'Die Rückseiten sind leer. <b>Bitte ergänzen</b>';
    const r = await decide(know.uuid, { action: 'REJECT', reason: `  ${reason} ` });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ status: 'REJECTED', rejectionReason: reason, publishedOn: null });

    const mine = await c.get('/api/v1/users/me/knows', { token: owner.token });
    expect(mine.body.content[0]).toMatchObject({ uuid: know.uuid, status: 'REJECTED', rejectionReason: reason });
    expect((await c.get(`/api/v1/knows/${know.uuid}`, { token: owner.token })).body.rejectionReason).toBe(reason);
    expectError(await c.get(`/api/v1/knows/${know.uuid}`), 404, 'NotFoundError');
    // A decided know is not decided again.
    const again = expectError(await decide(know.uuid, { action: 'PUBLISH' }), 400, 'BadRequestError');
    expect(again.data.status).toBe('REJECTED');
    const audit = await actionsOn(know.uuid);
    expect(audit.map((a) => [a.action, a.detail])).toEqual([['KNOW_REJECTED', reason]]);

    // The owner fixes it: back in review, the old reason gone.
    const fixed = await c.patch(`/api/v1/knows/${know.uuid}`, { flashcards: [{ front: 'vorne', back: 'hinten, jetzt ausgefüllt' }] }, { token: owner.token });
    expect(fixed.status, fixed.text).toBe(200);
    expect(fixed.body).toMatchObject({ status: 'IN_REVIEW', rejectionReason: null });
    expect(await allQueued('country=DE')).toContain(know.uuid);
  });

  it('parallel decisions on one know decide once', async () => {
    const owner = await person();
    const know = await cardsKnow(owner.token, 'Umkämpfte Karten');
    const bodies = Array.from({ length: 12 }, (_, i) => (i % 2 ? { action: 'PUBLISH' } : { action: 'REJECT', reason: `Grund ${i}` }));
    const results = await Promise.all(bodies.map((b) => decide(know.uuid, b)));
    const ok = results.filter((r) => r.status === 200);
    expect(ok, results.map((r) => r.status).join()).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expectError(r, 400, 'BadRequestError');
    const [row] = await s.app.db.select({ status: knows.status }).from(knows).where(eq(knows.id, know.uuid));
    expect(row!.status).toBe(ok[0]!.body.status);
    expect(await actionsOn(know.uuid)).toHaveLength(1);
  });

  it('a know in review cannot be deleted meanwhile; unknown and malformed ids are 404', async () => {
    const owner = await person();
    const know = await cardsKnow(owner.token, 'Noch in Prüfung');
    expectError(await c.call('DELETE', `/api/v1/knows/${know.uuid}`, { token: owner.token }), 409, 'KnowIsUndeletableError');
    expectError(await decide('4a4b8f7e-2c1d-4e5f-8a9b-0c1d2e3f4a5b', { action: 'PUBLISH' }), 404, 'NotFoundError');
    expectError(await decide('not-a-uuid', { action: 'PUBLISH' }), 404, 'NotFoundError');
    expectError(await c.get('/api/v1/review/knows?country=XX', { token: reviewer }), 400, 'FormValidationError');
    expectError(await c.get('/api/v1/review/knows?limit=51', { token: reviewer }), 400, 'FormValidationError');
    expectError(await c.get('/api/v1/review/knows?subjectId=1e3', { token: reviewer }), 400, 'FormValidationError');
  });

  it('lists the queue oldest first', async () => {
    const owner = await person();
    const first = await cardsKnow(owner.token, 'Älteste');
    const second = await cardsKnow(owner.token, 'Jüngere');
    const ids = await allQueued('country=DE');
    expect(ids.indexOf(first.uuid)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.uuid)).toBeLessThan(ids.indexOf(second.uuid));
    const page = await queue('country=DE&limit=50');
    const created = page.content.map((k) => k.createdOn);
    expect(created).toEqual([...created].sort());
    expect(page.content.every((k) => k.status === 'IN_REVIEW')).toBe(true);
  });

  it('an edition without a reviewer publishes at once; with one again, knows wait', async () => {
    const revoked = await changeRole(s.app.db, 'reviewer1.pt@example.com', 'reviewer', ['PT'], false);
    expect(revoked).toMatchObject({ changed: true, roles: [], editions: ['PT'] });
    expect((await changeRole(s.app.db, 'reviewer1.pt@example.com', 'reviewer', ['PT'], false)).changed).toBe(false);
    // A reviewer of another edition does not make PT an edition with a reviewer.
    expect((await changeRole(s.app.db, 'reviewer1.pt@example.com', 'reviewer', ['BR'], true)).changed).toBe(true);
    const owner = await person('PT');
    const direct = await c.post('/api/v1/knows', {
      title: 'Verbos irregulares', contentLanguageCode: 'pt', flashcards: [{ front: 'ser', back: 'sou' }],
    }, { token: owner.token });
    expect(direct.status, direct.text).toBe(201);
    expect(direct.body).toMatchObject({ status: 'PUBLISHED', countryCode: 'PT' });
    expect(direct.body.publishedOn).not.toBeNull();
    expect((await c.get(`/api/v1/knows/${direct.body.uuid}`)).status).toBe(200);

    // The role granted in PT gives PT a reviewer again (recorded as a command-line grant), whatever
    // the account's own country.
    const de = await person('DE');
    expect((await changeRole(s.app.db, de.email, 'reviewer', ['PT'], true)).changed).toBe(true);
    const [row] = await s.app.db.select({ id: users.id }).from(users).where(eq(users.email, de.email));
    const grants = await s.app.db.select().from(reviewActions).where(and(eq(reviewActions.itemId, row!.id), eq(reviewActions.action, 'ROLE_GRANTED')));
    expect(grants).toMatchObject([{ actorId: null, itemType: 'USER', detail: 'reviewer:PT' }]);
    const waiting = await c.post('/api/v1/knows', {
      title: 'Verbos regulares', contentLanguageCode: 'pt', flashcards: [{ front: 'falar', back: 'falo' }],
    }, { token: owner.token });
    expect(waiting.body).toMatchObject({ status: 'IN_REVIEW', publishedOn: null });
  });

  it('every reviewer endpoint answers 403 to learners and knowers, whatever they send, and 401 signed out', async () => {
    const learner = (await c.signIn('learner1.de@example.com')).accessToken;
    const knower = (await c.signIn('knower1.de@example.com')).accessToken;
    const owner = await person();
    const know = await cardsKnow(owner.token, 'Nur für Prüfer');
    const calls: [string, string, unknown][] = [
      ['GET', '/api/v1/review/knows', undefined],
      ['GET', '/api/v1/review/knows?country=XX&limit=-1', undefined],
      ['POST', `/api/v1/review/knows/${know.uuid}/decision`, { action: 'PUBLISH' }],
      ['POST', `/api/v1/review/knows/${know.uuid}/decision`, { action: 'BOGUS', reason: 7 }],
      ['GET', '/api/v1/review/payouts', undefined],
      ['GET', '/api/v1/review/payouts?state=NOPE', undefined],
      ['GET', `/api/v1/review/payouts/${know.uuid}`, undefined],
      ['POST', `/api/v1/review/payouts/${know.uuid}/decision`, { action: 'APPROVE' }],
      ['POST', `/api/v1/review/payouts/${know.uuid}/decision`, '"not an object"'],
    ];
    for (const [method, path, body] of calls) {
      for (const token of [learner, knower, owner.token]) {
        const r = typeof body === 'string'
          ? await c.call(method, path, { token, raw: body, headers: { 'Content-Type': 'application/json' } })
          : await c.call(method, path, { token, body });
        expectError(r, 403, 'ForbiddenError');
      }
      expectError(await c.call(method, path, { body: typeof body === 'string' ? undefined : body }), 401, 'AuthorizationError');
    }
    expect((await s.app.db.select({ status: knows.status }).from(knows).where(eq(knows.id, know.uuid)))[0]!.status).toBe('IN_REVIEW');
    expect(await actionsOn(know.uuid)).toEqual([]);
  });

  it('a revoked reviewer is refused at once; a granted one is let in', async () => {
    const p = await person();
    expectError(await c.get('/api/v1/review/knows', { token: p.token }), 403, 'ForbiddenError');
    await changeRole(s.app.db, p.email.toUpperCase(), 'reviewer', ['DE', 'PT'], true);
    expect((await c.get('/api/v1/review/knows', { token: p.token })).status).toBe(200);
    expect((await c.get('/api/v1/users/me', { token: p.token })).body).toMatchObject({ roles: ['reviewer'], reviewerEditions: ['DE', 'PT'] });
    // Revoking one edition keeps the other; revoking the last closes the queues.
    await changeRole(s.app.db, p.email, 'reviewer', ['DE'], false);
    expect((await c.get('/api/v1/users/me', { token: p.token })).body).toMatchObject({ roles: ['reviewer'], reviewerEditions: ['PT'] });
    await changeRole(s.app.db, p.email, 'reviewer', ['PT'], false);
    expectError(await c.get('/api/v1/review/knows', { token: p.token }), 403, 'ForbiddenError');
    await expect(changeRole(s.app.db, 'nobody@example.org', 'reviewer', ['DE'], true)).rejects.toThrow(/No account/);
  });

  it.runIf(backend === 'postgres')('npm run user:grant / user:revoke change the role per edition from the command line', async () => {
    const run = (command: 'grant' | 'revoke', ...args: string[]) => roleCommand(command, args, s.db.databaseUrl!, s.db.dataDir);
    const editions = async () => (await c.get('/api/v1/users/me', { token: p.token })).body.reviewerEditions as string[];
    const p = await person();
    // No edition named: refused with the list of editions, nothing granted.
    const bare = await run('grant', p.email, 'reviewer');
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('Name the editions');
    expect(bare.stderr).toContain('DE, FR, PL');
    const austria = await run('grant', p.email, 'reviewer', 'at');
    expect(austria.code).toBe(2);
    expect(austria.stderr).toContain('AT is not an edition');
    expectError(await c.get('/api/v1/review/knows', { token: p.token }), 403, 'ForbiddenError');

    const granted = await run('grant', p.email, 'reviewer', 'de');
    expect(granted.code, granted.stderr).toBe(0);
    expect(granted.stdout).toContain(`Role reviewer granted to ${p.email} in DE.`);
    expect(granted.stdout).toContain('reviewer (DE)');
    expect(await editions()).toEqual(['DE']);
    const twice = await run('grant', p.email, 'reviewer', 'DE', 'pt');
    expect(twice.stdout).toContain('in PT.');
    expect(twice.stdout).toContain('already has the role reviewer in DE');
    expect(await editions()).toEqual(['DE', 'PT']);
    const revoked = await run('revoke', p.email, 'reviewer', 'DE');
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(await editions()).toEqual(['PT']);
    const all = await run('grant', p.email, 'reviewer', 'all');
    expect(all.code, all.stderr).toBe(0);
    expect((await editions()).length).toBeGreaterThan(10);
    const none = await run('revoke', p.email, 'reviewer', 'all');
    expect(none.stdout).toContain('(none)');
    expectError(await c.get('/api/v1/review/knows', { token: p.token }), 403, 'ForbiddenError');

    const unknownRole = await run('grant', p.email, 'admin', 'DE');
    expect(unknownRole.code).toBe(2);
    const unknownUser = await run('grant', 'nobody@example.org', 'reviewer', 'DE');
    expect(unknownUser.code).toBe(1);
    expect(unknownUser.stderr).toContain('No account');
  }, 240_000);

  it("a reviewer reaches their editions' knows only: another edition's know is not listed, not readable and 404 to decide", async () => {
    // A PT reviewer of its own (an earlier test moves the demo one to BR).
    const ptReviewerAccount = await person('PT');
    await changeRole(s.app.db, ptReviewerAccount.email, 'reviewer', ['PT'], true);
    const ptReviewer = ptReviewerAccount.token;
    const pt = await person('PT');
    const ptKnow = await c.post('/api/v1/knows', {
      title: 'Verbos em revisão', contentLanguageCode: 'pt', flashcards: [{ front: 'ir', back: 'vou' }],
    }, { token: pt.token });
    expect(ptKnow.status, ptKnow.text).toBe(201);
    expect(ptKnow.body).toMatchObject({ status: 'IN_REVIEW', countryCode: 'PT' });
    const uuid = ptKnow.body.uuid as string;

    // The DE reviewer: not in the queue (unfiltered or asking for PT), the know and its reason are not theirs to read.
    expect(await allQueued('')).not.toContain(uuid);
    expect(await allQueued('country=PT')).toEqual([]);
    expectError(await c.get(`/api/v1/knows/${uuid}`, { token: reviewer }), 404, 'NotFoundError');
    expectError(await decide(uuid, { action: 'PUBLISH' }), 404, 'NotFoundError');
    expect(await actionsOn(uuid)).toEqual([]);

    // The PT reviewer lists, reads and decides it.
    const ptQueue = await c.get('/api/v1/review/knows?limit=50', { token: ptReviewer });
    expect(ptQueue.body.content.map((k: { countryCode: string }) => k.countryCode)).toEqual(expect.arrayContaining(['PT']));
    expect(ptQueue.body.content.every((k: { countryCode: string }) => k.countryCode === 'PT')).toBe(true);
    expect((await c.get(`/api/v1/knows/${uuid}`, { token: ptReviewer })).status).toBe(200);
    const rejected = await decide(uuid, { action: 'REJECT', reason: 'Faltam exemplos.' }, ptReviewer);
    expect(rejected.status, rejected.text).toBe(200);
    // The rejection reason is for the owner and PT's reviewers, not DE's.
    expect((await c.get(`/api/v1/knows/${uuid}`, { token: pt.token })).body.rejectionReason).toBe('Faltam exemplos.');
    expectError(await c.get(`/api/v1/knows/${uuid}`, { token: reviewer }), 404, 'NotFoundError');

    // Every know the DE reviewer's unfiltered queue lists is a DE know.
    const page = await queue('limit=50');
    expect(page.content.every((k) => (k as { countryCode?: string }).countryCode === 'DE')).toBe(true);
  });
});
