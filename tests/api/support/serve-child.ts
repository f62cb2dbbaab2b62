/**
 * The server entry without Next, for tests that need a real process (signals, exit codes,
 * restarts, workers): the settings check, the workers of SERVER_WORKERS (decision 0046), the app
 * context, the HTTP server, the probes, the request log and the SIGTERM handling of
 * server/serve.ts, with every non-API request answered 404 instead of by a Next build (with
 * TEST_KNOW_PAGES=1, know pages by know-page-stand-in.ts). Each serving process prints one JSON
 * log line "Knowly is ready" with its `url`.
 * Run: node --import tsx tests/api/support/serve-child.ts (settings from the environment).
 */
import { checkSettings, serveWithWorkers, startServer, stopOnSignals } from '@/server/serve';
import { handleApiRequest } from '@/server/http';

void (async () => {
  const env = checkSettings();
  // Loaded only when asked for: the page module brings React and the page's components.
  const pages =
    process.env.TEST_KNOW_PAGES === '1'
      ? (await import('./know-page-stand-in')).knowPageStandIn
      : (req: Parameters<typeof handleApiRequest>[0], res: Parameters<typeof handleApiRequest>[1]) =>
          req.url?.startsWith('/api/') ? handleApiRequest(req, res) : void res.writeHead(404).end();
  await serveWithWorkers(env, async () => {
    // Workers share the port the first of them was given (node:cluster).
    const running = await startServer(env, pages, { port: 0, host: '127.0.0.1' });
    // Signals are handled before the ready line: the test may signal as soon as it reads it.
    stopOnSignals(running);
    running.app.log.info({ url: running.url }, 'Knowly is ready');
    return running;
  });
})();
