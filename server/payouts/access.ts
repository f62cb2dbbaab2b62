/**
 * Who may use a knower's payouts (decision 0026): the knower themself, and only where §9 does
 * not hide payouts (CL, AR, PE, MX answer 404 as if the endpoints did not exist there).
 */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { knowers, users } from '../db/schema';
import { forbidden, notFound } from '../errors';
import type { AuthUser } from '../auth/authenticate';
import { arePayoutsHidden, COUNTRIES, type CountryCode, type Currency } from '@/lib/config/countries';

export interface PayoutOwner {
  knowerId: string;
  country: CountryCode;
  currency: Currency;
}

/** The knower's payout context; `lock` takes the knower row FOR UPDATE (inside a transaction). */
export async function payoutOwner(
  db: Db | Tx,
  auth: AuthUser,
  knowerId: string,
  lock = false,
): Promise<PayoutOwner> {
  const q = db
    .select({ userId: knowers.userId, country: users.country })
    .from(knowers)
    .innerJoin(users, eq(users.id, knowers.userId))
    .where(eq(knowers.id, knowerId));
  const [row] = lock ? await q.for('update', { of: knowers }) : await q;
  if (!row) throw notFound('Knower not found.');
  const country = row.country as CountryCode;
  if (!COUNTRIES[country] || arePayoutsHidden(country)) throw notFound('Payouts are not available in this country.');
  if (row.userId !== auth.user.id) throw forbidden('Only the knower can see and request their payouts.');
  return { knowerId, country, currency: COUNTRIES[country].currency };
}
