/**
 * Entry for the Next adapters: `handleApiRequest(req, res)` serves /api/v1, /api/auth,
 * /api/analytics, /api/fb-events and /api/tiktok-events from one app instance per process.
 * `npm start` (server/serve.ts) creates that instance before listening and hands it over with
 * `provideAppContext`; only `next dev` still creates it lazily on the first request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createAppContext } from '../app';
import type { AppContext } from '../app-context';
import { serverEnv } from '../env';
import { unavailable } from '../errors';
import { createApiHandler } from './handler';
import { ROUTES } from './routes';
import { sendError } from './respond';
import { processLogger } from '../log/process-logger';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

// The app context (one PGlite client per process) is kept on globalThis: the server entry and
// Next's bundled API routes and pages are separate module copies, and dev-mode module reloads
// reuse it too. The route table is compiled per module instance, so reloads pick up new routes.
const holder = globalThis as typeof globalThis & { __knowlyApp?: Promise<AppContext> };

/** The server entry's context, created (migrated, seeded) before the server accepts traffic. */
export function provideAppContext(app: AppContext): void {
  holder.__knowlyApp = Promise.resolve(app);
}

function defaultApp(): Promise<AppContext> {
  holder.__knowlyApp ??= createAppContext(serverEnv());
  holder.__knowlyApp.catch(() => {
    holder.__knowlyApp = undefined;
  });
  return holder.__knowlyApp;
}

let handler: { app: AppContext; handle: Handler } | undefined;

export async function handleApiRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let handle: Handler;
  try {
    const app = await defaultApp();
    if (handler?.app !== app) handler = { app, handle: createApiHandler(app, ROUTES) };
    handle = handler.handle;
  } catch (err) {
    processLogger().error({ err }, 'The API could not start');
    req.resume();
    sendError(res, unavailable('The service is starting or unavailable. Try again shortly.'));
    return;
  }
  await handle(req, res);
}

/**
 * The process's app context, for pages' getServerSideProps/getStaticProps that read through
 * server/ services directly (same instance and database as the API routes).
 */
export async function getAppContext(): Promise<AppContext> {
  return defaultApp();
}

export { createApiHandler } from './handler';
