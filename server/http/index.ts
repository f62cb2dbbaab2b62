/**
 * Entry for the Next adapters: `handleApiRequest(req, res)` serves /api/v1, /api/auth,
 * /api/analytics, /api/fb-events and /api/tiktok-events from one app instance per process.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createAppContext, type AppContext } from '../app';
import { serverEnv } from '../env';
import { ApiError } from './errors';
import { createApiHandler } from './handler';
import { sendError } from './respond';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

// Kept on globalThis so dev-mode module reloads reuse the one PGlite client of the process.
const holder = globalThis as typeof globalThis & { __knowlyApi?: Promise<{ app: AppContext; handle: Handler }> };

function defaultApp() {
  holder.__knowlyApi ??= createAppContext(serverEnv()).then((app) => ({ app, handle: createApiHandler(app) }));
  holder.__knowlyApi.catch(() => {
    holder.__knowlyApi = undefined;
  });
  return holder.__knowlyApi;
}

export async function handleApiRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let handle: Handler;
  try {
    ({ handle } = await defaultApp());
  } catch (err) {
    console.error('The API could not start', err);
    req.resume();
    sendError(res, new ApiError(503, 'NoErrorType', 'The service is starting or unavailable.'));
    return;
  }
  await handle(req, res);
}

/**
 * The process's app context, for pages' getServerSideProps/getStaticProps that read through
 * server/ services directly (same instance and database as the API routes).
 */
export async function getAppContext(): Promise<AppContext> {
  return (await defaultApp()).app;
}

export { createApiHandler } from './handler';
