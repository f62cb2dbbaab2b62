/**
 * A page of a knower's rows in a money table (the earnings ledger, the payout requests), newest
 * first, and how many there are: the earnings and the payout history list them the same way.
 */
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { earningsLedger, payoutRequests } from '../db/schema';

type KnowerTable = typeof earningsLedger | typeof payoutRequests;

export async function knowerRowsPage<T extends KnowerTable>(
  db: Db,
  table: T,
  knowerId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table as KnowerTable)
      .where(eq(table.knowerId, knowerId))
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(table as KnowerTable).where(eq(table.knowerId, knowerId)),
  ]);
  return { rows: rows as T['$inferSelect'][], total: total?.n ?? 0 };
}
