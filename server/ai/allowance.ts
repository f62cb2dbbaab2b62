/**
 * Monthly tutoring minutes (issue 12 §6, decision 0035). Each AI request costs fixed minutes;
 * free accounts get a small allowance per calendar month (UTC), Pro accounts (premiumStatus PRO,
 * server/pro-plan) a larger one. Taking minutes is ONE conditional upsert on (user, month): the
 * row lock serialises parallel requests, and the WHERE refuses any that would pass the allowance,
 * so no interleaving can overdraw. A request that fails before it answers gives its minutes back.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AiAllowance } from '@/lib/contract/ai';
import type { AppContext } from '../app-context';
import type { UserRow } from '../db/schema';
import { aiAllowances } from '../db/schema';
import { ApiError } from '../errors';

export const MONTHLY_MINUTES = { NONE: 30, PRO: 600 } as const;
export const MINUTE_COSTS = { summary: 3, mockExam: 5, chatMessage: 1, flashcards: 3 } as const;
export type AiAction = keyof typeof MINUTE_COSTS;

/** The month a moment falls in (UTC), and the first day of the next. */
export function periodOf(now: Date): { period: string; resetsOn: string } {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const next = new Date(Date.UTC(y, m + 1, 1));
  return { period: `${y}-${String(m + 1).padStart(2, '0')}`, resetsOn: next.toISOString().slice(0, 10) };
}

const premium = (user: Pick<UserRow, 'premiumStatus'>) => (user.premiumStatus === 'PRO' ? 'PRO' : 'NONE');

function allowanceOf(user: Pick<UserRow, 'premiumStatus'>, used: number, now: Date): AiAllowance {
  const status = premium(user);
  const monthly = MONTHLY_MINUTES[status];
  return {
    monthlyMinutes: monthly,
    usedMinutes: used,
    remainingMinutes: Math.max(0, monthly - used),
    resetsOn: periodOf(now).resetsOn,
    premiumStatus: status,
    costs: { ...MINUTE_COSTS },
  };
}

export async function currentAllowance(app: Pick<AppContext, 'db'>, user: UserRow, now = new Date()): Promise<AiAllowance> {
  const [row] = await app.db
    .select({ used: aiAllowances.usedMinutes })
    .from(aiAllowances)
    .where(and(eq(aiAllowances.userId, user.id), eq(aiAllowances.period, periodOf(now).period)));
  return allowanceOf(user, row?.used ?? 0, now);
}

/** A taken cost, to give back if the request fails before it answers. */
export interface Taken {
  userId: string;
  period: string;
  minutes: number;
  allowance: AiAllowance;
}

/** Takes the action's minutes, or throws 403 NoTutoringMinutesAvailableError with the allowance. */
export async function takeMinutes(app: Pick<AppContext, 'db'>, user: UserRow, action: AiAction, now = new Date()): Promise<Taken> {
  const cost = MINUTE_COSTS[action];
  const monthly = MONTHLY_MINUTES[premium(user)];
  const { period } = periodOf(now);
  const result = await app.db.execute(sql`
    INSERT INTO ai_allowances (user_id, period, used_minutes)
    SELECT ${user.id}::uuid, ${period}, ${cost}::int WHERE ${cost}::int <= ${monthly}::int
    ON CONFLICT (user_id, period) DO UPDATE
      SET used_minutes = ai_allowances.used_minutes + EXCLUDED.used_minutes, updated_at = now()
      WHERE ai_allowances.used_minutes + EXCLUDED.used_minutes <= ${monthly}::int
    RETURNING used_minutes`);
  const row = (result as unknown as { rows: { used_minutes: number }[] }).rows[0];
  if (!row) {
    const allowance = await currentAllowance(app, user, now);
    throw new ApiError(403, 'NoTutoringMinutesAvailableError', 'Your tutoring minutes for this month are used up.', { ...allowance });
  }
  return { userId: user.id, period, minutes: cost, allowance: allowanceOf(user, Number(row.used_minutes), now) };
}

export async function giveBack(app: Pick<AppContext, 'db'>, taken: Taken): Promise<void> {
  await app.db
    .update(aiAllowances)
    .set({ usedMinutes: sql`greatest(0, ${aiAllowances.usedMinutes} - ${taken.minutes})` })
    .where(and(eq(aiAllowances.userId, taken.userId), eq(aiAllowances.period, taken.period)));
}
