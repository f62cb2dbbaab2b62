#!/usr/bin/env node
/**
 * Chat delivery latency (issue 13 §8, decision 0037): two server processes (server/serve.ts, as
 * `npm start` runs it, without Next) on one PostgreSQL, CLIENTS live streams spread over both,
 * and MESSAGES direct messages sent at RATE per second through either instance. For every
 * message, the time from starting the POST to each receiving tab's event is one sample; p50, p90,
 * p99 and max are printed, with how many deliveries arrived. Loopback only; bounded.
 *
 *   tsx bench/chat-latency.mjs
 *   BENCH_CLIENTS=500 BENCH_USERS=100 BENCH_MESSAGES=400 BENCH_RATE=20 tsx bench/chat-latency.mjs
 *
 * PostgreSQL from BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { hashPassword } from '../server/auth/passwords';
import { dropDatabase, scratchDatabase } from './support/admin-sql.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 500);
const USERS = Number(process.env.BENCH_USERS ?? 100);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 400);
const RATE = Number(process.env.BENCH_RATE ?? 20);
const PASSWORD = 'bench-password-2026';
const HEADERS = { 'content-type': 'application/json', 'x-platform': 'web', 'x-device-id': 'bench-chat-0001' };
const root = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..');


/** One server process (killed at the end, started or not); resolves with its URL once it logged "Knowly is ready". */
function spawnInstance(databaseUrl, dataDir, children) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'tests/api/support/serve-child.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', APP_ENV: 'local',
      LOG_FORMAT: 'json', LOG_LEVEL: 'info', SEED_DEMO_DATA: 'false', DATA_DIR: dataDir, DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let buffered = '';
    const timer = setTimeout(() => reject(new Error('an instance did not start within 60 s')), 60_000);
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      buffered += chunk;
      for (const line of buffered.split('\n').slice(0, -1)) {
        try {
          const json = JSON.parse(line);
          if (json.url && json.msg === 'Knowly is ready') {
            clearTimeout(timer);
            resolve({ url: json.url, child });
          }
        } catch {
          // not JSON
        }
      }
      buffered = buffered.slice(buffered.lastIndexOf('\n') + 1);
    });
    child.once('exit', (code) => reject(new Error(`an instance exited with ${code}`)));
  });
}

async function post(url, path, body, token) {
  const res = await fetch(`${url}${path}`, { method: 'POST', headers: { ...HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A live stream; `onMessage(data, at)` for every message event. */
async function openStream(url, token, onMessage) {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/v1/chats/events`, { headers: { ...HEADERS, authorization: `Bearer ${token}` }, signal: controller.signal });
  if (res.status !== 200) throw new Error(`stream: ${res.status}`);
  const ready = new Promise((resolve) => {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body) {
          const at = performance.now();
          buffer += decoder.decode(chunk, { stream: true });
          let cut;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event === 'ready') resolve();
            if (event === 'message' && data) onMessage(JSON.parse(data), at);
          }
        }
      } catch {
        // closed
      }
    })();
  });
  await ready;
  return () => controller.abort();
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const dataDir = await mkdtemp(join(tmpdir(), 'knowly-bench-chat-'));
const dbName = `knowly_bench_chat_${process.pid}`;
const databaseUrl = await scratchDatabase(dbName);
const instances = [];
const children = [];
const closers = [];
try {
  // One after the other: the first migrates, the second finds it done.
  instances.push(await spawnInstance(databaseUrl, dataDir, children));
  instances.push(await spawnInstance(databaseUrl, dataDir, children));
  const [a, b] = instances.map((i) => i.url);
  console.log(`instances: ${a} and ${b}; ${USERS} users, ${CLIENTS} streams, ${MESSAGES} messages at ${RATE}/s`);

  // Users straight into the database (one password hash), then a sign-in each.
  const hash = await hashPassword(PASSWORD);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const run = randomBytes(3).toString('hex');
  const users = Array.from({ length: USERS }, (_, i) => ({ id: randomUUID(), email: `bench${i}.${run}@example.org` }));
  for (const user of users) {
    await db.query(
      `INSERT INTO users (id, email, email_confirmed_at, name, username, password_hash, country, interface_language, content_language, newsletter, email_preferences_token)
       VALUES ($1, $2, now(), $3, $4, $5, 'DE', 'de', 'de', false, $6)`,
      [user.id, user.email, `Bench ${user.email}`, `b_${run}_${users.indexOf(user)}`, hash, randomBytes(12).toString('hex')],
    );
  }
  await db.end();
  for (let i = 0; i < users.length; i += 4) {
    await Promise.all(users.slice(i, i + 4).map(async (user, j) => {
      user.token = (await post((i + j) % 2 ? b : a, '/api/auth/oauth/token', { grantType: 'password', username: user.email, password: PASSWORD })).accessToken;
    }));
  }
  // Pairs (0,1), (2,3), ... each with a direct chat.
  const pairs = [];
  for (let i = 0; i + 1 < users.length; i += 2) {
    const chat = await post(a, '/api/v1/chats/direct', { userUuid: users[i + 1].id }, users[i].token);
    pairs.push({ chat: chat.uuid, members: [users[i], users[i + 1]] });
  }

  // Streams: CLIENTS tabs, round-robin over users, alternating instances.
  const sentAt = new Map();
  const samples = [];
  const crossSamples = [];
  const tabsOf = new Map();
  let duplicates = 0;
  const seen = new Set();
  for (let i = 0; i < CLIENTS; i++) {
    const user = users[i % users.length];
    const instance = i % 2;
    tabsOf.set(user.id, (tabsOf.get(user.id) ?? 0) + 1);
    const tab = i;
    closers.push(
      await openStream(instance ? b : a, user.token, (m, at) => {
        const sent = sentAt.get(m.text.split(' ')[1]);
        if (!sent || m.senderUuid === user.id) return;
        const key = `${tab}:${m.uuid}`;
        if (seen.has(key)) duplicates += 1;
        seen.add(key);
        const ms = at - sent.at;
        samples.push(ms);
        if (sent.instance !== instance) crossSamples.push(ms);
      }),
    );
  }

  // Messages at RATE per second, alternating senders, pairs and instances.
  let expected = 0;
  const started = performance.now();
  const sends = [];
  for (let k = 0; k < MESSAGES; k++) {
    const due = started + (k * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const pair = pairs[k % pairs.length];
    const from = pair.members[Math.floor(k / pairs.length) % 2];
    const to = pair.members.find((m) => m !== from);
    const instance = k % 2;
    expected += tabsOf.get(to.id) ?? 0;
    // The text carries a marker known before the POST: a stream may see the message before the reply is read.
    const marker = randomUUID();
    sentAt.set(marker, { at: performance.now(), instance });
    sends.push(post(instance ? b : a, `/api/v1/chats/${pair.chat}/messages`, { kind: 'TEXT', text: `m${k} ${marker}` }, from.token));
  }
  await Promise.all(sends);
  await new Promise((r) => setTimeout(r, 2000));
  const sorted = [...samples].sort((x, y) => x - y);
  const cross = [...crossSamples].sort((x, y) => x - y);
  const f = (x) => (x === undefined ? '-' : `${x.toFixed(1)} ms`);
  console.table([
    { deliveries: 'all', count: sorted.length, expected, p50: f(pct(sorted, 50)), p90: f(pct(sorted, 90)), p99: f(pct(sorted, 99)), max: f(sorted.at(-1)) },
    { deliveries: 'other instance', count: cross.length, expected: '-', p50: f(pct(cross, 50)), p90: f(pct(cross, 90)), p99: f(pct(cross, 99)), max: f(cross.at(-1)) },
  ]);
  console.log(`duplicates: ${duplicates}; loadavg: ${(await import('node:os')).loadavg().map((x) => x.toFixed(2)).join(' ')}`);
} finally {
  for (const close of closers) close();
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  await dropDatabase(dbName).catch(() => {});
  await rm(dataDir, { recursive: true, force: true });
}
