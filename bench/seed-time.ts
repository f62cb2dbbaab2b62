/**
 * How long the demo seed takes on a fresh database (issue 22 §3): PGlite in a new DATA_DIR and a
 * new PostgreSQL database (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test).
 * `SEED_PDF_CACHE=cold` empties the PDF cache first (server/seed/pdf-cache.ts): a first install.
 * `SEED_TIME_ALL_TOPICS=1` then also writes generated text for every catalogue topic that has no
 * material yet: the cost of full catalogues before all hand-written material is merged.
 *   npx tsx bench/seed-time.ts [pglite|postgres]...
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Subject, Topic } from '@/lib/config/catalogues';
import { COUNTRIES, type CountryCode } from '@/lib/config/countries';
import { createAppContext } from '@/server/app';
import { demoAccounts, seedIfEmpty } from '@/server/db/seed';
import { loadEnv } from '@/server/env';
import { seedKnowPlans } from '@/server/seed/seed-knows';
import { planTopicKnows } from '@/server/seed/topic-knows';
import { topicMaterial, type TopicMaterial } from '@/server/seed/topic-material';
import { dropDatabase, scratchDatabase } from './support/admin-sql.mjs';
import { TEST_ADMIN_URL as ADMIN_URL } from '../tests/support/test-database-url.mjs';

const backends = process.argv.length > 2 ? process.argv.slice(2) : ['pglite', 'postgres'];

/** Generated text of about the hand-written length, different for every topic (measurement only). */
function generated(subject: Subject, topic: Topic, country: CountryCode): TopicMaterial | null {
  if (topicMaterial(COUNTRIES[country].catalogue!, subject.id, topic.slug)) return null; // seeded already
  const s = (n: number) => `${topic.name} (${subject.name}), sentence ${n}: one more fact about ${topic.slug}, with an example and the number ${n * 7}.`;
  return {
    explanation: [[s(1), s(2), s(3)].join(' '), [s(4), s(5), s(6)].join(' '), [s(7), s(8)].join(' ')],
    keyPoints: [s(9), s(10), s(11), s(12)],
    cards: [1, 2, 3, 4, 5].map((n) => [`${topic.name} term ${n}`, s(20 + n)] as const),
  };
}

async function main(): Promise<void> {
  if (process.env.SEED_PDF_CACHE === 'cold') await rm(join(tmpdir(), 'knowly-seed-pdfs'), { recursive: true, force: true });
  for (const backend of backends) {
    const dataDir = await mkdtemp(join(tmpdir(), 'knowly-seed-time-'));
    const name = `knowly_seed_time_${process.pid}`;
    let databaseUrl: string | undefined;
    if (backend === 'postgres') {
      databaseUrl = await scratchDatabase(name, ADMIN_URL);
    }
    const env = loadEnv({ APP_ENV: 'local', LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'false' });
    const app = await createAppContext(env);
    try {
      let started = performance.now();
      await seedIfEmpty(app.database, app);
      console.log(`${backend}: demo seed ${((performance.now() - started) / 1000).toFixed(1)} s`);
      if (process.env.SEED_TIME_ALL_TOPICS === '1') {
        started = performance.now();
        const plans = planTopicKnows(demoAccounts(), generated);
        await app.db.transaction((tx) => seedKnowPlans(tx, app, [], plans));
        console.log(`${backend}: ${plans.length} more topic knows (generated) ${((performance.now() - started) / 1000).toFixed(1)} s`);
      }
      const { rows } = await app.database.executeSql('SELECT count(*)::int AS n FROM knows');
      console.log(`${backend}: ${(rows[0] as { n: number }).n} knows`);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
      if (backend === 'postgres') await dropDatabase(name, ADMIN_URL);
    }
  }
}

void main();
