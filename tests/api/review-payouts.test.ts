/**
 * The reviewers' payout queue (issue 11 §2/§4, decision 0028) over HTTP: open requests oldest
 * first with their knower, approve -> paid, reject with a reason (the money returns), parallel
 * decisions on one request decide once, every decision in the audit trail. A reviewer reaches
 * their editions' requests only, sees IBANs masked in lists, and the whole IBAN in the decision
 * view, whose every read enters the audit trail (decision 0050).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { randomUuid } from '@/lib/uuid';
import { earningsLedger, knowers, reviewActions } from '@/server/db/schema';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client, expectError } from './support/client';

describe.each(BACKENDS)('payout review on %s', (backend) => {
  let reviewer: string;
  let reviewerId: string;

  const s = blockServer(backend);
  const c = client(s);
  beforeAll(async () => {
    reviewer = (await c.signIn('reviewer1.gr@example.com')).accessToken;
    reviewerId = (await c.get('/api/v1/users/me', { token: reviewer })).body.uuid;
  });

  /** A knower (in Greece unless told) with 100 EUR of earnings and one payout request of `amount` cents, to PayPal or an IBAN. */
  async function requested(amount = 2_500, country = 'GR', iban?: string) {
    const { input, user, token } = await c.signedInUser({ country });
    const id = randomUuid();
    await s.app.db.insert(knowers).values({ id, userId: user.uuid });
    await s.app.db.insert(earningsLedger).values({ id: randomUuid(), knowerId: id, kind: 'EARNING', amountMinor: 10_000, currency: 'EUR', reference: 'test', period: '2026-01' });
    const to = iban ? { method: 'IBAN', iban } : { method: 'PAYPAL', email: 'knower@example.org' };
    const r = await c.post(`/api/v1/knowers/${id}/payouts`, { ...to, amountMinor: amount }, { token });
    expect(r.status, r.text).toBe(201);
    return { knowerId: id, token, userId: user.uuid as string, name: input.name, requestId: r.body.uuid as string };
  }

  const balance = async (knowerId: string) => {
    const [row] = await s.app.db
      .select({ sum: sql<string>`coalesce(sum(${earningsLedger.amountMinor}), 0)` })
      .from(earningsLedger)
      .where(and(eq(earningsLedger.knowerId, knowerId), eq(earningsLedger.currency, 'EUR')));
    return Number(row?.sum);
  };
  const decide = (id: string, body: unknown) => c.post(`/api/v1/review/payouts/${id}/decision`, body, { token: reviewer });
  const audit = (id: string) => s.app.db.select().from(reviewActions).where(eq(reviewActions.itemId, id)).orderBy(reviewActions.createdAt);
  const queueIds = async (state?: string) => {
    const out: string[] = [];
    for (let offset = 0; ; offset += 50) {
      const r = await c.get(`/api/v1/review/payouts?limit=50&offset=${offset}${state ? `&state=${state}` : ''}`, { token: reviewer });
      expect(r.status, r.text).toBe(200);
      out.push(...r.body.content.map((p: { uuid: string }) => p.uuid));
      if (r.body.content.length < 50) return out;
    }
  };

  it('lists open requests oldest first with their knower; approve then pay; the history shows PAID', async () => {
    const a = await requested(1_000);
    const b = await requested(2_000);
    const r = await c.get('/api/v1/review/payouts', { token: reviewer });
    expect(r.status, r.text).toBe(200);
    const mine = r.body.content.filter((p: { uuid: string }) => [a.requestId, b.requestId].includes(p.uuid));
    expect(mine.map((p: { uuid: string }) => p.uuid)).toEqual([a.requestId, b.requestId]);
    expect(mine[0]).toMatchObject({
      state: 'REQUESTED', amount: { amountMinor: 1_000, currency: 'EUR' }, method: 'PAYPAL',
      knower: { uuid: a.knowerId, user: { uuid: a.userId, name: a.name, country: 'GR' } },
    });

    expectError(await decide(a.requestId, { action: 'PAY' }), 400, 'BadRequestError');
    const approved = await decide(a.requestId, { action: 'APPROVE' });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({ uuid: a.requestId, state: 'APPROVED' });
    expect(await queueIds()).toContain(a.requestId);
    const paid = await decide(a.requestId, { action: 'PAY' });
    expect(paid.body).toMatchObject({ state: 'PAID', paidOn: expect.any(String) });
    expect(await queueIds()).not.toContain(a.requestId);
    expect(await queueIds('PAID')).toContain(a.requestId);
    expect(await balance(a.knowerId)).toBe(9_000);

    const history = await c.get(`/api/v1/knowers/${a.knowerId}/payouts`, { token: a.token });
    expect(history.body.requests.content[0]).toMatchObject({ uuid: a.requestId, state: 'PAID' });
    expect((await audit(a.requestId)).map((x) => [x.action, x.actorId, x.itemType])).toEqual([
      ['PAYOUT_APPROVED', reviewerId, 'PAYOUT'],
      ['PAYOUT_PAID', reviewerId, 'PAYOUT'],
    ]);
  });

  it('rejects with a reason: the money returns once, the knower sees the reason', async () => {
    const k = await requested(3_000);
    expect(await balance(k.knowerId)).toBe(7_000);
    expectError(await decide(k.requestId, { action: 'REJECT' }), 400, 'FormValidationError');
    expectError(await decide(k.requestId, { action: 'REJECT', reason: 'x'.repeat(501) }), 400, 'FormValidationError');
    expectError(await decide(k.requestId, { action: 'SHRED' }), 400, 'FormValidationError');
    expectError(await decide(randomUuid(), { action: 'APPROVE' }), 404, 'NotFoundError');
    expectError(await decide('nope', { action: 'APPROVE' }), 404, 'NotFoundError');
    expectError(await c.get('/api/v1/review/payouts?state=LOST', { token: reviewer }), 400, 'FormValidationError');

    const r = await decide(k.requestId, { action: 'REJECT', reason: 'Die PayPal-Adresse gehört nicht dir.' });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ state: 'REJECTED', rejectionReason: 'Die PayPal-Adresse gehört nicht dir.' });
    expect(await balance(k.knowerId)).toBe(10_000);
    const history = await c.get(`/api/v1/knowers/${k.knowerId}/payouts`, { token: k.token });
    expect(history.body.requests.content[0]).toMatchObject({ state: 'REJECTED', rejectionReason: 'Die PayPal-Adresse gehört nicht dir.' });
    expect((await audit(k.requestId)).map((x) => [x.action, x.detail])).toEqual([['PAYOUT_REJECTED', 'Die PayPal-Adresse gehört nicht dir.']]);
  });

  it('parallel decisions on one request decide once (one approval, one payment, one reversal)', async () => {
    // Twelve parallel approvals of a requested payout: one goes through.
    const k = await requested(4_000);
    const approvals = await Promise.all(Array.from({ length: 12 }, () => decide(k.requestId, { action: 'APPROVE' })));
    expect(approvals.filter((r) => r.status === 200), approvals.map((r) => r.status).join()).toHaveLength(1);
    for (const r of approvals.filter((x) => x.status !== 200)) expectError(r, 400, 'BadRequestError');
    // Twelve parallel payments of the approved one: one.
    const payments = await Promise.all(Array.from({ length: 12 }, () => decide(k.requestId, { action: 'PAY' })));
    expect(payments.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await balance(k.knowerId)).toBe(6_000);
    expect((await audit(k.requestId)).map((x) => x.action)).toEqual(['PAYOUT_APPROVED', 'PAYOUT_PAID']);

    // Twelve parallel rejections of an approved request: one reversal.
    const k2 = await requested(5_000);
    expect((await decide(k2.requestId, { action: 'APPROVE' })).status).toBe(200);
    const rejections = await Promise.all(Array.from({ length: 12 }, () => decide(k2.requestId, { action: 'REJECT', reason: 'Doppelt' })));
    expect(rejections.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await balance(k2.knowerId)).toBe(10_000);
    expect((await audit(k2.requestId)).map((x) => x.action)).toEqual(['PAYOUT_APPROVED', 'PAYOUT_REJECTED']);

    // Approvals and rejections mixed: whatever order they run in, the money returns at most once
    // and every success is in the audit trail.
    const k3 = await requested(3_000);
    const mixed = await Promise.all(
      Array.from({ length: 12 }, (_, i) => decide(k3.requestId, i % 2 ? { action: 'APPROVE' } : { action: 'REJECT', reason: `Grund ${i}` })),
    );
    const ok = mixed.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(ok.length).toBeLessThanOrEqual(2);
    const reversals = await s.app.db.select().from(earningsLedger).where(and(eq(earningsLedger.reference, k3.requestId), eq(earningsLedger.kind, 'PAYOUT_REVERSAL')));
    const rejected = ok.some((r) => r.body.state === 'REJECTED');
    expect(reversals).toHaveLength(rejected ? 1 : 0);
    expect(await balance(k3.knowerId)).toBe(rejected ? 10_000 : 7_000);
    expect(await audit(k3.requestId)).toHaveLength(ok.length);
  });

  it("a reviewer reaches their editions' requests only: another edition's request is not listed, 404 to read and to decide", async () => {
    const de = (await c.signIn('reviewer1.de@example.com')).accessToken;
    const pt = (await c.signIn('reviewer1.pt@example.com')).accessToken;
    // AT knowers belong to the DE edition.
    const at = await requested(1_500, 'AT', 'AT61 1904 3002 3457 3201');
    const pk = await requested(1_600, 'PT', 'PT50 0002 0123 1234 5678 9015 4');
    const ids = async (token: string) => {
      const r = await c.get('/api/v1/review/payouts?limit=50', { token });
      expect(r.status, r.text).toBe(200);
      return r.body.content as { uuid: string; knower: { user: { country: string } } }[];
    };
    const deList = await ids(de);
    expect(deList.map((p) => p.uuid)).toContain(at.requestId);
    expect(deList.map((p) => p.uuid)).not.toContain(pk.requestId);
    expect(deList.every((p) => ['DE', 'AT', 'CH'].includes(p.knower.user.country))).toBe(true);
    expect((await ids(reviewer)).map((p) => p.uuid)).not.toContain(at.requestId);

    // The DE reviewer cannot read or decide the PT request: 404, as for a request that does not exist.
    expectError(await c.get(`/api/v1/review/payouts/${pk.requestId}`, { token: de }), 404, 'NotFoundError');
    for (const body of [{ action: 'APPROVE' }, { action: 'REJECT', reason: 'Nicht meine Ausgabe' }]) {
      expectError(await c.post(`/api/v1/review/payouts/${pk.requestId}/decision`, body, { token: de }), 404, 'NotFoundError');
    }
    expect(await audit(pk.requestId)).toEqual([]);
    expect(await balance(pk.knowerId)).toBe(8_400);
    const history = await c.get(`/api/v1/knowers/${pk.knowerId}/payouts`, { token: pk.token });
    expect(history.body.requests.content[0]).toMatchObject({ uuid: pk.requestId, state: 'REQUESTED' });

    // The PT reviewer can.
    expect((await ids(pt)).map((p) => p.uuid)).toContain(pk.requestId);
    const approved = await c.post(`/api/v1/review/payouts/${pk.requestId}/decision`, { action: 'APPROVE' }, { token: pt });
    expect(approved.status, approved.text).toBe(200);
    expectError(await c.get(`/api/v1/review/payouts/${randomUuid()}`, { token: pt }), 404, 'NotFoundError');
    expectError(await c.get('/api/v1/review/payouts/not-a-uuid', { token: pt }), 404, 'NotFoundError');
  });

  it('lists show an IBAN masked to its last four characters; the decision view shows it whole and records the read', async () => {
    const k = await requested(1_200, 'GR', 'gr16 0110 1250 0000 0001 2300 695');
    const paypal = await requested(1_300);
    const list = await c.get('/api/v1/review/payouts?limit=50', { token: reviewer });
    const item = list.body.content.find((p: { uuid: string }) => p.uuid === k.requestId);
    expect(item).toMatchObject({ method: 'IBAN', maskedDetails: '•••• 0695' });
    expect(item).not.toHaveProperty('details');
    expect(JSON.stringify(list.body)).not.toContain('GR1601101250000000012300695');
    expect(list.body.content.find((p: { uuid: string }) => p.uuid === paypal.requestId)).toMatchObject({ method: 'PAYPAL', maskedDetails: 'knower@example.org' });
    expect(await audit(k.requestId)).toEqual([]);

    const view = await c.get(`/api/v1/review/payouts/${k.requestId}`, { token: reviewer });
    expect(view.status, view.text).toBe(200);
    expect(view.body).toMatchObject({
      uuid: k.requestId, method: 'IBAN', details: 'GR1601101250000000012300695', maskedDetails: '•••• 0695', state: 'REQUESTED',
      knower: { uuid: k.knowerId, user: { country: 'GR' } },
    });
    expect((await audit(k.requestId)).map((x) => [x.action, x.actorId, x.itemType, x.detail])).toEqual([['PAYOUT_DETAILS_VIEWED', reviewerId, 'PAYOUT', 'IBAN']]);

    // A decision answers masked too.
    const approved = await decide(k.requestId, { action: 'APPROVE' });
    expect(approved.body).toMatchObject({ state: 'APPROVED', maskedDetails: '•••• 0695' });
    expect(approved.body).not.toHaveProperty('details');
    // Not a reviewer: 403, nothing recorded.
    expectError(await c.get(`/api/v1/review/payouts/${k.requestId}`, { token: k.token }), 403, 'ForbiddenError');
    expect((await audit(k.requestId)).map((x) => x.action)).toEqual(['PAYOUT_DETAILS_VIEWED', 'PAYOUT_APPROVED']);
  });
});
