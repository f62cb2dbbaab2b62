/**
 * The production server behind `npm start` (scripts/start.mjs loads this file with tsx). In order:
 * check every setting (a bad one stops the process with its name and range), create the app
 * context (migrate, seed) and prepare Next, and only then listen, so the first request never waits
 * on a migration. The context goes to the API routes and pages through the globalThis holder of
 * server/http/index.ts: one context per process. /api requests get JSON errors even where Next or
 * Node would answer on their own: malformed percent-encoding (Next: HTML 400) and broken or
 * oversize request heads (Node: an empty 400/431). See docs/decisions/0009-server-start-and-edge.md.
 */
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { loadEnvConfig } from '@next/env';
import { createAppContext, type AppContext } from './app';
import { InvalidEnvError, loadEnv, type ServerEnv } from './env';
import { provideAppContext } from './http';
import { malformedUrl } from './http/errors';
import { safeJson, sendError } from './http/respond';
import { isMalformedPath } from './http/url-path';
import { trackRequest } from './log/request-log';

export type PageHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export interface RunningServer {
  server: Server;
  app: AppContext;
  /** http://host:port the server listens on. */
  url: string;
  /** Stops listening, ends open connections and closes the database. */
  close(): Promise<void>;
}

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
 */
export async function startServer(
  env: ServerEnv,
  pages: PageHandler | Promise<PageHandler>,
  listen: { port: number; host?: string } = { port: env.PORT },
): Promise<RunningServer> {
  const [app, handler] = await Promise.allSettled([createAppContext(env), Promise.resolve(pages)]);
  if (app.status === 'rejected' || handler.status === 'rejected') {
    if (app.status === 'fulfilled') await app.value.close().catch(() => {});
    throw app.status === 'rejected' ? app.reason : (handler as PromiseRejectedResult).reason;
  }
  provideAppContext(app.value);
  const handle = handler.value;

  const server = createServer((req, res) => {
    // Every request, pages and assets too: one log line and an X-Request-Id.
    const log = trackRequest(app.value.log, req, res);
    const target = req.url ?? '/';
    if (isApiPath(target) && isMalformedPath(target)) {
      req.resume();
      sendError(res, malformedUrl());
      return;
    }
    Promise.resolve(handle(req, res)).catch((err: unknown) => {
      log.error({ err }, 'Request failed');
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  server.on('clientError', onClientError);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    server,
    app: app.value,
    url: `http://${host === '[::]' || host === '0.0.0.0' ? 'localhost' : host}:${address.port}`,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await app.value.close();
    },
  };
}

/**
 * SIGTERM / SIGINT: stop accepting, end connections, close Next and the database, exit 0; a
 * second signal exits at once. This is the hook for graceful shutdown (draining in-flight
 * requests and background jobs with a deadline), which a later issue adds here.
 */
function onShutdownSignals(stop: () => Promise<void>): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) process.exit(1);
      stopping = true;
      stop().then(
        () => process.exit(0),
        (err: unknown) => {
          console.error('Shutdown failed', err);
          process.exit(1);
        },
      );
    });
  }
}

/**
 * `npm start` after the build: settings, context, Next, listen on PORT.
 * @public called by scripts/start.mjs, which loads this file at run time
 */
export async function main(env: ServerEnv = checkSettings()): Promise<RunningServer> {
  // Loaded with require from the project root: tsx may run this file as a data: module, from
  // which a bare dynamic import cannot resolve; and Next is only needed here, not by the tests.
  const next = createRequire(join(process.cwd(), 'package.json'))('next') as typeof import('next').default;
  const nextApp = next({ dev: false, dir: process.cwd(), port: env.PORT });
  const pages = nextApp.prepare().then(() => nextApp.getRequestHandler());
  const running = await startServer(env, pages);
  running.app.log.info(`Knowly is ready on http://localhost:${env.PORT} (APP_ENV=${env.APP_ENV}).`);
  onShutdownSignals(async () => {
    await running.close();
    await nextApp.close();
  });
  return running;
}
