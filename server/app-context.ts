/**
 * What one server instance hands every request and job: its settings and the services it
 * started (server/app.ts builds it). A module of its own so that a feature needing the type
 * does not import the code that starts everything.
 */
import type { ServerEnv } from './env';
import type { Database, Db } from './db/client';
import type { Mailer } from './mail/mailer';
import type { FileStorage } from './files/storage';
import type { Logger } from './log/logger';
import type { Jobs } from './jobs/queue';
import type { AppJobs } from './jobs/registry';
import type { LiveHub } from './chat/live-hub';

export interface AppContext {
  env: ServerEnv;
  database: Database;
  db: Db;
  authSecret: Buffer;
  mailer: Mailer;
  storage: FileStorage;
  /** The process logger (pino, scrubbed: server/log). Request code logs through it. */
  log: Logger;
  /** Background jobs (server/jobs, decision 0017): `app.jobs.enqueue('send-mail', ...)`. */
  jobs: Jobs<AppJobs>;
  /** Live chat fan-out over LISTEN/NOTIFY (server/chat/live-hub.ts, decision 0037). */
  live: LiveHub;
  /** Stops the job workers (running jobs finish, bounded), then closes the database. */
  close(): Promise<void>;
}
