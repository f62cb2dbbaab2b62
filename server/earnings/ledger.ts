/** Reading a knower's earnings (decision 0025): balances are sums of the ledger, per currency. */
import { asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { earningsLedger, knowers } from '../db/schema';
import { forbidden, notFound } from '../errors';
import type { AuthUser } from '../auth/authenticate';
import { knowerRowsPage } from '../knowers/knower-rows';
import type { Earnings, LedgerKind } from '@/lib/contract/earnings';

/** Balance per currency: the SUM of the knower's rows (bigint, exact; no float on the way). */
export async function balances(app: AppContext, knowerId: string) {
  return app.db
    .select({
      currency: earningsLedger.currency,
      amountMinor: sql<number>`sum(${earningsLedger.amountMinor})::bigint`.mapWith(Number),
    })
    .from(earningsLedger)
    .where(eq(earningsLedger.knowerId, knowerId))
    .groupBy(earningsLedger.currency)
    .orderBy(asc(earningsLedger.currency));
}

/** The knower's own balances and one page of the ledger, newest first: 403 for anyone else. */
export async function getEarnings(
  app: AppContext,
  auth: AuthUser,
  knowerId: string,
  page: { limit: number; offset: number },
): Promise<Earnings> {
  const [owner] = await app.db.select({ userId: knowers.userId }).from(knowers).where(eq(knowers.id, knowerId));
  if (!owner) throw notFound('Knower not found.');
  if (owner.userId !== auth.user.id) throw forbidden('Only the knower can see their earnings.');
  const [{ rows, total }, sums] = await Promise.all([knowerRowsPage(app.db, earningsLedger, knowerId, page), balances(app, knowerId)]);
  return {
    balances: sums,
    ledger: {
      content: rows.map((r) => ({
        uuid: r.id,
        kind: r.kind as LedgerKind,
        amount: { amountMinor: r.amountMinor, currency: r.currency },
        reference: r.reference,
        period: r.period,
        createdOn: r.createdAt.toISOString(),
      })),
      numberOfResults: total,
    },
  };
}
