/**
 * SIGTERM / SIGINT run `stop` once and exit 0 when it resolves (1 when it throws). A second
 * signal exits at once with 1 (an operator pressing Ctrl-C twice), and so does a stop that
 * overruns `limitMs`: whatever hangs (a job that ignores its stop), the process ends before an
 * orchestrator has to kill it. The returned function starts the same stop for another reason (a
 * cluster worker's primary asking, server/lifecycle/workers.ts); once stopping, it does nothing,
 * and only a second signal, not that request, counts as the second.
 */
import type { Logger } from 'pino';

export function stopOnSignals(stop: (signal: string) => Promise<void>, log: Logger, limitMs: number): (reason: string) => void {
  let stopping = false;
  const begin = (reason: string) => {
    stopping = true;
    setTimeout(() => {
      log.error({ limitMs }, 'Shutdown overran its limit: exiting now');
      process.exit(1);
    }, limitMs).unref();
    stop(reason).then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  let signalled = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (signalled) {
        log.warn({ signal }, 'Second signal: exiting now');
        process.exit(1);
      }
      signalled = true;
      if (!stopping) begin(signal);
    });
  }
  // The same stop, asked for otherwise (a cluster worker's primary). Ctrl-C signals the worker
  // and its primary together: that one signal is not a second request, whichever comes first.
  return (reason) => {
    if (!stopping) begin(reason);
  };
}
