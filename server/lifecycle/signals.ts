/**
 * SIGTERM / SIGINT run `stop` once and exit 0 when it resolves (1 when it throws). A second
 * signal exits at once with 1 (an operator pressing Ctrl-C twice), and so does a stop that
 * overruns `limitMs`: whatever hangs (a job that ignores its stop), the process ends before an
 * orchestrator has to kill it.
 */
import type { Logger } from 'pino';

export function stopOnSignals(stop: (signal: string) => Promise<void>, log: Logger, limitMs: number): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) {
        log.warn({ signal }, 'Second signal: exiting now');
        process.exit(1);
      }
      stopping = true;
      setTimeout(() => {
        log.error({ limitMs }, 'Shutdown overran its limit: exiting now');
        process.exit(1);
      }, limitMs).unref();
      stop(signal).then(
        () => process.exit(0),
        (err: unknown) => {
          log.error({ err }, 'Shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
