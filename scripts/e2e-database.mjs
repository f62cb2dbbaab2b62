/**
 * The database `npm test`'s e2e server runs on (decision 0086): a freshly created PostgreSQL
 * database, named after the e2e port so two checkouts on one machine do not share it. On PGlite
 * the e2e server spent about 275 s of CPU in a run against about 80 s on PostgreSQL (its two
 * server processes together), on a 2-core machine shared with the build and Vitest. The API tests
 * cover both backends; `E2E_DATABASE=pglite` runs e2e on PGlite as `npm start` does by default.
 */
import pg from 'pg';
import { TEST_ADMIN_URL as ADMIN_URL } from '../tests/support/test-database-url.mjs';

/**
 * DATABASE_URL for the e2e server, after dropping and creating its database; null for PGlite
 * (asked for, or no PostgreSQL reachable: then e2e runs on PGlite and says so).
 */
export async function freshE2eDatabase(port) {
  if (process.env.E2E_DATABASE === 'pglite') return null;
  const name = `knowly_e2e_${Number(port)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5_000 });
  try {
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (err) {
    console.log(`e2e: PostgreSQL at ${new URL(ADMIN_URL).host} is not available (${err.message}): e2e runs on PGlite`);
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
