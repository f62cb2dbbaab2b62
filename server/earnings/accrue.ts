/**
 * Monthly accrual (issue 11 §3, decision 0025): every knower in a country with §9 tiers gets one
 * EARNING row for the month: the amount of the tier their published-know count falls in, in the
 * country's currency. Counted at accrual time: knows PUBLISHED now, not private, published before
 * the month ended. Idempotent by the ledger's unique key (knower, period, kind): the insert skips
 * a month already credited, also when two instances insert at the same moment.
 *
 * Where §9 has no tiers but payouts show (DE, FR, PL, IT, GB, US, ES, CO, TR, AT, CH), the month's
 * EARNING is per engaged reader instead (decision 0058): the rate of lib/config/payout-reader-rates
 * times the rows of know_engaged_reads for the month, by the same unique key.
 */
import { and, count, eq, inArray, isNull, lt, not } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { earningsLedger, knowEngagedReads, knowers, knows, users } from '../db/schema';
import { COUNTRY_CODES, COUNTRIES, type CountryCode } from '@/lib/config/countries';
import { engagedReaderRate, READER_RATE_COUNTRIES } from '@/lib/config/payout-reader-rates';
import { pickPayoutTier } from '@/lib/config/payout-tier';
import { toMinorUnits } from '@/lib/money/minor-units';
import { randomUuid } from '@/lib/uuid';
import { periodEnd, periodStart } from './period';

/** Rows per INSERT: well under PostgreSQL's 65535 bind parameters (7 per row). */
const CHUNK = 1000;

const TIER_COUNTRIES: readonly CountryCode[] = COUNTRY_CODES.filter((c) => COUNTRIES[c].payoutTiers !== null);

export interface AccrualResult {
  period: string;
  /** Knowers whose count reached a tier. */
  eligible: number;
  /** Rows this run wrote (0 when the month was already credited). */
  credited: number;
}

/**
 * `app` is the app context, or `{ db: tx }` inside a transaction (the demo seed credits its
 * knowers so). `now` is the run's time: the month must have ended by then, and the rows carry it.
 */
export async function accrueEarnings(app: { db: Db | Tx }, period: string, now = new Date()): Promise<AccrualResult> {
  const end = periodEnd(period);
  if (end > now) throw new Error(`Period ${period} has not ended yet (${periodStart(period).toISOString()} to ${end.toISOString()}).`);

  const counts = await app.db
    .select({ knowerId: knowers.id, country: users.country, published: count(knows.id) })
    .from(knowers)
    .innerJoin(users, eq(users.id, knowers.userId))
    .innerJoin(knows, eq(knows.knowerId, knowers.id))
    .where(
      and(
        inArray(users.country, [...TIER_COUNTRIES]),
        eq(users.active, true),
        isNull(users.deletedAt),
        eq(knows.status, 'PUBLISHED'),
        not(knows.isPrivate),
        lt(knows.publishedAt, end),
      ),
    )
    .groupBy(knowers.id, users.country);

  const rows: (typeof earningsLedger.$inferInsert)[] = [];
  for (const c of counts) {
    const country = c.country as CountryCode;
    const tier = pickPayoutTier(country, c.published);
    if (!tier) continue;
    rows.push({
      id: randomUuid(),
      knowerId: c.knowerId,
      kind: 'EARNING',
      amountMinor: toMinorUnits(tier.payoutAmount, tier.currency),
      currency: tier.currency,
      reference: `accrual:${period}:tier:${tier.knowsRequirement}`,
      period,
      createdAt: now,
    });
  }

  rows.push(...(await readerEarnings(app, period, now)));

  let credited = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const written = await app.db
      .insert(earningsLedger)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoNothing()
      .returning({ id: earningsLedger.id });
    credited += written.length;
  }
  return { period, eligible: rows.length, credited };
}

/** One EARNING per knower in a reader-rate country with engaged readers in `period`. */
async function readerEarnings(app: { db: Db | Tx }, period: string, now: Date): Promise<(typeof earningsLedger.$inferInsert)[]> {
  const counts = await app.db
    .select({ knowerId: knowEngagedReads.knowerId, country: users.country, readers: count() })
    .from(knowEngagedReads)
    .innerJoin(knowers, eq(knowers.id, knowEngagedReads.knowerId))
    .innerJoin(users, eq(users.id, knowers.userId))
    .where(
      and(
        eq(knowEngagedReads.period, period),
        inArray(users.country, [...READER_RATE_COUNTRIES]),
        eq(users.active, true),
        isNull(users.deletedAt),
      ),
    )
    .groupBy(knowEngagedReads.knowerId, users.country);
  return counts.flatMap((c) => {
    const country = c.country as CountryCode;
    const rate = engagedReaderRate(country);
    const readers = Number(c.readers);
    if (rate === null || readers < 1) return [];
    return [{
      id: randomUuid(),
      knowerId: c.knowerId,
      kind: 'EARNING',
      // Integer minor units: a count times an integer rate.
      amountMinor: readers * rate,
      currency: COUNTRIES[country].currency,
      reference: `accrual:${period}:readers:${readers}`,
      period,
      createdAt: now,
    }];
  });
}
