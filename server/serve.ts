/**
 * The production server behind `npm start` (scripts/start.mjs loads this file with tsx). In order:
 * check every setting (a bad one stops the process with its name and range), create the app
 * context (migrate, seed) and prepare Next, and only then listen, so the first request never waits
 * on a migration. The context goes to the API routes and pages through the globalThis holder of
 * server/http/index.ts: one context per process. /api requests get JSON errors even where Next or
 * Node would answer on their own: malformed percent-encoding (Next: HTML 400) and broken or
 * oversize request heads (Node: an empty 400/431). See docs/decisions/0009-server-start-and-edge.md.
 * The probes /api/health and /api/ready are answered here before Next; every request gets a log
 * line and an X-Request-Id; SIGTERM drains requests in flight before the app closes
 * (docs/decisions/0019-health-logs-shutdown.md).
 */
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { loadEnvConfig } from '@next/env';
import { createAppContext } from './app';
import type { AppContext } from './app-context';
import { InvalidEnvError, loadEnv, type ServerEnv } from './env';
import { warnAboutLocalDefaults } from './env-warnings';
import { createApiHandler, provideAppContext } from './http';
import { ROUTES } from './http/routes';
import { markDraining, markWarming } from './health/readiness';
import { drainer } from './lifecycle/drain';
import { stopOnSignals as stopOnSignalsWith } from './lifecycle/signals';
import { onStopRequest, superviseWorkers, supervises, workerCount } from './lifecycle/workers';
import { createLogger } from './log/logger';
import { malformedUrl } from './errors';
import { createPageCache } from './http/page-cache';
import { createRenderCache } from './http/render-cache';
import { renderPagesWithNodeBuild } from './http/node-page-renderer';
import { currentKnowPageVersion } from './knows/know-page-version';
import { buildPreviewModeId, isRevalidation, landingPaths, warmPages, WARM_UP_LIMIT_MS } from './http/page-warm-up';
import { safeJson } from '@/lib/safe-json';
import { sendError } from './http/respond';
import { keepConnectionsAlive } from './http/keep-alive';
import { isMalformedPath } from './http/url-path';
import { trackRequest } from './log/request-log';

export type PageHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export interface RunningServer {
  server: Server;
  app: AppContext;
  /** http://host:port the server listens on. */
  url: string;
  /** Stops listening, ends open connections and closes the app (tests: no grace). */
  close(): Promise<void>;
  /**
   * The graceful stop: /api/ready turns 503, new connections are refused, requests in flight
   * get `graceMs` (default SHUTDOWN_GRACE_SECONDS) to finish, then the app closes (jobs stop,
   * the database closes).
   */
  shutDown(graceMs?: number): Promise<void>;
}

/** The load balancer's probes (server/http/routes/health.ts). */
const PROBE_PATH = /^\/api\/(health|ready)\/?(\?|$)/;

/** The live chat stream: long-lived, so answered here rather than through Next's compressing handler. */
const LIVE_PATH = /^\/api\/v1\/chats\/events\/?(\?|$)/;

const isApiPath = (target: string) => target === '/api' || target.startsWith('/api/') || target.startsWith('/api?');

/**
 * The settings of this process: .env files loaded the way Next loads them, then checked. On a
 * bad value it prints every problem (each naming its setting and range) and exits with code 1.
 */
export function checkSettings(dir = process.cwd()): ServerEnv {
  loadEnvConfig(dir, false, { info: () => {}, error: console.error });
  try {
    return loadEnv(process.env);
  } catch (err) {
    if (!(err instanceof InvalidEnvError)) throw err;
    console.error(`Knowly cannot start. ${err.message}\nSee .env.example for every setting, its default and range.`);
    process.exit(1);
  }
}

/** An HTTP/1.1 answer written straight to the socket (the request could not even be parsed). */
function rawJsonAnswer(status: number, message: string): string {
  const body = safeJson({ error: { type: 'BadRequestError', message, data: {} } });
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Node's parser refused the request head (too long: 431; malformed: 400). The path is not known
 * reliably at this point, so every such answer has the JSON error shape.
 */
function onClientError(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request line or headers are too large.']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive.']
        : [400, 'The request is not valid HTTP.'];
  socket.end(rawJsonAnswer(status, message));
}

/**
 * Creates the app context and listens once it and the page handler are ready. `pages` answers
 * everything (Next, whose API routes find the context through the holder); tests pass a stub.
 * `warmUp` runs once the server listens, before it returns: page requests (not /api) wait for it
 * (at most WARM_UP_LIMIT_MS) and /api/ready says "warming up" meanwhile; its own requests carry Next's
 * revalidation header and pass (server/http/page-warm-up.ts).
 */
export async function startServer(
  env: ServerEnv,
  pages: PageHandler | Promise<PageHandler>,
  listen: { port: number; host?: string } = { port: env.PORT },
  warmUp?: (url: string, app: AppContext) => Promise<unknown>,
): Promise<RunningServer> {
  const [app, handler] = await Promise.allSettled([createAppContext(env), Promise.resolve(pages)]);
  if (app.status === 'rejected' || handler.status === 'rejected') {
    if (app.status === 'fulfilled') await app.value.close().catch(() => {});
    throw app.status === 'rejected' ? app.reason : (handler as PromiseRejectedResult).reason;
  }
  provideAppContext(app.value);
  const handle = handler.value;

  // Answered before Next (its router and proxy.ts) ever sees them: a probe is cheap and does not
  // depend on page rendering. The same routes serve them under `next dev` (pages/api/health.ts).
  const api = createApiHandler(app.value, ROUTES);
  // Pages every visitor gets alike, reused for a few seconds (server/http/page-cache.ts).
  const pageCache = createPageCache();
  // Know pages, reused for every reader while the know reads the same (server/http/render-cache.ts).
  const renderCache =
    env.RENDER_CACHE_MB > 0
      ? createRenderCache({ maxBytes: env.RENDER_CACHE_MB * 1024 * 1024, currentVersion: (uuid) => currentKnowPageVersion(app.value, uuid) })
      : null;
  // Open once the warm-up is done (or given up on): page requests until then wait for it.
  let warmed: Promise<void> | null = null;

  const server = createServer((req, res) => {
    // Every request, pages and assets too: one log line and an X-Request-Id.
    const log = trackRequest(app.value.log, req, res);
    const target = req.url ?? '/';
    if (isApiPath(target) && isMalformedPath(target)) {
      req.resume();
      sendError(res, malformedUrl());
      return;
    }
    const answer = PROBE_PATH.test(target) || LIVE_PATH.test(target) ? api : handle;
    const failed = (err: unknown) => {
      log.error({ err }, 'Request failed');
      if (!res.headersSent) res.writeHead(500).end();
    };
    const respond = () => {
      if (answer === handle && pageCache.serve(req, res)) return;
      const render = () => {
        if (answer === handle) {
          pageCache.capture(req, res);
          renderCache?.capture(req, res);
        }
        return Promise.resolve(answer(req, res)).catch(failed);
      };
      // A kept rendering is reused only after its version is checked (a database read).
      const served = answer === handle ? (renderCache?.serve(req, res) ?? false) : false;
      if (served === false) void render();
      else served.then((done) => (done ? undefined : render())).catch(failed);
    };
    if (warmed && answer === handle && !isApiPath(target) && !isRevalidation(req.headers)) void warmed.then(respond);
    else respond();
  });
  keepConnectionsAlive(server);
  server.on('clientError', onClientError);
  const requests = drainer(server);

  let openPages = () => {};
  if (warmUp) {
    markWarming(app.value, true);
    warmed = new Promise<void>((resolve) => (openPages = resolve));
  }
  const warmUpBeforePages = async (url: string) => {
    const limit = setTimeout(() => openPages(), WARM_UP_LIMIT_MS);
    try {
      await warmUp!(url, app.value);
    } catch (err) {
      app.value.log.warn({ err }, 'Warm-up failed; pages are regenerated on their first request');
    } finally {
      clearTimeout(limit);
      warmed = null;
      openPages();
      markWarming(app.value, false);
    }
  };

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host === '[::]' || host === '0.0.0.0' ? 'localhost' : host}:${address.port}`;
  if (warmUp) await warmUpBeforePages(url);
  return {
    server,
    app: app.value,
    url,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await app.value.close();
    },
    async shutDown(graceMs = env.SHUTDOWN_GRACE_SECONDS * 1000) {
      const log = app.value.log;
      markDraining(app.value);
      // Live chat streams never finish on their own: end them now (clients reconnect elsewhere).
      app.value.live.closeStreams();
      log.info({ inFlight: requests.inFlight(), graceMs }, 'Shutting down: refusing new connections, finishing requests in flight');
      const { cut } = await requests.drain(graceMs);
      if (cut > 0) log.warn({ cut }, 'Requests still running at the end of the grace period were cut');
      // Jobs and workers stop, then the database closes: nothing runs on a closed database.
      await app.value.close();
      log.info('Stopped: requests finished, background work stopped, database closed');
    },
  };
}

/** Beyond the grace period, closing the app (jobs, database) and Next may take this long. */
const CLOSE_LIMIT_MS = 15_000;

/**
 * Stops the process on SIGTERM / SIGINT: drain (SHUTDOWN_GRACE_SECONDS), close the app and
 * `also` (Next), exit 0. See server/lifecycle/signals.ts for the second signal and the overrun.
 */
export function stopOnSignals(running: RunningServer, also: () => Promise<void> = async () => {}): void {
  const { env, log } = running.app;
  const stop = stopOnSignalsWith(
    async (signal) => {
      log.info({ signal }, 'Signal received');
      await running.shutDown();
      await also();
    },
    log,
    shutdownLimitMs(env),
  );
  // A worker among several: its primary asks for the same stop on SIGTERM (server/lifecycle/workers.ts).
  onStopRequest(() => stop('primary'));
}

/** How long a stop may take, from the signal to the exit. */
const shutdownLimitMs = (env: ServerEnv) => env.SHUTDOWN_GRACE_SECONDS * 1000 + CLOSE_LIMIT_MS;

/**
 * With more than one worker (SERVER_WORKERS, decision 0046), the primary process supervises
 * workers that each run `serve`; with one, this process serves. Returns `serve`'s server, or
 * null in the primary.
 */
export async function serveWithWorkers<T>(env: ServerEnv, serve: () => Promise<T>): Promise<T | null> {
  const count = workerCount(env);
  if (!supervises(count)) return serve();
  // A margin beyond the workers' own limit: they exit on their own first.
  superviseWorkers(count, { log: createLogger(env), stopLimitMs: shutdownLimitMs(env) + 5_000 });
  return null;
}

/**
 * `npm start` after the build: settings, then (in each worker) context, Next, listen on PORT.
 * @public called by scripts/start.mjs, which loads this file at run time
 */
export async function main(env: ServerEnv = checkSettings()): Promise<RunningServer | null> {
  return serveWithWorkers(env, () => serveNext(env));
}

async function serveNext(env: ServerEnv): Promise<RunningServer> {
  // Loaded with require from the project root: tsx may run this file as a data: module, from
  // which a bare dynamic import cannot resolve; and Next is only needed here, not by the tests.
  renderPagesWithNodeBuild(process.cwd());
  const next = createRequire(join(process.cwd(), 'package.json'))('next') as typeof import('next').default;
  const nextApp = next({ dev: false, dir: process.cwd(), port: env.PORT });
  const pages = nextApp.prepare().then(() => nextApp.getRequestHandler());
  // The landing, written by the build without a database, is regenerated before any visitor gets it.
  const previewModeId = buildPreviewModeId();
  const warmUp = previewModeId ? (url: string, app: AppContext) => warmPages(url, previewModeId, landingPaths(), app.log) : undefined;
  const running = await startServer(env, pages, { port: env.PORT }, warmUp);
  // Before the ready line: whoever waits for it (an orchestrator, a test) may signal at once.
  stopOnSignals(running, () => nextApp.close());
  running.app.log.info({ url: running.url, appEnv: env.APP_ENV }, `Knowly is ready on http://localhost:${env.PORT} (APP_ENV=${env.APP_ENV}).`);
  warnAboutLocalDefaults(env, running.app.log);
  return running;
}
