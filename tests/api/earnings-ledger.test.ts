/**
 * The earnings ledger (issue 11 §3, decision 0025): the monthly accrual credits the §9 tier
 * amount once per knower and month (also with parallel runs on two instances), balances are the
 * sum of the rows, countries without tiers earn nothing, and only the knower reads the ledger.
 */
import { describe, expect, it } from 'vitest';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { randomUuid } from '@/lib/uuid';
import { pickPayoutTier } from '@/lib/config/payout-tier';
import { earningsLedger, knowers, knows } from '@/server/db/schema';
import { accrueEarnings } from '@/server/earnings/accrue';
import { endedPeriodsSince, periodEnd, periodStart, previousPeriod } from '@/server/earnings/period';
import { DEMO_PASSWORD, demoAccounts } from '@/server/db/seed';
import { DEMO_KNOWS_SINCE } from '@/server/seed/demo-knows';
import { BACKENDS, startServer } from './support/server';
import { blockServer } from './support/block-server';
import { client, expectError } from './support/client';

const DAY = 86_400_000;
/** The month the scheduled run accrues today, and the one before it (for the parallel runs). */
const PERIOD = previousPeriod(new Date());
const EARLIER = previousPeriod(periodStart(PERIOD));

describe('payout tier selection', () => {
  it('picks the §9 tier by published-know count at every boundary', () => {
    const gr = (n: number) => pickPayoutTier('GR', n);
    expect(gr(0)).toBeNull();
    expect([1, 5, 6, 15, 16, 25, 26, 35, 36, 49, 50, 51, 500].map((n) => [n, gr(n)?.knowsRequirement, gr(n)?.payoutAmount])).toEqual([
      [1, '1-5', 20], [5, '1-5', 20], [6, '6-15', 25], [15, '6-15', 25], [16, '16-25', 30], [25, '16-25', 30],
      [26, '26-35', 35], [35, '26-35', 35], [36, '36-50', 40], [49, '36-50', 40], [50, '50+', 50], [51, '50+', 50], [500, '50+', 50],
    ]);
    expect(pickPayoutTier('CZ', 50)).toMatchObject({ payoutAmount: 900, currency: 'CZK' });
    expect(pickPayoutTier('DE', 50)).toBeNull();
  });
});

describe.each(BACKENDS)('earnings ledger on %s', (backend) => {
  const s = blockServer(backend);
  const c = client(s);

  /** A new knower in `country` with `published` knows counted for PERIOD and some that are not. */
  async function knower(country: string, published: number) {
    const { token } = await c.signedInUser({ country });
    const me = await c.get('/api/v1/users/me', { token });
    const id = randomUuid();
    await s.app.db.insert(knowers).values({ id, userId: me.body.uuid });
    const know = (over: Partial<typeof knows.$inferInsert>) => ({
      id: randomUuid(), knowerId: id, title: 'Notes', status: 'PUBLISHED', publishedAt: new Date(periodStart(EARLIER).getTime() + DAY), ...over,
    });
    const rows = Array.from({ length: published }, () => know({}));
    // Not counted: private, still in review, or published after the month ended.
    rows.push(know({ isPrivate: true }), know({ status: 'IN_REVIEW', publishedAt: null }), know({ publishedAt: periodEnd(PERIOD) }));
    await s.app.db.insert(knows).values(rows);
    return { id, token };
  }

  const ledgerOf = (knowerId: string) =>
    s.app.db.select().from(earningsLedger).where(eq(earningsLedger.knowerId, knowerId));

  it('has credited the demo knowers through the accrual for every ended month (seed)', async () => {
    const periods = endedPeriodsSince(DEMO_KNOWS_SINCE, new Date());
    expect(periods[0]).toBe('2026-01');
    expect(periods.at(-1)).toBe(PERIOD);
    const demo = demoAccounts().filter((a) => a.knowerUuid);
    const rows = await s.app.db.select().from(earningsLedger).where(inArray(earningsLedger.knowerId, demo.map((a) => a.knowerUuid!)));
    // Tier countries only (GR, RO, BR, CZ, PT), in their currency, never a month that has not ended.
    const earners = new Set(rows.map((r) => demo.find((a) => a.knowerUuid === r.knowerId)!.country));
    expect([...earners].sort()).toEqual(['BR', 'CZ', 'GR', 'PT', 'RO']);
    expect(rows.every((r) => r.kind === 'EARNING' && r.period! <= PERIOD && r.amountMinor > 0)).toBe(true);
    expect(rows.find((r) => r.period === PERIOD && demo.find((a) => a.knowerUuid === r.knowerId)!.country === 'CZ')).toMatchObject({ currency: 'CZK' });
    // The job finds nothing left to credit for those months.
    for (const period of periods) expect((await accrueEarnings(s.app, period)).credited).toBe(0);
    const gr = demo.find((a) => a.country === 'GR')!;
    const token = (await c.signIn(gr.email, DEMO_PASSWORD)).accessToken;
    const r = await c.get(`/api/v1/knowers/${gr.knowerUuid}/earnings?limit=100`, { token });
    expect(r.status, r.text).toBe(200);
    const mine = rows.filter((x) => x.knowerId === gr.knowerUuid);
    expect(r.body.balances).toEqual([{ currency: 'EUR', amountMinor: mine.reduce((n, x) => n + x.amountMinor, 0) }]);
    expect(r.body.ledger.numberOfResults).toBe(mine.length);
    // Dated as the schedule runs (03:00 UTC on the 1st after the month, or the seed's own time in
    // the first hours of a month), so newest first is by month.
    const listed = r.body.ledger.content as { period: string; createdOn: string }[];
    expect(listed.map((e) => e.period)).toEqual(mine.map((x) => x.period!).sort().reverse());
    for (const e of listed) {
      const at = Date.parse(e.createdOn) - periodEnd(e.period).getTime();
      expect(at >= 0 && at <= 3 * 3_600_000, `${e.period} credited at ${e.createdOn}`).toBe(true);
    }
  });

  it('credits the tier amount once per month, however often the job runs', async () => {
    const five = await knower('GR', 5);
    const six = await knower('GR', 6);
    const fifty = await knower('CZ', 50);
    const ro = await knower('RO', 16);
    await s.app.jobs.runNow('accrue-earnings', {});
    await s.app.jobs.runNow('accrue-earnings', {});
    await s.app.jobs.runNow('accrue-earnings', { period: PERIOD });
    for (const [k, amountMinor, currency, tier] of [
      [five, 2000, 'EUR', '1-5'], [six, 2500, 'EUR', '6-15'], [fifty, 90000, 'CZK', '50+'], [ro, 12000, 'RON', '16-25'],
    ] as const) {
      const rows = await ledgerOf(k.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: 'EARNING', amountMinor, currency, period: PERIOD, reference: `accrual:${PERIOD}:tier:${tier}` });
    }
    // Sequential direct runs: nothing more is written.
    const again = await accrueEarnings(s.app, PERIOD);
    expect(again.eligible).toBeGreaterThanOrEqual(4);
    expect(again.credited).toBe(0);
  });

  it('credits once when runs overlap (two instances on PostgreSQL, one connection on PGlite)', async () => {
    const k = await knower('PT', 36);
    const other = backend === 'postgres' ? await startServer(s.db) : s;
    // The demo seed has credited its knowers for every ended month already (decision 0025).
    const [before] = await s.app.db.select({ n: count() }).from(earningsLedger).where(eq(earningsLedger.period, EARLIER));
    try {
      const runs = await Promise.all([s.app, other.app, s.app, other.app].map((app) => accrueEarnings(app, EARLIER)));
      const eligible = runs[0]!.eligible;
      expect(eligible).toBeGreaterThan(0);
      expect(runs.every((r) => r.eligible === eligible)).toBe(true);
      // Every eligible knower not credited before is credited exactly once across the four runs.
      expect(runs.reduce((n, r) => n + r.credited, 0)).toBe(eligible - (before?.n ?? 0));
      const [rows] = await s.app.db.select({ n: count() }).from(earningsLedger).where(eq(earningsLedger.period, EARLIER));
      expect(rows?.n).toBe(eligible);
      expect(await ledgerOf(k.id)).toMatchObject([{ amountMinor: 4000, currency: 'EUR', period: EARLIER }]);
    } finally {
      if (other !== s) await other.close();
    }
  });

  it('refuses a month that has not ended', async () => {
    const thisMonth = previousPeriod(new Date(Date.now() + 32 * DAY));
    await expect(accrueEarnings(s.app, thisMonth)).rejects.toThrow(/not ended/);
    await expect(s.app.jobs.runNow('accrue-earnings', { period: '2026-13' })).rejects.toThrow(/YYYY-MM/);
  });

  it('credits nothing in countries without tiers when no reader engaged (decision 0058: DE pays per reader)', async () => {
    const de = await knower('DE', 60);
    const mx = await knower('MX', 10);
    await accrueEarnings(s.app, PERIOD);
    for (const k of [de, mx]) {
      expect(await ledgerOf(k.id)).toEqual([]);
      const r = await c.get(`/api/v1/knowers/${k.id}/earnings`, { token: k.token });
      expect(r.status, r.text).toBe(200);
      expect(r.body).toEqual({ balances: [], ledger: { content: [], numberOfResults: 0 } });
    }
  });

  it('reports the balance as the sum of the ledger, newest first, to the knower only', async () => {
    const k = await knower('BR', 6);
    await accrueEarnings(s.app, EARLIER);
    await accrueEarnings(s.app, PERIOD);
    const at = (ms: number) => new Date(Date.now() + ms);
    const payout = randomUuid();
    await s.app.db.insert(earningsLedger).values([
      { id: randomUuid(), knowerId: k.id, kind: 'PAYOUT', amountMinor: -12_345, currency: 'BRL', reference: payout, createdAt: at(1000) },
      { id: randomUuid(), knowerId: k.id, kind: 'PAYOUT_REVERSAL', amountMinor: 12_345, currency: 'BRL', reference: payout, createdAt: at(2000) },
      { id: randomUuid(), knowerId: k.id, kind: 'PAYOUT', amountMinor: -5_001, currency: 'BRL', reference: randomUuid(), createdAt: at(3000) },
      // A row in another currency (the knower moved country): balances are per currency.
      { id: randomUuid(), knowerId: k.id, kind: 'EARNING', amountMinor: 2_000, currency: 'EUR', reference: 'manual', createdAt: at(4000) },
    ]);
    // The database refuses a debit with the wrong sign and a second earning for a month.
    await expect(s.app.db.insert(earningsLedger).values({ id: randomUuid(), knowerId: k.id, kind: 'PAYOUT', amountMinor: 100, currency: 'BRL', reference: 'x' })).rejects.toThrow();
    await expect(s.app.db.insert(earningsLedger).values({ id: randomUuid(), knowerId: k.id, kind: 'EARNING', amountMinor: 100, currency: 'BRL', reference: 'x', period: PERIOD })).rejects.toThrow();

    const r = await c.get(`/api/v1/knowers/${k.id}/earnings`, { token: k.token });
    expect(r.status, r.text).toBe(200);
    // 2 x 80 BRL (tier 6-15), -123.45 + 123.45, -50.01.
    expect(r.body.balances).toEqual([{ currency: 'BRL', amountMinor: 16_000 - 5_001 }, { currency: 'EUR', amountMinor: 2_000 }]);
    const [sum] = await s.app.db
      .select({ total: sql`sum(${earningsLedger.amountMinor})` })
      .from(earningsLedger)
      .where(and(eq(earningsLedger.knowerId, k.id), eq(earningsLedger.currency, 'BRL')));
    expect(Number(sum?.total)).toBe(10_999);
    expect(r.body.ledger.numberOfResults).toBe(6);
    expect(r.body.ledger.content.map((e: { kind: string; amount: { amountMinor: number } }) => [e.kind, e.amount.amountMinor])).toEqual([
      ['EARNING', 2_000], ['PAYOUT', -5_001], ['PAYOUT_REVERSAL', 12_345], ['PAYOUT', -12_345], ['EARNING', 8_000], ['EARNING', 8_000],
    ]);
    const page = await c.get(`/api/v1/knowers/${k.id}/earnings?limit=2&offset=4`, { token: k.token });
    expect(page.body.ledger.content.map((e: { period: string }) => e.period).sort()).toEqual([EARLIER, PERIOD]);
    expect(page.body.balances).toEqual(r.body.balances);

    const { token: strangerToken } = await c.signedInUser({ country: 'BR' });
    expectError(await c.get(`/api/v1/knowers/${k.id}/earnings`, { token: strangerToken }), 403, 'ForbiddenError');
    expect((await c.get(`/api/v1/knowers/${k.id}/earnings`)).status).toBe(401);
    expectError(await c.get(`/api/v1/knowers/${randomUuid()}/earnings`, { token: k.token }), 404, 'NotFoundError');
    expectError(await c.get(`/api/v1/knowers/${k.id}/earnings?limit=101`, { token: k.token }), 400, 'FormValidationError');
    // A malformed id names no knower.
    expectError(await c.get('/api/v1/knowers/not-a-uuid/earnings', { token: k.token }), 404, 'NotFoundError');
  });
});
