/**
 * Reading a country's competition and its leaderboard (issue 11 §5, decision 0031). A country
 * without a competition in this environment (no window, or payouts hidden by §9) answers 404,
 * like any resource that does not exist.
 */
import { and, asc, eq } from 'drizzle-orm';
import { competitionFor, competitionPhase, type Competition as CompetitionWindow } from '@/lib/config/competition';
import type { CountryCode } from '@/lib/config/countries';
import type { Competition, Leaderboard } from '@/lib/contract/competition';
import { toMinorUnits } from '@/lib/money/minor-units';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import { competitionPrizes, competitions, knowers, users } from '../db/schema';
import { notFound } from '../errors';
import { rankingPage, rankOf } from './leaderboard';

/** The competition of `country` here, or 404. */
export function requireCompetition(app: AppContext, country: CountryCode): CompetitionWindow {
  const c = competitionFor(country, app.env.APP_ENV);
  if (!c) throw notFound('There is no knower competition in this country.');
  return c;
}

export async function getCompetition(app: AppContext, country: CountryCode, now = new Date()): Promise<Competition> {
  const c = requireCompetition(app, country);
  const [decided] = await app.db
    .select()
    .from(competitions)
    .where(and(eq(competitions.country, country), eq(competitions.startsOn, c.startsOn)));
  const winners = decided
    ? await app.db
        .select({ prize: competitionPrizes, knowerId: knowers.id, name: users.name, username: users.username })
        .from(competitionPrizes)
        .innerJoin(knowers, eq(knowers.id, competitionPrizes.knowerId))
        .innerJoin(users, eq(users.id, knowers.userId))
        .where(eq(competitionPrizes.competitionId, decided.id))
        .orderBy(asc(competitionPrizes.rank))
    : [];
  return {
    country,
    phase: competitionPhase(c, now),
    startsOn: c.startsOn,
    endsOn: c.endsOn,
    prizes: c.prizes.map((amount, i) => ({ rank: i + 1, amount: { amountMinor: toMinorUnits(amount, c.currency), currency: c.currency } })),
    decidedOn: decided ? decided.decidedAt.toISOString() : null,
    winners: winners.map((w) => ({
      rank: w.prize.rank,
      knower: { uuid: w.knowerId, name: w.name, username: w.username },
      knowsCount: w.prize.knowsCount,
      amount: { amountMinor: w.prize.amountMinor, currency: w.prize.currency },
    })),
  };
}

export async function getLeaderboard(
  app: AppContext,
  auth: AuthUser | null,
  country: CountryCode,
  page: { limit: number; offset: number },
): Promise<Leaderboard> {
  const c = requireCompetition(app, country);
  const [ranking, me] = await Promise.all([
    rankingPage(app.db, c, page),
    auth?.knowerId ? rankOf(app.db, c, auth.knowerId) : Promise.resolve(null),
  ]);
  return {
    entries: {
      content: ranking.entries.map((e) => ({
        rank: e.rank,
        knower: { uuid: e.knowerId, name: e.name, username: e.username },
        knowsCount: e.knowsCount,
      })),
      numberOfResults: ranking.total,
    },
    me: me ? { rank: me.rank, knowsCount: me.knowsCount } : null,
  };
}
