/**
 * Boots the API router in-process behind a real http.createServer on an ephemeral port, on a
 * fresh database: PGlite in a temp DATA_DIR, or a new database on the PostgreSQL server
 * (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test), dropped afterwards.
 */
import { createServer, type Server } from 'node:http';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { createAppContext } from '@/server/app';
import type { AppContext } from '@/server/app-context';
import { loadEnv } from '@/server/env';
import { createApiHandler } from '@/server/http';
import { ROUTES } from '@/server/http/routes';
import { keepConnectionsAlive } from '@/server/http/keep-alive';
import { copyTemplateFiles, databaseTemplate, type TemplateKind } from './database-templates';
import { scratchDir } from './scratch-dir';
import { captureLogs, type LogCapture } from './log-capture';
import { withTestPasswordCost } from './password-cost';
import { TEST_ADMIN_URL as ADMIN_URL } from '../../support/test-database-url.mjs';

export type Backend = 'pglite' | 'postgres';

/** Both backends unless API_TEST_BACKENDS narrows it (e.g. "pglite"). */
export const BACKENDS: Backend[] = (process.env.API_TEST_BACKENDS ?? 'pglite,postgres')
  .split(',')
  .map((s) => s.trim())
  .filter((s): s is Backend => s === 'pglite' || s === 'postgres');

export interface TestDatabase {
  backend: Backend;
  dataDir: string;
  databaseUrl?: string;
  drop(): Promise<void>;
}

/**
 * A new database for one test. With `template` (inside a Vitest run) it is a copy of the run's
 * migrated database of that kind, seeded or empty; without, it starts blank and the app builds it.
 */
export async function createTestDatabase(backend: Backend, template?: TemplateKind): Promise<TestDatabase> {
  const dataDir = await scratchDir('api');
  const source = template ? await databaseTemplate(backend, template, ADMIN_URL) : null;
  if (source) await copyTemplateFiles(source, dataDir);
  if (backend === 'pglite') {
    return { backend, dataDir, drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const name = `knowly_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(source?.databaseName ? `CREATE DATABASE ${name} TEMPLATE ${source.databaseName}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    backend,
    dataDir,
    databaseUrl: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Which template a server started with `env` can be copied from: the seed is the only start-up
 * work that depends on settings, so any settings work, except storage elsewhere (S3), where the
 * seed's files would be missing.
 */
function templateFor(env: Record<string, string>): TemplateKind | undefined {
  const seeded = env.SEED_DEMO_DATA !== 'false';
  if (seeded && Object.keys(env).some((k) => k.startsWith('S3_'))) return undefined;
  return seeded ? 'seeded' : 'empty';
}

export interface TestServer {
  url: string;
  app: AppContext;
  db: TestDatabase;
  /** What the server logged (JSON lines, debug and up) since it started listening. */
  logs: LogCapture;
  /** Stops this instance; drops the database unless it is shared (`keepDatabase`). */
  close(): Promise<void>;
}

/** Running apps by DATA_DIR: the outbox of a DATA_DIR is read once their queued mail went out. */
const appsByDataDir = new Map<string, Set<AppContext>>();

/** Waits until no job of the apps on `dataDir` is due or running (mail is sent by a job). */
export async function jobsSettled(dataDir: string): Promise<void> {
  await Promise.all([...(appsByDataDir.get(dataDir) ?? [])].map((app) => app.jobs.settled()));
}

export async function startServer(
  backendOrDb: Backend | TestDatabase,
  env: Record<string, string> = {},
): Promise<TestServer> {
  const shared = typeof backendOrDb !== 'string';
  const db = shared ? backendOrDb : await createTestDatabase(backendOrDb, templateFor(env));
  // Start-up logs only from warnings on (the test output stays readable); then the log is collected.
  const app = await createAppContext(
    loadEnv({ APP_ENV: 'local', LOG_LEVEL: 'warn', DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl, ...withTestPasswordCost(env) }),
  );
  const logs = captureLogs(app.env);
  app.log = logs.logger;
  const apps = appsByDataDir.get(db.dataDir) ?? new Set();
  appsByDataDir.set(db.dataDir, apps.add(app));
  const handle = createApiHandler(app, ROUTES);
  const server: Server = keepConnectionsAlive(createServer((req, res) => void handle(req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    db,
    logs,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      apps.delete(app);
      await app.close();
      if (!shared) await db.drop();
    },
  };
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) of a header, as nodemailer writes them. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
  ).trim();
}

/** Mails written to DATA_DIR/outbox (once the queued ones went out), decoded enough to read their text. */
export async function readOutbox(dataDir: string): Promise<{ to: string; subject: string; text: string }[]> {
  await jobsSettled(dataDir);
  const dir = join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  const mails = [];
  for (const f of files) {
    const raw = await readFile(join(dir, f), 'utf8');
    const [folded = '', ...rest] = raw.split('\n\n');
    const head = folded.replace(/\r?\n[ \t]+/g, ' ');
    const headerValue = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
    let text = rest.join('\n\n');
    if (/quoted-printable/i.test(head)) {
      text = Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
    } else if (/Content-Transfer-Encoding: base64/i.test(head)) {
      text = Buffer.from(text, 'base64').toString('utf8');
    }
    mails.push({ to: headerValue('To'), subject: decodeWords(headerValue('Subject')), text });
  }
  return mails;
}

/** The token in the newest mail to `to` (confirmation or reset), read from the mail's link. */
export async function mailedToken(dataDir: string, to: string, kind: 'Confirmation' | 'Reset'): Promise<string> {
  const mails = (await readOutbox(dataDir)).filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));
  // Mails are in the user's language, so the link's query names the token, not the text.
  const param = kind === 'Confirmation' ? /[?&]confirmationToken=([^&\s]+)/ : /[?&]token=([^&\s]+)/;
  for (const m of mails.reverse()) {
    const token = param.exec(m.text)?.[1];
    if (token) return decodeURIComponent(token);
  }
  throw new Error(`no ${kind} mail to ${to}`);
}
