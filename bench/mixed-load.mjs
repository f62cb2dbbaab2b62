#!/usr/bin/env node
/**
 * Mixed load on PostgreSQL (issue 21 §3, decision 0045): `npm start`'s server on a fresh
 * PostgreSQL database with the demo data and BENCH_KNOWS more public knows, under BENCH_SECONDS
 * (default 60) of a mix of know pages of many different knows (so the page cache rarely helps),
 * the landing, the search API, `GET users/me` and chat sends of BENCH_USERS signed-in users, at
 * each of BENCH_CONNECTIONS (default 50,100,200) connections. Per level it prints requests/s,
 * p50/p99 and answers by status for each kind and overall, chat sends stored / refused (503 busy,
 * 429) / lost (a timeout or socket error, another error status, or answered 201 but not stored;
 * sends still in flight when the run ends are named apart), how many /api/ready
 * polls (one a second) answered 200, and a static file on the same server right after.
 * Aim on 2 cores: no 5xx but 503 busy, none below 100 connections, no chat send lost.
 *
 *   PORT=3200 npm run build && npm run bench:mixed
 *   BENCH_SECONDS=20 BENCH_CONNECTIONS=100 npm run bench:mixed
 *
 * The server listens on BENCH_PORT (default 3200), and PORT is baked into the build (edition
 * origins): build with the same PORT, or `npm start` builds again first (about ten minutes).
 *
 * PostgreSQL from BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test): a scratch
 * database is created and dropped. The server's own settings (DATABASE_POOL_MAX, ...) pass
 * through from the environment. Loopback only; every run is bounded in time.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { hashPassword } from '../server/auth/passwords';
import { startNext } from './support/next-server.mjs';
import { dropDatabase, scratchDatabase } from './support/admin-sql.mjs';
import { bounded } from './support/env.mjs';

const SECONDS = bounded('BENCH_SECONDS', 60, 5, 600);
const STATIC_SECONDS = bounded('BENCH_STATIC_SECONDS', 10, 2, 120);
const LEVELS = (process.env.BENCH_CONNECTIONS ?? '50,100,200').split(',').map((s) => Number(s.trim())).filter((n) => Number.isInteger(n) && n > 0 && n <= 1000);
const KNOWS = bounded('BENCH_KNOWS', 2_000, 0, 50_000);
const USERS = bounded('BENCH_USERS', 200, 2, 2_000);
const PASSWORD = 'bench-password-2026';
const API_HEADERS = { 'x-platform': 'web', 'x-device-id': 'bench-mixed-load-0001' };
/** Seconds autocannon waits for an answer before it counts a timeout (a browser waits longer). */
const TIMEOUT_SECONDS = 30;
const QUERIES = ['cell', 'history', 'Zelle', 'algebra', 'energy', 'Revolution', 'photosynthesis', 'Gleichung'];

/** Share of each kind in the mix (sums to 1). */
const MIX = [
  ['know page', 0.4],
  ['landing', 0.1],
  ['search API', 0.2],
  ['users/me', 0.15],
  ['chat send', 0.15],
];


async function post(base, path, body, token) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...API_HEADERS, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
const ms = (x) => (Number.isNaN(x) ? '-' : x >= 1000 ? `${(x / 1000).toFixed(1)} s` : `${Math.round(x)} ms`);
const byStatus = (counts) =>
  Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${n}x ${status}`)
    .join(', ');

/** Polls /api/ready once a second until stopped: { ok, polls }. */
function pollReady(base) {
  const tally = { ok: 0, polls: 0, failing: {} };
  const timer = setInterval(() => {
    tally.polls += 1;
    fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(5_000) })
      .then(async (r) => {
        if (r.status === 200) tally.ok += 1;
        else {
          const body = await r.json().catch(() => null);
          const why = JSON.stringify(body?.error?.data?.checks ?? r.status);
          tally.failing[why] = (tally.failing[why] ?? 0) + 1;
        }
      })
      .catch(() => (tally.failing['no answer'] = (tally.failing['no answer'] ?? 0) + 1));
  }, 1_000);
  return { tally, stop: () => clearInterval(timer) };
}

/** One mixed run at `connections`: per-kind latencies and statuses, chat sends by outcome. */
async function mixedRun(server, world, connections, seconds, runId) {
  const kinds = Object.fromEntries(MIX.map(([k]) => [k, { started: 0, latencies: [], statuses: {} }]));
  const chat = { started: 0, stored: new Set(), refused: {}, other: {} };
  let sendSeq = 0;
  const pick = () => {
    let r = Math.random();
    for (const [kind, share] of MIX) if ((r -= share) < 0) return kind;
    return MIX[0][0];
  };
  const requests = [
    {
      setupRequest(req, context) {
        const kind = pick();
        context.kind = kind;
        context.t0 = performance.now();
        kinds[kind].started += 1;
        const user = world.users[Math.floor(Math.random() * world.users.length)];
        switch (kind) {
          case 'know page': {
            const know = world.knows[Math.floor(Math.random() * world.knows.length)];
            return { ...req, method: 'GET', path: `/knows/${know.id}`, headers: { host: server.host(know.edition) } };
          }
          case 'landing':
            return { ...req, method: 'GET', path: '/', headers: { host: server.host('us') } };
          case 'search API': {
            const q = QUERIES[Math.floor(Math.random() * QUERIES.length)];
            return { ...req, method: 'GET', path: `/api/v1/search/knows?query=${encodeURIComponent(q)}`, headers: { ...API_HEADERS, host: server.host('us') } };
          }
          case 'users/me':
            return { ...req, method: 'GET', path: '/api/v1/users/me', headers: { ...API_HEADERS, host: server.host('us'), authorization: `Bearer ${user.token}` } };
          default: {
            const id = `${runId}-${(sendSeq += 1)}`;
            context.sendId = id;
            chat.started += 1;
            return {
              ...req,
              method: 'POST',
              path: `/api/v1/chats/${user.chat}/messages`,
              headers: { ...API_HEADERS, host: server.host('us'), authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
              body: JSON.stringify({ kind: 'TEXT', text: `load ${id}` }),
            };
          }
        }
      },
      onResponse(status, body, context) {
        const k = kinds[context.kind];
        if (!k) return;
        k.latencies.push(performance.now() - context.t0);
        let label = String(status);
        if (status === 503) label = /"reason":"busy"/.test(body) ? '503 busy' : /"reason":"unreachable"/.test(body) ? '503 unreachable' : '503 other';
        k.statuses[label] = (k.statuses[label] ?? 0) + 1;
        if (context.kind === 'chat send') {
          if (status === 201) chat.stored.add(context.sendId);
          else if (label === '503 busy' || status === 429) chat.refused[label] = (chat.refused[label] ?? 0) + 1;
          else chat.other[label] = (chat.other[label] ?? 0) + 1;
        }
      },
    },
  ];
  const ready = pollReady(server.base);
  const result = await new Promise((resolve, reject) => {
    autocannon({ url: server.base, connections, duration: seconds, timeout: TIMEOUT_SECONDS, requests }, (err, res) => (err ? reject(err) : resolve(res)));
  });
  ready.stop();
  await new Promise((r) => setTimeout(r, 1_500));
  return { kinds, chat, result, ready: ready.tally };
}

function staticRun(server, connections) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${server.base}/favicon.svg`, headers: { host: server.host('us') }, connections, duration: STATIC_SECONDS, timeout: TIMEOUT_SECONDS },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
  });
}

const dataDir = await mkdtemp(join(tmpdir(), 'knowly-bench-mixed-'));
const dbName = `knowly_bench_mixed_${process.pid}`;
const databaseUrl = await scratchDatabase(dbName);
let server;
const db = new pg.Client({ connectionString: databaseUrl });
try {
  server = await startNext({
    product: true,
    dataDir,
    // A fresh database: migrations and the demo seed come first.
    startTimeoutMs: 180_000,
    // json: what production writes (pretty printing would cost the server more than the requests).
    env: { DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'true', LOG_FORMAT: 'json' },
  });
  await db.connect();

  // Many different knows: copies of the demo's public ones, with their own ids and titles.
  if (KNOWS > 0) {
    await db.query(
      `INSERT INTO knows (id, knower_id, title, description, status, is_private, format, subject_id, topic_uuid, grade_ids,
         content_language, country, page_count, filename, document_text, search_vector, published_at, created_at, updated_at)
       SELECT gen_random_uuid(), k.knower_id, k.title || ' (' || g || ')', k.description, k.status, false, k.format, k.subject_id,
         k.topic_uuid, k.grade_ids, k.content_language, k.country, k.page_count, k.filename, k.document_text, k.search_vector,
         now() - make_interval(mins => g), now() - make_interval(mins => g), now()
       FROM generate_series(1, $1::int) g
       CROSS JOIN LATERAL (SELECT * FROM knows WHERE status = 'PUBLISHED' AND NOT is_private ORDER BY id OFFSET (g % (SELECT count(*) FROM knows WHERE status = 'PUBLISHED' AND NOT is_private)) LIMIT 1) k`,
      [KNOWS],
    );
    await db.query('ANALYZE knows');
  }
  const knowRows = (await db.query(`SELECT id, lower(country) AS edition FROM knows WHERE status = 'PUBLISHED' AND NOT is_private`)).rows;

  // Users straight into the database (one password hash), a sign-in each, and a direct chat per pair.
  const hash = await hashPassword(PASSWORD);
  const tag = randomBytes(3).toString('hex');
  const users = Array.from({ length: USERS }, (_, i) => ({ id: randomUUID(), email: `load${i}.${tag}@example.org`, i }));
  for (const user of users) {
    await db.query(
      `INSERT INTO users (id, email, email_confirmed_at, name, username, password_hash, country, interface_language, content_language, newsletter, email_preferences_token)
       VALUES ($1, $2, now(), $3, $4, $5, 'US', 'en', 'en', false, $6)`,
      [user.id, user.email, `Load ${user.i}`, `l_${tag}_${user.i}`, hash, randomBytes(12).toString('hex')],
    );
  }
  for (let i = 0; i < users.length; i += 4) {
    await Promise.all(users.slice(i, i + 4).map(async (user) => {
      user.token = (await post(server.base, '/api/auth/oauth/token', { grantType: 'password', username: user.email, password: PASSWORD })).accessToken;
    }));
  }
  for (let i = 0; i + 1 < users.length; i += 2) {
    const chat = await post(server.base, '/api/v1/chats/direct', { userUuid: users[i + 1].id }, users[i].token);
    users[i].chat = chat.uuid;
    users[i + 1].chat = chat.uuid;
  }
  const world = { knows: knowRows, users: users.filter((x) => x.chat) };
  console.log(`server: npm start on ${server.base}, PostgreSQL; ${knowRows.length} public knows, ${world.users.length} signed-in users; ${SECONDS} s per level, static file ${STATIC_SECONDS} s`);
  console.log(`mix: ${MIX.map(([k, s]) => `${k} ${Math.round(s * 100)}%`).join(', ')}; settings: DATABASE_POOL_MAX=${process.env.DATABASE_POOL_MAX ?? 'default'}, DATABASE_POOL_WAIT_MS=${process.env.DATABASE_POOL_WAIT_MS ?? 'default'}\n`);

  // Warm-up (JIT, first renders, caches): not counted.
  await mixedRun(server, world, 20, 5, `warm${tag}`);

  for (const connections of LEVELS) {
    const runId = `${tag}c${connections}`;
    const { kinds, chat, result, ready } = await mixedRun(server, world, connections, SECONDS, runId);
    const stored = new Set((await db.query(`SELECT substr(text, 6) AS id FROM chat_messages WHERE text LIKE $1`, [`load ${runId}-%`])).rows.map((r) => r.id));
    const answeredButMissing = [...chat.stored].filter((id) => !stored.has(id)).length;
    const storedNotAnswered = [...stored].filter((id) => !chat.stored.has(id)).length;
    const answered = Object.values(kinds).reduce((n, k) => n + k.latencies.length, 0);
    const all = Object.values(kinds).flatMap((k) => k.latencies).sort((a, b) => a - b);
    const statuses = {};
    for (const k of Object.values(kinds)) for (const [s, n] of Object.entries(k.statuses)) statuses[s] = (statuses[s] ?? 0) + n;

    console.log(`== ${connections} connections, ${SECONDS} s`);
    const row = (name, count, lat, st) =>
      console.log(`  ${name.padEnd(12)} ${(count / SECONDS).toFixed(0).padStart(6)} req/s  p50 ${ms(pct(lat, 50)).padStart(7)}  p99 ${ms(pct(lat, 99)).padStart(7)}  ${byStatus(st)}`);
    row('all', answered, all, statuses);
    for (const [name, k] of Object.entries(kinds)) row(name, k.latencies.length, k.latencies.sort((a, b) => a - b), k.statuses);
    // Sends without an answer: cut off in flight when the run ended (autocannon stops then), or a
    // timeout or socket error (counted by autocannon for all kinds together: all are charged here).
    const noAnswer = chat.started - chat.stored.size - Object.values(chat.refused).reduce((a, b) => a + b, 0) - Object.values(chat.other).reduce((a, b) => a + b, 0);
    const failedInFlight = Math.min(noAnswer, result.errors + result.timeouts);
    const lost = failedInFlight + Object.values(chat.other).reduce((a, b) => a + b, 0) + answeredButMissing;
    console.log(
      `  chat sends: ${chat.started} sent, ${chat.stored.size} answered 201${answeredButMissing ? ` (${answeredButMissing} of them missing in the database)` : ' and stored'}, ` +
        `refused with a reason: ${byStatus(chat.refused) || 'none'}; lost: ${lost}` +
        (Object.keys(chat.other).length ? ` (other answers: ${byStatus(chat.other)})` : '') +
        `; ${noAnswer - failedInFlight} in flight when the run ended (${storedNotAnswered} of them stored)`,
    );
    console.log(`  autocannon: ${result.errors} errors, ${result.timeouts} timeouts (over ${TIMEOUT_SECONDS} s)`);
    console.log(`  /api/ready: ${ready.ok} of ${ready.polls} polls 200${Object.keys(ready.failing).length ? `; failing: ${JSON.stringify(ready.failing)}` : ''}`);
    const st = await staticRun(server, connections);
    console.log(`  static file ${st.requests.average.toFixed(0).padStart(6)} req/s  p50 ${ms(st.latency.p50).padStart(7)}  p99 ${ms(st.latency.p99).padStart(7)}  (${st.non2xx} non-2xx, ${st.errors} errors; ${STATIC_SECONDS} s right after)`);
    console.log(`  loadavg ${loadavg().map((x) => x.toFixed(2)).join(' ')}\n`);
  }
} finally {
  await db.end().catch(() => {});
  server?.stop();
  await new Promise((r) => setTimeout(r, 2_000));
  await dropDatabase(dbName).catch(() => {});
  await rm(dataDir, { recursive: true, force: true });
}
