/**
 * Deciding a competition's winners once its window has closed (decision 0031). The decision is
 * one transaction: the competition row (unique per country and start day) and its prizes. A second
 * run, a retry, or another instance finds the row and decides nothing, even if knows were
 * published, rejected or deleted since: the first decision stands. Each winner is then mailed
 * the single-use link to the claim form; `notified_at` marks who was, so a failed mail is sent by
 * the next run (at least once: a crash between queueing and marking can send a second link).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { competitionFor } from '@/lib/config/competition';
import { COUNTRY_CODES } from '@/lib/config/countries';
import { toMinorUnits } from '@/lib/money/minor-units';
import { randomUuid } from '@/lib/uuid';
import type { AppContext } from '../app-context';
import { competitionPrizes, competitions, knowers, users } from '../db/schema';
import { queueMail } from '../mail/queue-mail';
import { createClaimLink, readClaimOf } from './claims';
import { rankingPage } from './leaderboard';
import { winnerMail } from './winner-mail';

export interface DecideResult {
  /** Competitions decided by this run (country codes). */
  decided: string[];
  /** Winners mailed by this run. */
  notified: number;
}

export async function decideWinners(app: AppContext, now = new Date()): Promise<DecideResult> {
  const decided: string[] = [];
  for (const code of COUNTRY_CODES) {
    const c = competitionFor(code, app.env.APP_ENV);
    if (!c || c.endsBefore === null || now < c.endsBefore) continue;
    const made = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(competitions)
        .values({ id: randomUuid(), country: code, startsOn: c.startsOn, endsOn: c.endsOn!, decidedAt: now })
        .onConflictDoNothing()
        .returning({ id: competitions.id });
      if (!row) return false;
      const { entries } = await rankingPage(tx, c, { limit: c.prizes.length, offset: 0 });
      if (entries.length > 0) {
        await tx.insert(competitionPrizes).values(
          entries.map((e) => ({
            id: randomUuid(), competitionId: row.id, knowerId: e.knowerId, rank: e.rank, knowsCount: e.knowsCount,
            amountMinor: toMinorUnits(c.prizes[e.rank - 1]!, c.currency), currency: c.currency, createdAt: now,
          })),
        );
      }
      return true;
    });
    if (made) decided.push(code);
  }
  return { decided, notified: await notifyWinners(app, now) };
}

/** Mails every winner not mailed yet their link. */
async function notifyWinners(app: AppContext, now: Date): Promise<number> {
  const pending = await app.db
    .select({ prize: competitionPrizes, user: users })
    .from(competitionPrizes)
    .innerJoin(knowers, eq(knowers.id, competitionPrizes.knowerId))
    .innerJoin(users, eq(users.id, knowers.userId))
    .where(and(isNull(competitionPrizes.notifiedAt), eq(users.active, true), isNull(users.deletedAt)));
  for (const { prize, user } of pending) {
    const token = await createClaimLink(app, app.db, prize.id, now);
    await queueMail(app, winnerMail(app.env, user, await readClaimOf(app.db, prize), token));
    await app.db.update(competitionPrizes).set({ notifiedAt: now }).where(eq(competitionPrizes.id, prize.id));
  }
  return pending.length;
}
