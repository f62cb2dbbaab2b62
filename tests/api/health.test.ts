/**
 * The probes (issue 10, point 1): /api/health answers while the process runs, whatever the
 * database does; /api/ready answers 200 only when the database is reachable, this build's
 * migrations are applied and storage takes a write, else 503 naming the failing part. A result
 * is reused for a second and concurrent probes share one check, so polling is cheap.
 */
import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READY_CACHE_MS } from '@/server/health/readiness';
import { client, expectError } from './support/client';
import { BACKENDS, startServer, type TestServer } from './support/server';
import { blockServerBehindRelay } from './support/block-server';

const afterCache = () => new Promise((r) => setTimeout(r, READY_CACHE_MS + 100));

describe.each(BACKENDS)('probes (%s)', (backend) => {
  let s: TestServer;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    s = await startServer(backend, { SEED_DEMO_DATA: 'false' });
    api = client(s.url);
  });
  afterAll(() => s?.close());

  it('/api/health: 200 without client headers, never cached', async () => {
    const r = await api.get('/api/health', { bare: true });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'ok' });
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.headers.get('x-request-id')).toBeTruthy();
  });

  it('/api/ready: 200 with every part ok', async () => {
    const r = await api.get('/api/ready', { bare: true });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } });
  });

  it('/api/ready: 503 naming the migrations when the database is behind this build', async () => {
    const rows = (await s.app.db.execute(sql`SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`)) as unknown as {
      rows: { hash: string; created_at: string }[];
    };
    const newest = rows.rows[0]!;
    await s.app.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = ${newest.created_at}`);
    try {
      await afterCache();
      const r = await api.get('/api/ready', { bare: true });
      const error = expectError(r, 503, 'NoErrorType');
      expect(error.data).toEqual({ failing: ['migrations'], checks: { database: 'ok', migrations: '1 pending', storage: 'ok' } });
      expect(error.message).toBe('Not ready: migrations 1 pending.');
      // Liveness is not readiness: the process still answers.
      expect((await api.get('/api/health', { bare: true })).status).toBe(200);
    } finally {
      await s.app.db.execute(sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${newest.hash}, ${newest.created_at})`);
    }
    await afterCache();
    expect((await api.get('/api/ready', { bare: true })).status).toBe(200);
  });

  it('/api/ready: 503 naming the storage when a file cannot be written', async () => {
    const uploads = join(s.db.dataDir, 'uploads');
    const aside = join(s.db.dataDir, 'uploads-aside');
    await rename(uploads, aside).catch(() => {});
    // A file where the directory should be: no write can succeed, whoever runs the tests (root too).
    await writeFile(uploads, 'not a directory');
    try {
      await afterCache();
      const error = expectError(await api.get('/api/ready', { bare: true }), 503, 'NoErrorType');
      expect(error.data.failing).toEqual(['storage']);
      expect(error.data.checks.storage).toBe('not writable');
    } finally {
      await rm(uploads, { force: true });
      await rename(aside, uploads).catch(() => {});
    }
    await afterCache();
    expect((await api.get('/api/ready', { bare: true })).status).toBe(200);
  });

  it('reuses one check for concurrent and repeated probes within a second', async () => {
    await afterCache();
    let checks = 0;
    const storage = s.app.storage;
    const original = storage.checkWritable.bind(storage);
    storage.checkWritable = () => {
      checks++;
      return original();
    };
    try {
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 50 }, () => api.get('/api/ready', { bare: true })));
      expect(answers.every((r) => r.status === 200)).toBe(true);
      const again = await api.get('/api/ready', { bare: true });
      expect(again.status).toBe(200);
      // One check per READY_CACHE_MS at most: one when the 51 answers take less (as they do on a
      // quiet machine); a loaded CI run once took longer, and a second check was then due.
      const windows = Math.max(1, Math.ceil((Date.now() - started) / READY_CACHE_MS));
      expect(checks).toBeGreaterThanOrEqual(1);
      expect(checks).toBeLessThanOrEqual(windows);
    } finally {
      storage.checkWritable = original;
    }
  });
});

describe.runIf(BACKENDS.includes('postgres'))('probes while PostgreSQL is unreachable or stuck', () => {
  const { server: s, relay } = blockServerBehindRelay();
  const api = client(s);

  it('answers 503 "database timed out" within the check bound while connections hang, health stays 200, and recovers', async () => {
    expect((await api.get('/api/ready', { bare: true })).status).toBe(200);
    relay().mode = 'hang';
    relay().cutAll();
    await afterCache();
    const started = Date.now();
    const error = expectError(await api.get('/api/ready', { bare: true }), 503, 'NoErrorType');
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(error.data).toMatchObject({ failing: ['database', 'migrations'], checks: { database: 'timed out', migrations: 'not checked', storage: 'ok' } });
    expect((await api.get('/api/health', { bare: true })).status).toBe(200);

    relay().mode = 'forward';
    relay().cutAll();
    // The pool's hung connect gives up on its own (its connect timeout), then connects again.
    await expect.poll(async () => (await api.get('/api/ready', { bare: true })).status, { timeout: 15_000, interval: 500 }).toBe(200);
  });

  it('answers 503 "database unreachable" when nothing listens', async () => {
    await relay().close();
    await afterCache();
    const error = expectError(await api.get('/api/ready', { bare: true }), 503, 'NoErrorType');
    expect(error.data.checks).toMatchObject({ database: 'unreachable', migrations: 'not checked' });
    expect(error.message).toBe('Not ready: database unreachable, migrations not checked.');
  });
});
