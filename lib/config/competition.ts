/**
 * The expansion contest as a competition with prizes (spec §4, issue 11 §5, decision 0031): one
 * rule, read by the API, the winners job and the pages, for whether a country has one in an
 * environment, its exact window and its phase at a moment.
 */
import { COUNTRIES, type AppEnvironment, type CountryCode, type Currency } from './countries';
import { payoutsHidden } from './country-facts';

export type CompetitionPhase = 'upcoming' | 'active' | 'ended';

export interface Competition {
  country: CountryCode;
  currency: Currency;
  /** First day, ISO (YYYY-MM-DD), UTC. */
  startsOn: string;
  /** Last day (inclusive), ISO; null for an open end. */
  endsOn: string | null;
  /** The first instant of the window. */
  startsAt: Date;
  /** The first instant after the window (end day + 1, 00:00 UTC); null for an open end. */
  endsBefore: Date | null;
  /** Prizes by rank in whole units of `currency`. */
  prizes: readonly number[];
}

const DAY_MS = 86_400_000;
const dayStart = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * The country's competition in `env`, or null: no contest window there (or one limited to other
 * environments), or no prizes to pay out (§9 hides payouts in CL, AR, PE, MX).
 */
export function competitionFor(code: CountryCode, env: AppEnvironment): Competition | null {
  const country = COUNTRIES[code];
  const w = country.expansionContest;
  if (!w || (w.environments && !w.environments.includes(env))) return null;
  if (payoutsHidden(country) || w.prizes.length === 0) return null;
  return {
    country: code,
    currency: country.currency,
    startsOn: w.start,
    endsOn: w.end,
    startsAt: dayStart(w.start),
    endsBefore: w.end === null ? null : new Date(dayStart(w.end).getTime() + DAY_MS),
    prizes: w.prizes,
  };
}

/** §4: active from the first instant of the start day to the last instant of the end day (UTC). */
export function competitionPhase(c: Pick<Competition, 'startsAt' | 'endsBefore'>, now: Date): CompetitionPhase {
  if (now < c.startsAt) return 'upcoming';
  return c.endsBefore !== null && now >= c.endsBefore ? 'ended' : 'active';
}
