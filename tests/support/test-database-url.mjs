/**
 * The PostgreSQL server the tests make their databases on: `TEST_DATABASE_URL`, by default the one
 * every machine of this kind runs on 127.0.0.1:5432 (trust auth). The API tests' databases and
 * templates, `npm test`'s e2e database (scripts/e2e-database.mjs) and the seed-time bench use it.
 * Plain JavaScript, so that the scripts `npm test` runs with Node can import it too.
 */
export const TEST_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
