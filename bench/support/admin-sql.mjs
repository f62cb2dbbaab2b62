/**
 * The benchmarks' PostgreSQL administration: BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test) and one statement on a connection of its own, for
 * creating and dropping scratch databases.
 */
import pg from 'pg';

export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function admin(statement) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
