/**
 * A logger for code that may run without an app context (the context failed to start, a page
 * rendering outside any request): the process settings when they are valid, else the defaults,
 * so a problem is still logged (and scrubbed) when the settings themselves are the problem.
 */
import { loadEnv, serverEnv } from '../env';
import { createLogger, type Logger } from './logger';

let logger: Logger | undefined;

export function processLogger(): Logger {
  if (!logger) {
    let env;
    try {
      env = serverEnv();
    } catch {
      env = loadEnv({});
    }
    logger = createLogger(env);
  }
  return logger;
}
