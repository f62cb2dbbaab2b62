#!/usr/bin/env node
/**
 * API throughput: requests/second for GET /api/v1/users/me, the password grant and the refresh
 * grant, on PGlite and on PostgreSQL. Boots the router in-process on loopback; bounded duration.
 *
 *   npm run bench:api                 # both backends (PostgreSQL from BENCH_DATABASE_URL or
 *                                     # postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_BACKENDS=pglite npm run bench:api
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 npm run bench:api
 *
 * Run with tsx (the server is TypeScript): `tsx bench/api.mjs`.
 */
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../server/db/seed';
import { BACKENDS, boot } from './support/boot.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const HEADERS = { 'content-type': 'application/json', 'x-platform': 'web', 'x-device-id': 'bench-device-0001' };
const USER = 'learner1.de@example.com';

async function signIn(url) {
  const res = await fetch(`${url}/api/auth/oauth/token`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ grantType: 'password', username: USER, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.json();
}

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const summary = (name, r) => ({
  endpoint: name,
  'req/s': Math.round(r.requests.average),
  'p50 ms': r.latency.p50,
  'p99 ms': r.latency.p99,
  '2xx': r['2xx'],
  non2xx: r.non2xx,
  errors: r.errors,
});

const rows = [];
for (const backend of BACKENDS) {
  // Failed-login limits are irrelevant here (every sign-in succeeds).
  const s = await boot(backend, { name: 'api', listen: true });
  try {
    const { accessToken } = await signIn(s.url);
    const me = await run({ url: `${s.url}/api/v1/users/me`, headers: { ...HEADERS, authorization: `Bearer ${accessToken}` } });
    rows.push({ backend, ...summary('GET /api/v1/users/me', me) });

    const password = await run({
      url: `${s.url}/api/auth/oauth/token`,
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify({ grantType: 'password', username: USER, password: DEMO_PASSWORD }),
    });
    rows.push({ backend, ...summary('password grant', password) });

    // Each refresh rotates its token: keep a pool with one live token per connection.
    const pool = [];
    for (let i = 0; i < CONNECTIONS * 2; i++) pool.push((await signIn(s.url)).refreshToken);
    const refresh = await run({
      url: `${s.url}/api/auth/oauth/token`,
      requests: [
        {
          method: 'POST',
          headers: HEADERS,
          setupRequest: (req) => ({ ...req, body: JSON.stringify({ grantType: 'refresh_token', refreshToken: pool.shift() }) }),
          onResponse: (status, body) => {
            if (status === 200) pool.push(JSON.parse(body).refreshToken);
          },
        },
      ],
    });
    rows.push({ backend, ...summary('refresh grant', refresh) });
  } finally {
    await s.close();
  }
}
console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per endpoint (loopback, in-process)`);
console.table(rows);
