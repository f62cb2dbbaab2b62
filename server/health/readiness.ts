/**
 * Readiness (GET /api/ready): can this instance serve? The database answers, this build's
 * migrations are applied, and file storage takes a write. Cheap enough for a load balancer
 * polling every second from several places: a result is reused for READY_CACHE_MS, checks that
 * run overlap into one (never more than one check in flight per instance), and each part is
 * bounded by CHECK_TIMEOUT_MS so a hung dependency answers "timed out" instead of piling up
 * probes. The migration check is one max() over the migration journal, on the database's own
 * probe connection rather than the pool; storage writes and removes one small probe file.
 */
import type { AppContext } from '../app-context';
import { databaseUnavailableReason, PROBE_TIMED_OUT } from '../db/client';
import { pendingMigrations } from './migrations';

/** A result is fresh for this long: at most one check per second, however many pollers. */
export const READY_CACHE_MS = 1_000;
/** Longest wait on one part before it counts as failing. */
export const CHECK_TIMEOUT_MS = 2_000;

export type ReadinessPart = 'server' | 'database' | 'migrations' | 'storage';

export interface Readiness {
  ready: boolean;
  /** 'ok' or, for a failing part, what is wrong in a few words (never a secret or a host name). */
  checks: Partial<Record<ReadinessPart, string>>;
  /** The failing parts, in the order above. */
  failing: ReadinessPart[];
}

interface ProbeState {
  draining: boolean;
  /** The server regenerates its static pages before it takes page requests (server/http/page-warm-up.ts). */
  warming: boolean;
  cached?: { at: number; result: Readiness };
  running?: Promise<Readiness>;
  /** The last logged verdict per part, so a failure is logged when it starts and ends, not every second. */
  logged: Partial<Record<ReadinessPart, string>>;
}

// One state per app context, shared by every module copy (the server entry and Next's bundle).
const states: WeakMap<AppContext, ProbeState> = ((globalThis as Record<symbol, unknown>)[Symbol.for('knowly.readiness')] ??=
  new WeakMap()) as WeakMap<AppContext, ProbeState>;

function stateOf(app: AppContext): ProbeState {
  let state = states.get(app);
  if (!state) states.set(app, (state = { draining: false, warming: false, logged: {} }));
  return state;
}

/** From now on the instance reports itself not ready (SIGTERM: the load balancer stops sending). */
export function markDraining(app: AppContext): void {
  const state = stateOf(app);
  state.draining = true;
  state.cached = undefined;
}

/** While on, the instance reports itself not ready: its pages are being regenerated after a start. */
export function markWarming(app: AppContext, on: boolean): void {
  const state = stateOf(app);
  state.warming = on;
  state.cached = undefined;
}

class TimedOut extends Error {}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * On the database's probe connection, never the pool's (decision 0045): a pool busy under load
 * is not an outage, and a load balancer must not take every instance out for it.
 */
async function checkDatabase(app: AppContext): Promise<Pick<Readiness['checks'], 'database' | 'migrations'>> {
  try {
    const pending = await pendingMigrations((text) => app.database.probe(text, CHECK_TIMEOUT_MS));
    return { database: 'ok', migrations: pending.length === 0 ? 'ok' : `${pending.length} pending` };
  } catch (err) {
    if ((err as { code?: unknown }).code === PROBE_TIMED_OUT) return { database: 'timed out', migrations: 'not checked' };
    app.log.debug({ err }, 'Readiness: database check failed');
    return { database: databaseUnavailableReason(err) ? 'unreachable' : 'error', migrations: 'not checked' };
  }
}

async function checkStorage(app: AppContext): Promise<string> {
  try {
    await within(app.storage.checkWritable(), CHECK_TIMEOUT_MS);
    return 'ok';
  } catch (err) {
    if (err instanceof TimedOut) return 'timed out';
    app.log.debug({ err }, 'Readiness: storage check failed');
    return 'not writable';
  }
}

async function runChecks(app: AppContext, state: ProbeState): Promise<Readiness> {
  const [db, storage] = await Promise.all([checkDatabase(app), checkStorage(app)]);
  const server = state.draining ? 'shutting down' : state.warming ? 'warming up' : null;
  const checks: Readiness['checks'] = { ...(server ? { server } : {}), ...db, storage };
  const failing = (Object.keys(checks) as ReadinessPart[]).filter((part) => checks[part] !== 'ok');
  for (const part of ['database', 'migrations', 'storage'] as const) {
    const verdict = checks[part]!;
    const before = state.logged[part] ?? 'ok';
    if (verdict === before) continue;
    state.logged[part] = verdict;
    if (verdict === 'ok') app.log.info({ part }, `Readiness: ${part} ok again`);
    else app.log.warn({ part, verdict }, `Readiness: ${part} ${verdict}`);
  }
  return { ready: failing.length === 0, checks, failing };
}

/** This instance's readiness: cached for READY_CACHE_MS, one check at a time. */
export function readiness(app: AppContext, now = Date.now()): Promise<Readiness> {
  const state = stateOf(app);
  if (state.cached && now - state.cached.at < READY_CACHE_MS) return Promise.resolve(state.cached.result);
  state.running ??= runChecks(app, state)
    .then((result) => {
      state.cached = { at: Date.now(), result };
      return result;
    })
    .finally(() => {
      state.running = undefined;
    });
  return state.running;
}
