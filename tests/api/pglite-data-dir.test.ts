/**
 * The embedded database's data directory stays small (server/db/client.ts, PGLITE_WAL_PARAMS):
 * after the demo seed and a clean close, as `npm start` leaves a new DATA_DIR, its write-ahead
 * log holds a few segments, not the 16 (256 MB of 356) PostgreSQL's defaults kept. PGlite runs
 * without a checkpointer, so the log is trimmed at the close's checkpoint: measured on a copy of
 * the run's seeded template, which the real start-up path built and closed.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { pgliteDir } from '@/server/db/client';
import { createTestDatabase } from './support/server';

it('a new seeded PGlite DATA_DIR keeps at most 8 write-ahead log segments of 16 MB', async () => {
  const db = await createTestDatabase('pglite', 'seeded');
  try {
    const segments = (await readdir(join(pgliteDir(db.dataDir), 'pg_wal'))).filter((name) => /^[0-9A-F]{24}$/.test(name));
    expect(segments.length).toBeGreaterThan(0);
    expect(segments.length, `${segments.length} segments`).toBeLessThanOrEqual(8);
  } finally {
    await db.drop();
  }
});
