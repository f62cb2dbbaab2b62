/**
 * Earnings per engaged reader (decision 0058): in editions whose payouts page shows but §9 has
 * no tiers, a reader who stayed on a public know records one engaged read per know and month
 * (parallel calls: one row; the knower's own reads and private knows: none), and the monthly
 * accrual credits the knower rate x readers once, also when runs overlap on two instances.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { randomUuid } from '@/lib/uuid';
import { COUNTRIES, COUNTRY_CODES } from '@/lib/config/countries';
import { payoutsAvailable } from '@/lib/config/payout-access';
import { earningsRule, engagedReaderRate } from '@/lib/config/payout-reader-rates';
import { earningsLedger, knowEngagedReads, knowers, knows } from '@/server/db/schema';
import { accrueEarnings } from '@/server/earnings/accrue';
import { periodOf, periodStart, previousPeriod } from '@/server/earnings/period';
import { BACKENDS, startServer } from './support/server';
import { blockServer } from './support/block-server';
import { client, expectError } from './support/client';

const PERIOD = previousPeriod(new Date());
const EARLIER = previousPeriod(periodStart(PERIOD));

describe('earnings rules per edition', () => {
  it('gives every country whose payouts show a rule that credits something', () => {
    for (const code of COUNTRY_CODES) {
      if (!payoutsAvailable(code)) continue;
      expect(earningsRule(code), code).not.toBe('none');
    }
    for (const code of ['DE', 'FR', 'PL', 'IT', 'GB', 'US', 'ES', 'CO', 'TR'] as const) {
      const rate = engagedReaderRate(code);
      expect(Number.isInteger(rate) && rate! > 0, code).toBe(true);
      expect(earningsRule(code)).toBe('readers');
    }
    expect(COUNTRIES.GR.payoutTiers).not.toBeNull();
    expect(earningsRule('GR')).toBe('tiers');
  });
});

describe.each(BACKENDS)('earnings per engaged reader on %s', (backend) => {
  const s = blockServer(backend);
  const c = client(s);

  async function user(country: string) {
    const { token } = await c.signedInUser({ country });
    const me = await c.get('/api/v1/users/me', { token });
    return { token, userId: me.body.uuid as string };
  }

  /** A knower in `country` with one public and one private know. */
  async function knower(country: string) {
    const u = await user(country);
    const id = randomUuid();
    await s.app.db.insert(knowers).values({ id, userId: u.userId });
    const publicKnow = randomUuid();
    const privateKnow = randomUuid();
    await s.app.db.insert(knows).values([
      { id: publicKnow, knowerId: id, title: 'Notes', status: 'PUBLISHED', publishedAt: new Date() },
      { id: privateKnow, knowerId: id, title: 'Mine', status: 'PUBLISHED', isPrivate: true, publishedAt: new Date() },
    ]);
    return { ...u, id, publicKnow, privateKnow };
  }

  const readsOf = (knowId: string) => s.app.db.select().from(knowEngagedReads).where(eq(knowEngagedReads.knowId, knowId));
  const ledgerOf = (knowerId: string) => s.app.db.select().from(earningsLedger).where(eq(earningsLedger.knowerId, knowerId));

  it('records one engaged read per reader, know and month; not the knower, not a private know', async () => {
    const k = await knower('DE');
    const readers = await Promise.all([user('DE'), user('AT'), user('TR')]);
    // Every reader sends five at once: one row each.
    const sends = readers.flatMap((r) => Array.from({ length: 5 }, () => c.post(`/api/v1/knows/${k.publicKnow}/engaged-reads`, {}, { token: r.token })));
    for (const res of await Promise.all(sends)) expect(res.status, res.text).toBe(204);
    expect((await c.post(`/api/v1/knows/${k.publicKnow}/engaged-reads`, {}, { token: k.token })).status).toBe(204);
    const rows = await readsOf(k.publicKnow);
    expect(rows.map((r) => r.readerId).sort()).toEqual(readers.map((r) => r.userId).sort());
    expect(rows.every((r) => r.period === periodOf(new Date()) && r.knowerId === k.id)).toBe(true);
    expectError(await c.post(`/api/v1/knows/${k.privateKnow}/engaged-reads`, {}, { token: readers[0]!.token }), 404, 'NotFoundError');
    expect((await readsOf(k.privateKnow)).length).toBe(0);
    expect((await c.post(`/api/v1/knows/${k.publicKnow}/engaged-reads`, {})).status).toBe(401);
  });

  it('credits rate x readers once per month, also with parallel runs on two instances', async () => {
    const de = await knower('DE');
    const tr = await knower('TR');
    const co = await knower('CO');
    const gb = await knower('GB');
    const readers = await Promise.all(Array.from({ length: 3 }, () => user('DE')));
    const read = (k: { id: string; publicKnow: string }, n: number, period: string) =>
      readers.slice(0, n).map((r) => ({ knowId: k.publicKnow, readerId: r.userId, knowerId: k.id, period }));
    await s.app.db.insert(knowEngagedReads).values([
      ...read(de, 3, EARLIER), ...read(tr, 2, EARLIER), ...read(co, 1, EARLIER),
      // Another month's reads are not this month's money.
      ...read(gb, 3, PERIOD),
    ]);
    const countEarlier = async () => (await s.app.db.select().from(earningsLedger).where(eq(earningsLedger.period, EARLIER))).length;
    const before = await countEarlier();
    const other = backend === 'postgres' ? await startServer(s.db) : s;
    try {
      const runs = await Promise.all([s.app, other.app, s.app, other.app].map((app) => accrueEarnings(app, EARLIER)));
      const mine = [de.id, tr.id, co.id];
      const credited = await s.app.db.select().from(earningsLedger).where(eq(earningsLedger.period, EARLIER));
      expect(credited.filter((r) => mine.includes(r.knowerId))).toHaveLength(3);
      // Every row the four runs report was written once: the table grew by exactly their sum.
      expect(runs.reduce((n, r) => n + r.credited, 0)).toBe(credited.length - before);
      expect(credited.length - before).toBeGreaterThanOrEqual(3);
      expect(await ledgerOf(de.id)).toMatchObject([{ kind: 'EARNING', amountMinor: 3 * 5, currency: 'EUR', period: EARLIER, reference: `accrual:${EARLIER}:readers:3` }]);
      expect(await ledgerOf(tr.id)).toMatchObject([{ kind: 'EARNING', amountMinor: 2 * 150, currency: 'TRY', period: EARLIER }]);
      expect(await ledgerOf(co.id)).toMatchObject([{ kind: 'EARNING', amountMinor: 200, currency: 'COP', period: EARLIER }]);
      expect(await ledgerOf(gb.id)).toEqual([]);
      // Sequential reruns and the job write nothing more.
      expect((await accrueEarnings(other.app, EARLIER)).credited).toBe(0);
      await s.app.jobs.runNow('accrue-earnings', { period: EARLIER });
      expect(await ledgerOf(de.id)).toHaveLength(1);
      await s.app.jobs.runNow('accrue-earnings', { period: PERIOD });
      expect(await ledgerOf(gb.id)).toMatchObject([{ amountMinor: 3 * 4, currency: 'GBP', period: PERIOD }]);
      // The knower sees it as their balance.
      const r = await c.get(`/api/v1/knowers/${de.id}/earnings`, { token: de.token });
      expect(r.status, r.text).toBe(200);
      expect(r.body.balances).toEqual([{ currency: 'EUR', amountMinor: 15 }]);
    } finally {
      if (other !== s) await other.close();
    }
  });
});
