/** Know queries: one row, pages of rows with their total, the owner's knower row. */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { randomUuid } from '@/lib/uuid';
import type { Db, Tx } from '../db/client';
import { knowers, knows, knowSaves } from '../db/schema';
import { knowColumns, type KnowSummaryRow } from './serialize';

type DbLike = Db | Tx;

export async function findKnow(db: DbLike, id: string, forUpdate = false): Promise<KnowSummaryRow | null> {
  const q = db.select(knowColumns).from(knows).where(eq(knows.id, id));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}


export type KnowOrder = 'new' | 'popular' | 'created';

function orderOf(order: KnowOrder): SQL[] {
  // Ties fall back to the newest, then the id, so pages never overlap or skip.
  // knows.popularity (likes x2 + saves x3 + views x0.1) is stored and indexed with NULLS LAST.
  if (order === 'popular') {
    return [sql`${knows.popularity} DESC NULLS LAST`, sql`${knows.publishedAt} DESC NULLS LAST`, desc(knows.id)];
  }
  if (order === 'new') return [sql`${knows.publishedAt} DESC NULLS LAST`, desc(knows.createdAt), desc(knows.id)];
  return [desc(knows.createdAt), desc(knows.id)];
}

export interface PageQuery {
  where: SQL;
  order: KnowOrder;
  limit: number;
  offset: number;
}

export async function pageOfKnows(db: DbLike, q: PageQuery): Promise<{ rows: KnowSummaryRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db.select(knowColumns).from(knows).where(q.where).orderBy(...orderOf(q.order)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(knows).where(q.where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A user's saved knows, most recently saved first. */
export async function pageOfSavedKnows(
  db: DbLike,
  q: { userId: string; where: SQL; limit: number; offset: number },
): Promise<{ rows: KnowSummaryRow[]; total: number }> {
  const where = and(eq(knowSaves.userId, q.userId), q.where);
  const [rows, [total]] = await Promise.all([
    db
      .select(knowColumns)
      .from(knowSaves)
      .innerJoin(knows, eq(knows.id, knowSaves.knowId))
      .where(where)
      .orderBy(desc(knowSaves.createdAt), asc(knows.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(knowSaves).innerJoin(knows, eq(knows.id, knowSaves.knowId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The user's knower id; their first know creates the row (concurrent firsts agree on one). */
export async function ensureKnower(tx: Tx, userId: string): Promise<string> {
  await tx.insert(knowers).values({ id: randomUuid(), userId }).onConflictDoNothing({ target: knowers.userId });
  const [row] = await tx.select({ id: knowers.id }).from(knowers).where(eq(knowers.userId, userId));
  return row!.id;
}
