/**
 * The competition ranking (decision 0031), one query for the page, the viewer's place and the
 * winners job: knowers of the country ranked by their public, published knows whose publication
 * falls inside the window. Ties go to whoever reached the count first (the earlier last counted
 * know), then to the knower id, so the order is total and every reader sees the same one. The
 * window scan is served by knows_public_published_idx (published_at, knower_id, partial on
 * public knows).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Competition } from '@/lib/config/competition';
import type { Db, Tx } from '../db/client';

export interface RankedKnower {
  rank: number;
  knowerId: string;
  name: string;
  username: string;
  knowsCount: number;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The ranked CTE (`ranked`: rank, knower_id, name, username, knows_count, total). */
function rankedSql(c: Pick<Competition, 'country' | 'startsAt' | 'endsBefore'>): SQL {
  const until = c.endsBefore ? sql`AND k.published_at < ${c.endsBefore.toISOString()}::timestamptz` : sql``;
  return sql`WITH counted AS (
      SELECT k.knower_id, count(*)::int AS knows_count, max(k.published_at) AS last_at
      FROM knows k
      WHERE k.status = 'PUBLISHED' AND NOT k.is_private
        AND k.published_at >= ${c.startsAt.toISOString()}::timestamptz ${until}
      GROUP BY k.knower_id
    ), ranked AS (
      SELECT c.knower_id, c.knows_count, u.name, u.username,
        (row_number() OVER (ORDER BY c.knows_count DESC, c.last_at ASC, c.knower_id ASC))::int AS rank,
        (count(*) OVER ())::int AS total
      FROM counted c
      JOIN knowers kn ON kn.id = c.knower_id
      JOIN users u ON u.id = kn.user_id
      WHERE u.country = ${c.country} AND u.active AND u.deleted_at IS NULL
    )`;
}

interface Row {
  rank: number;
  knower_id: string;
  name: string;
  username: string;
  knows_count: number;
  total: number;
}

const toRanked = (r: Row): RankedKnower => ({
  rank: Number(r.rank), knowerId: r.knower_id, name: r.name, username: r.username, knowsCount: Number(r.knows_count),
});

/** One page of the ranking, best first, and how many knowers are ranked. */
export async function rankingPage(
  db: Db | Tx,
  c: Pick<Competition, 'country' | 'startsAt' | 'endsBefore'>,
  page: { limit: number; offset: number },
): Promise<{ entries: RankedKnower[]; total: number }> {
  const rows = rowsOf<Row>(
    await db.execute(sql`${rankedSql(c)}
      SELECT rank, knower_id, name, username, knows_count, total FROM ranked
      ORDER BY rank LIMIT ${page.limit} OFFSET ${page.offset}`),
  );
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && page.offset > 0) {
    // Past the end: the count still tells the client how long the list is.
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`${rankedSql(c)} SELECT count(*)::int AS n FROM ranked`));
    total = Number(row?.n ?? 0);
  }
  return { entries: rows.map(toRanked), total };
}

/** The knower's place, or null when they have no counted know (or belong to another country). */
export async function rankOf(
  db: Db | Tx,
  c: Pick<Competition, 'country' | 'startsAt' | 'endsBefore'>,
  knowerId: string,
): Promise<RankedKnower | null> {
  const [row] = rowsOf<Row>(
    await db.execute(sql`${rankedSql(c)}
      SELECT rank, knower_id, name, username, knows_count, total FROM ranked WHERE knower_id = ${knowerId}::uuid`),
  );
  return row ? toRanked(row) : null;
}
