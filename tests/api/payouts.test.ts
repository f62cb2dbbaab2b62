/**
 * Payout requests (issue 11 §4, decision 0026): typed validation errors (IBAN checksum, PayPal
 * address, amount), the balance and the §9 yearly limit, parallel requests that together ask for
 * more than the balance (only what the balance covers goes through), a rejection returning the
 * money, the reviewer transitions, 404 where payouts are hidden, and owner-only access.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { randomUuid } from '@/lib/uuid';
import { isValidIban } from '@/lib/contract/iban';
import { earningsLedger, knowers, payoutRequests } from '@/server/db/schema';
import { decidePayout } from '@/server/payouts/decide';
import { payoutMinimumMinor } from '@/lib/config/payout-minimums';
import { BACKENDS, readOutbox } from './support/server';
import { blockServer } from './support/block-server';
import { client, expectError } from './support/client';

const IBAN = 'DE89 3704 0044 0532 0130 00';
const GR_IBAN = 'GR1601101250000000012300695';

describe('IBAN checksum', () => {
  it('accepts valid IBANs in any spacing and case and refuses a changed digit', () => {
    expect(isValidIban(IBAN)).toBe(true);
    expect(isValidIban(GR_IBAN)).toBe(true);
    expect(isValidIban('gb82 west 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(isValidIban('DE98 3704 0044 0532 0130 00')).toBe(false);
    expect(isValidIban('DE89')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });
});

describe.each(BACKENDS)('payouts on %s', (backend) => {
  const s = blockServer(backend);
  const c = client(s);

  /** A signed-in knower in `country` with `credit` minor units of earnings in `currency`. */
  async function knower(country: string, credit: number, currency = 'EUR') {
    const { input, token } = await c.signedInUser({ country });
    const me = await c.get('/api/v1/users/me', { token });
    const id = randomUuid();
    await s.app.db.insert(knowers).values({ id, userId: me.body.uuid });
    if (credit > 0) {
      await s.app.db.insert(earningsLedger).values({ id: randomUuid(), knowerId: id, kind: 'EARNING', amountMinor: credit, currency, reference: 'test', period: '2026-01' });
    }
    return { id, token, userId: me.body.uuid as string, email: input.email };
  }

  const balance = async (knowerId: string, currency = 'EUR') => {
    const [row] = await s.app.db
      .select({ sum: sql<string>`coalesce(sum(${earningsLedger.amountMinor}), 0)` })
      .from(earningsLedger)
      .where(and(eq(earningsLedger.knowerId, knowerId), eq(earningsLedger.currency, currency)));
    return Number(row?.sum);
  };
  const requestsOf = (knowerId: string) => s.app.db.select().from(payoutRequests).where(eq(payoutRequests.knowerId, knowerId));
  const request = (k: { id: string; token: string }, body: unknown) => c.post(`/api/v1/knowers/${k.id}/payouts`, body, { token: k.token });

  it('requests a payout by IBAN or PayPal; the amount leaves the balance in the same step', async () => {
    const k = await knower('GR', 10_000);
    const r = await request(k, { method: 'IBAN', amountMinor: 2_500, iban: IBAN.toLowerCase() });
    expect(r.status, r.text).toBe(201);
    expect(r.body).toMatchObject({
      amount: { amountMinor: 2_500, currency: 'EUR' }, method: 'IBAN', details: 'DE89370400440532013000',
      state: 'REQUESTED', rejectionReason: null, approvedOn: null, paidOn: null, rejectedOn: null,
    });
    const p = await request(k, { method: 'PAYPAL', amountMinor: 1_000, email: ' knower@example.org ' });
    expect(p.status, p.text).toBe(201);
    expect(p.body).toMatchObject({ method: 'PAYPAL', details: 'knower@example.org' });
    expect(await balance(k.id)).toBe(6_500);
    const ledger = await s.app.db.select().from(earningsLedger).where(and(eq(earningsLedger.knowerId, k.id), eq(earningsLedger.kind, 'PAYOUT')));
    expect(ledger.map((l) => [l.reference, l.amountMinor]).sort()).toEqual(
      [[r.body.uuid, -2_500], [p.body.uuid, -1_000]].sort(),
    );

    const h = await c.get(`/api/v1/knowers/${k.id}/payouts?limit=1`, { token: k.token });
    expect(h.status, h.text).toBe(200);
    expect(h.body.limit).toEqual({ yearly: { amountMinor: 5_000_000, currency: 'EUR' }, remainingMinor: 5_000_000 - 3_500 });
    expect(h.body.requests.numberOfResults).toBe(2);
    expect(h.body.requests.content).toHaveLength(1);
    const page2 = await c.get(`/api/v1/knowers/${k.id}/payouts?limit=1&offset=1`, { token: k.token });
    expect([h.body.requests.content[0].uuid, page2.body.requests.content[0].uuid].sort()).toEqual([r.body.uuid, p.body.uuid].sort());
  });

  it('confirms a request by e-mail in the knower\'s language, IBAN masked; a refused request mails nothing', async () => {
    const k = await knower('GR', 10_000);
    expect((await request(k, { method: 'IBAN', amountMinor: 2_550, iban: GR_IBAN })).status).toBe(201);
    expectError(await request(k, { method: 'IBAN', amountMinor: 1_000_000, iban: GR_IBAN }), 400, 'FormValidationError');
    const mails = (await readOutbox(s.db.dataDir)).filter((m) => m.to.includes(k.email) && !m.text.includes('confirmationToken='));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Λάβαμε το αίτημα πληρωμής σου');
    expect(mails[0]!.text).toContain('25,50');
    expect(mails[0]!.text).toContain('IBAN •••• 0695');
    expect(mails[0]!.text).not.toContain('0000000012300695');
    expect(mails[0]!.text).toMatch(/https?:\/\/\S+/);
  });

  it('refuses bad input with typed errors and changes nothing', async () => {
    const k = await knower('PT', 10_000);
    const cases: [unknown, string][] = [
      [{ method: 'IBAN', amountMinor: 100, iban: 'DE89 3704 0044 0532 0130 01' }, 'iban'],
      [{ method: 'IBAN', amountMinor: 100 }, 'iban'],
      [{ method: 'PAYPAL', amountMinor: 100, email: 'not-an-address' }, 'email'],
      [{ method: 'PAYPAL', amountMinor: 0, email: 'a@example.org' }, 'amountMinor'],
      [{ method: 'PAYPAL', amountMinor: -5, email: 'a@example.org' }, 'amountMinor'],
      [{ method: 'PAYPAL', amountMinor: 1.5, email: 'a@example.org' }, 'amountMinor'],
      [{ method: 'PAYPAL', amountMinor: '100', email: 'a@example.org' }, 'amountMinor'],
      [{ method: 'CASH', amountMinor: 100 }, 'method'],
      [{ method: 'PAYPAL', amountMinor: 10_001, email: 'a@example.org' }, 'amountMinor'],
    ];
    for (const [body, field] of cases) {
      const e = expectError(await request(k, body), 400, 'FormValidationError');
      expect(Object.keys(e.data.fields), JSON.stringify(body)).toContain(field);
    }
    expect(await requestsOf(k.id)).toEqual([]);
    expect(await balance(k.id)).toBe(10_000);
  });

  // Issue 21 point 6: a payout of 1 cent was accepted.
  it('refuses a payout below the minimum of its currency and accepts one at the minimum', async () => {
    for (const [country, currency] of [['GR', 'EUR'], ['RO', 'RON'], ['CZ', 'CZK']] as const) {
      const min = payoutMinimumMinor(currency);
      const k = await knower(country, 10 * min, currency);
      for (const amountMinor of [1, min - 1]) {
        const e = expectError(await request(k, { method: 'PAYPAL', amountMinor, email: 'a@example.org' }), 400, 'FormValidationError');
        expect(e.data.fields.amountMinor, `${currency} ${amountMinor}`).toMatch(/minimum/);
      }
      expect(await requestsOf(k.id)).toEqual([]);
      expect(await balance(k.id, currency)).toBe(10 * min);
      const ok = await request(k, { method: 'PAYPAL', amountMinor: min, email: 'a@example.org' });
      expect(ok.status, ok.text).toBe(201);
      expect(ok.body.amount).toEqual({ amountMinor: min, currency });
      expect(await balance(k.id, currency)).toBe(9 * min);
    }
  });

  it("keeps every request within this year's §9 limit", async () => {
    // Portugal: 50000 EUR a year. A balance above it, then two requests that together pass it.
    const k = await knower('PT', 6_000_000);
    expect((await request(k, { method: 'PAYPAL', amountMinor: 4_000_000, email: 'a@example.org' })).status).toBe(201);
    const e = expectError(await request(k, { method: 'PAYPAL', amountMinor: 1_000_001, email: 'a@example.org' }), 400, 'FormValidationError');
    expect(e.data.fields.amountMinor).toMatch(/limit/);
    expect((await request(k, { method: 'PAYPAL', amountMinor: 1_000_000, email: 'a@example.org' })).status).toBe(201);
    expect(await balance(k.id)).toBe(1_000_000);
    const h = await c.get(`/api/v1/knowers/${k.id}/payouts`, { token: k.token });
    expect(h.body.limit.remainingMinor).toBe(0);
  });

  it('lets parallel requests take no more than the balance', async () => {
    const k = await knower('GR', 10_000);
    // Ten requests of 30.00 against 100.00: exactly three fit.
    const results = await Promise.all(
      Array.from({ length: 10 }, () => request(k, { method: 'IBAN', amountMinor: 3_000, iban: GR_IBAN })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((x) => x === 201), statuses.join()).toHaveLength(3);
    for (const r of results.filter((x) => x.status !== 201)) expect(r.body.error.type).toBe('FormValidationError');
    expect(await balance(k.id)).toBe(1_000);
    expect(await requestsOf(k.id)).toHaveLength(3);
  });

  it('moves a request through approve and paid; a rejection returns the money once', async () => {
    const k = await knower('GR', 10_000);
    const reviewer = await knower('GR', 0);
    const a = (await request(k, { method: 'IBAN', amountMinor: 4_000, iban: GR_IBAN })).body;
    const b = (await request(k, { method: 'IBAN', amountMinor: 5_000, iban: GR_IBAN })).body;
    expect(await balance(k.id)).toBe(1_000);

    await expect(decidePayout(s.app, reviewer.userId, a.uuid, { action: 'pay' })).rejects.toMatchObject({ status: 400 });
    expect(await decidePayout(s.app, reviewer.userId, a.uuid, { action: 'approve' })).toMatchObject({ state: 'APPROVED', approvedOn: expect.any(String) });
    expect(await decidePayout(s.app, reviewer.userId, a.uuid, { action: 'pay' })).toMatchObject({ state: 'PAID', paidOn: expect.any(String) });
    await expect(decidePayout(s.app, reviewer.userId, a.uuid, { action: 'reject', reason: 'Too late' })).rejects.toMatchObject({ status: 400 });

    await expect(decidePayout(s.app, reviewer.userId, b.uuid, { action: 'reject', reason: '  ' })).rejects.toMatchObject({ status: 400, type: 'FormValidationError' });
    // Two reviewers rejecting at once: one wins, the money comes back once.
    const both = await Promise.allSettled([
      decidePayout(s.app, reviewer.userId, b.uuid, { action: 'reject', reason: 'The IBAN holder is not the knower.' }),
      decidePayout(s.app, reviewer.userId, b.uuid, { action: 'reject', reason: 'The IBAN holder is not the knower.' }),
    ]);
    expect(both.map((x) => x.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await balance(k.id)).toBe(6_000);
    const reversals = await s.app.db.select().from(earningsLedger).where(and(eq(earningsLedger.knowerId, k.id), eq(earningsLedger.kind, 'PAYOUT_REVERSAL')));
    expect(reversals).toMatchObject([{ amountMinor: 5_000, reference: b.uuid }]);

    const h = await c.get(`/api/v1/knowers/${k.id}/payouts`, { token: k.token });
    const byId = Object.fromEntries(h.body.requests.content.map((r: { uuid: string }) => [r.uuid, r]));
    expect(byId[a.uuid]).toMatchObject({ state: 'PAID' });
    expect(byId[b.uuid]).toMatchObject({ state: 'REJECTED', rejectionReason: 'The IBAN holder is not the knower.', rejectedOn: expect.any(String) });
    // A rejected request no longer counts against the yearly limit.
    expect(h.body.limit.remainingMinor).toBe(5_000_000 - 4_000);
    // The returned money can be requested again.
    expect((await request(k, { method: 'IBAN', amountMinor: 6_000, iban: GR_IBAN })).status).toBe(201);
  });

  it('answers 404 where payouts are hidden (CL, AR, PE, MX) and for unknown knowers', async () => {
    for (const country of ['CL', 'AR', 'PE', 'MX']) {
      const k = await knower(country, 10_000, 'USD');
      expectError(await c.get(`/api/v1/knowers/${k.id}/payouts`, { token: k.token }), 404, 'NotFoundError');
      expectError(await request(k, { method: 'PAYPAL', amountMinor: 100, email: 'a@example.org' }), 404, 'NotFoundError');
      expect(await requestsOf(k.id)).toEqual([]);
    }
    const k = await knower('GR', 0);
    expectError(await c.get(`/api/v1/knowers/${randomUuid()}/payouts`, { token: k.token }), 404, 'NotFoundError');
  });

  it('is for the knower only', async () => {
    const k = await knower('GR', 10_000);
    const other = await knower('GR', 10_000);
    expectError(await c.get(`/api/v1/knowers/${k.id}/payouts`, { token: other.token }), 403, 'ForbiddenError');
    expectError(await c.post(`/api/v1/knowers/${k.id}/payouts`, { method: 'PAYPAL', amountMinor: 100, email: 'a@example.org' }, { token: other.token }), 403, 'ForbiddenError');
    expectError(await c.get(`/api/v1/knowers/${k.id}/payouts`), 401, 'AuthorizationError');
    expectError(await c.post(`/api/v1/knowers/${k.id}/payouts`, { method: 'PAYPAL', amountMinor: 100, email: 'a@example.org' }), 401, 'AuthorizationError');
    expect(await requestsOf(k.id)).toEqual([]);
    expect(await balance(k.id)).toBe(10_000);
  });
});
