/**
 * The benchmarks' PostgreSQL administration: BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test) and one statement on a connection of its own, for
 * creating and dropping scratch databases. `adminUrl` names another server (seed-time.ts reads
 * TEST_DATABASE_URL).
 */
import pg from 'pg';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function admin(statement, adminUrl = ADMIN_URL) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the admin connection's server. */
export function databaseUrl(name, adminUrl = ADMIN_URL) {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Database `name` dropped (a left-over of an interrupted run) and created empty: its URL. */
export async function scratchDatabase(name, adminUrl = ADMIN_URL) {
  await dropDatabase(name, adminUrl);
  await admin(`CREATE DATABASE ${name}`, adminUrl);
  return databaseUrl(name, adminUrl);
}

export async function dropDatabase(name, adminUrl = ADMIN_URL) {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, adminUrl);
}
