/**
 * Rate limits under parallel requests (issue 9 §1, decision 0014): exactly the limit gets
 * through and exactly that many side effects happen (mails, rows), limits are checked before the
 * body is read, and a guesser from one client cannot lock the owner out from another.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PDFDocument } from '@pdfme/pdf-lib';
import { BACKENDS, readOutbox } from './support/server';
import { blockServer } from './support/block-server';
import { clientIps } from './support/client-ips';
import { client, DEMO_PASSWORD, type Res } from './support/client';

const statuses = (rs: Res[]) => {
  const n: Record<number, number> = {};
  for (const r of rs) n[r.status] = (n[r.status] ?? 0) + 1;
  return n;
};

describe.each(BACKENDS)('rate limits on %s', (backend) => {
  const { nextIp, from } = clientIps();
  // Captcha thresholds at the hard limits: these tests count the limits of decision 0014 (the
  // captcha below them: captcha.test.ts). Seeding the demo data takes long on a busy machine.
  const s = blockServer(
    backend,
    {
      TRUST_PROXY: '1',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '25',
      LOGIN_CAPTCHA_AFTER_FAILURES_PER_ACCOUNT: '25',
      LOGIN_CAPTCHA_AFTER_FAILURES_PER_CLIENT: '10',
      LOGIN_CAPTCHA_AFTER_FAILURES_PER_IP: '100',
    },
    180_000,
  );
  const c = client(s);

  async function one<T>(q: ReturnType<typeof sql>): Promise<T> {
    return ((await s.app.db.execute(q)) as unknown as { rows: T[] }).rows[0]!;
  }

  /** Marks `used` of a limit's `max` hits as spent, as if they had just happened. */
  async function spend(bucket: string, key: string, used: number, max: number, windowSeconds: number) {
    await s.app.db.execute(sql`
      INSERT INTO rate_limits (bucket, key, tat)
      VALUES (${bucket}, ${key}, clock_timestamp() + make_interval(secs => ${(used * windowSeconds) / max}::double precision))
      ON CONFLICT (bucket, key) DO UPDATE SET tat = excluded.tat`);
  }

  const signUpAndIn = () => c.member();

  it('checks exactly 10 of 200 parallel wrong passwords for one account from one client', async () => {
    const ip = nextIp();
    const bad = { grantType: 'password', username: 'learner1.pl@example.com', password: 'wrong-password' };
    const rs = await Promise.all(Array.from({ length: 200 }, () => c.post('/api/auth/oauth/token', bad, from(ip))));
    expect(statuses(rs)).toEqual({ 401: 10, 429: 190 });
    const limited = rs.find((r) => r.status === 429)!;
    expect(limited.body.error.type).toBe('TooManyLoginAttemptsError');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The right password from this client waits too.
    const right = await c.post('/api/auth/oauth/token', { ...bad, password: DEMO_PASSWORD }, from(ip));
    expect(right.status).toBe(429);
  });

  it('lets the owner sign in from their client while a guesser hammers the account from another', async () => {
    const owner = 'learner2.pl@example.com';
    const attacker = nextIp();
    const bad = { grantType: 'password', username: owner, password: 'guess-guess' };
    const rs = await Promise.all(Array.from({ length: 60 }, () => c.post('/api/auth/oauth/token', bad, from(attacker))));
    expect(statuses(rs)).toEqual({ 401: 10, 429: 50 });
    const ok = await c.post('/api/auth/oauth/token', { ...bad, password: DEMO_PASSWORD }, from(nextIp()));
    expect(ok.status, ok.text).toBe(200);
    // A success forgets only that client's failures: the guesser stays limited.
    expect((await c.post('/api/auth/oauth/token', { ...bad, password: DEMO_PASSWORD }, from(attacker))).status).toBe(429);
  });

  it('asks guessers from many clients for the captcha at the per-account ceiling (25 here), not a lock (decision 0022)', async () => {
    const bad = { grantType: 'password', username: 'learner3.pl@example.com', password: 'guess-guess' };
    const ips = [nextIp(), nextIp(), nextIp(), nextIp()];
    const rs = await Promise.all(ips.flatMap((ip) => Array.from({ length: 10 }, () => c.post('/api/auth/oauth/token', bad, from(ip)))));
    const types = rs.map((r) => r.body.error.type as string);
    expect(types.filter((t) => t === 'InvalidCredentialsError')).toHaveLength(25);
    expect(types.filter((t) => t === 'RequiresCaptchaError')).toHaveLength(15);
  });

  it('refuses a client IP over its failure limit before reading the credentials', async () => {
    const ip = nextIp();
    await spend('login-ip', ip, 100, 100, 900);
    const r = await c.post('/api/auth/oauth/token', { grantType: 'password', username: 'learner1.fr@example.com', password: DEMO_PASSWORD }, from(ip));
    expect(r.status).toBe(429);
    expect(r.body.error.type).toBe('TooManyLoginAttemptsError');
  });

  it('sends exactly 5 reset mails to one address from 60 parallel requests', async () => {
    const email = 'learner1.tr@example.com';
    const before = (await readOutbox(s.db.dataDir)).filter((m) => m.to.includes(email)).length;
    // Spread over IPs so the per-address limit is the one that counts.
    const rs = await Promise.all(
      Array.from({ length: 60 }, (_, i) => c.post('/api/auth/accounts/forgot-password', { email }, from(`203.0.113.${i}`))),
    );
    expect(statuses(rs)).toEqual({ 202: 5, 429: 55 });
    const after = (await readOutbox(s.db.dataDir)).filter((m) => m.to.includes(email)).length;
    expect(after - before).toBe(5);
  });

  it('limits reset requests per client IP (20) across addresses', async () => {
    const ip = nextIp();
    const rs = await Promise.all(
      Array.from({ length: 50 }, (_, i) => c.post('/api/auth/accounts/forgot-password', { email: `nobody${i}@example.org` }, from(ip))),
    );
    expect(statuses(rs)).toEqual({ 202: 20, 429: 30 });
  });

  it('sends exactly 5 confirmation mails from 60 parallel resend requests', async () => {
    const u = await signUpAndIn();
    const mails = async () => (await readOutbox(s.db.dataDir)).filter((m) => m.to.includes(u.email)).length;
    const before = await mails();
    const path = `/api/auth/accounts/${u.uuid}/resendconfirmation`;
    const rs = await Promise.all(Array.from({ length: 60 }, () => c.post(path, undefined, { token: u.token })));
    expect(statuses(rs)).toEqual({ 204: 5, 429: 55 });
    expect((await mails()) - before).toBe(5);
  });

  it('creates exactly the remaining sign-ups of an IP from parallel requests', async () => {
    const ip = nextIp();
    await spend('signup-ip', ip, 96, 100, 3_600);
    const tag = `par${Date.now()}`;
    const rs = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        c.post('/api/v1/users', { email: `${tag}.${i}@example.org`, name: `Par ${i}`, password: 'correct horse battery', country: 'DE' }, from(ip)),
      ),
    );
    expect(statuses(rs)).toEqual({ 201: 4, 429: 16 });
    const row = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM users WHERE email LIKE ${`${tag}.%`}`);
    expect(Number(row.n)).toBe(4);
  });

  it('limits username look-ups per client (60 a minute, 429 with Retry-After)', async () => {
    const ip = nextIp();
    const started = Date.now();
    const rs = await Promise.all(Array.from({ length: 80 }, (_, i) => c.get(`/api/v1/users/usernames/nobody_${i}`, from(ip))));
    const n = statuses(rs);
    // 60 at once, and one more per second of the burst at most (the bucket refills evenly; a busy
    // machine stretches the burst), plus two for the clocks' rounding.
    expect(n[404]).toBeGreaterThanOrEqual(60);
    expect(n[404]).toBeLessThanOrEqual(62 + Math.floor((Date.now() - started) / 1000));
    const limited = rs.find((r) => r.status === 429)!;
    expect(limited.body.error.type).toBe('TooManyRequestsError');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await c.get('/api/v1/users/usernames/nobody_x', from(nextIp()))).status).toBe(404);
  });

  it('counts 60 parallel views of one viewer once', async () => {
    const { id } = await one<{ id: string }>(sql`SELECT id FROM knows WHERE status = 'PUBLISHED' AND NOT is_private LIMIT 1`);
    const views = async () => Number((await one<{ n: number }>(sql`SELECT views_count AS n FROM knows WHERE id = ${id}`)).n);
    const before = await views();
    const device = { headers: { 'X-Device-Id': `viewer-${Date.now()}` } };
    const rs = await Promise.all(Array.from({ length: 60 }, () => c.post(`/api/v1/knows/${id}/views`, undefined, device)));
    expect(rs.every((r) => r.status < 300)).toBe(true);
    expect((await views()) - before).toBe(1);
  });

  it('lets exactly the remaining likes and saves through from parallel requests', async () => {
    const u = await signUpAndIn();
    const { id } = await one<{ id: string }>(sql`SELECT id FROM knows WHERE status = 'PUBLISHED' AND NOT is_private LIMIT 1`);
    const started = Date.now();
    await spend('know-reaction-user', u.uuid, 115, 120, 60);
    const rs = await Promise.all(
      Array.from({ length: 40 }, (_, i) => c.post(`/api/v1/knows/${id}/${i % 2 ? 'save' : 'like'}`, undefined, { token: u.token })),
    );
    const ok = rs.filter((r) => r.status === 200).length;
    // 5 left, plus one per half second since they were spent (the bucket refills evenly: 120 a
    // minute), plus one for the clocks' rounding.
    expect(ok).toBeGreaterThanOrEqual(5);
    expect(ok).toBeLessThanOrEqual(6 + Math.floor((Date.now() - started) / 500));
    expect(rs.filter((r) => r.status === 429).length).toBe(40 - ok);
  });

  it('stores exactly the remaining uploads from parallel requests', async () => {
    const u = await signUpAndIn();
    await spend('upload-user', u.uuid, 57, 60, 3_600);
    const doc = await PDFDocument.create();
    doc.addPage([200, 200]);
    const pdf = new Uint8Array(await doc.save());
    const rs = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const form = new FormData();
        form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'notes.pdf');
        const res = await fetch(`${s.url}/api/v1/uploads`, {
          method: 'POST', body: form,
          headers: { 'X-Platform': 'web', 'X-Device-Id': 'test-device-0001', Authorization: `Bearer ${u.token}` },
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    expect(rs.filter((x) => x === 201).length).toBe(3);
    expect(rs.filter((x) => x === 429).length).toBe(9);
    const row = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM uploads WHERE user_id = ${u.uuid}`);
    expect(Number(row.n)).toBe(3);
  });

  it('refuses an upload over the limit before reading its body', async () => {
    const u = await signUpAndIn();
    await spend('upload-user', u.uuid, 60, 60, 3_600);
    // A body declared as 10 MB of which only 1 KB is ever sent: the answer must not wait for it.
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${s.url}/api/v1/uploads`, {
        method: 'POST',
        headers: {
          'X-Platform': 'web', 'X-Device-Id': 'test-device-0001', Authorization: `Bearer ${u.token}`,
          'Content-Type': 'multipart/form-data; boundary=xyz', 'Content-Length': String(10 * 1024 * 1024),
        },
      });
      const timer = setTimeout(() => { req.destroy(); reject(new Error('no answer before the body')); }, 5_000);
      req.on('response', (res) => { clearTimeout(timer); res.resume(); req.destroy(); resolve(res.statusCode ?? 0); });
      req.on('error', () => {});
      req.write(Buffer.alloc(1024, 'a'));
    });
    expect(status).toBe(429);
    const row = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM uploads WHERE user_id = ${u.uuid}`);
    expect(Number(row.n)).toBe(0);
  });
});
