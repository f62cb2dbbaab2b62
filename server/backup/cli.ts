/** What the db:backup and db:restore scripts share: settings as `npm start` reads them, and errors as exit codes. */
import { loadEnvConfig } from '@next/env';
import { InvalidEnvError, loadEnv, type ServerEnv } from '../env';
import { BackupError, EXIT_CODES } from './errors';

/** .env files (as Next and `npm start` load them), then the environment; null after printing why not. */
export function cliSettings(): ServerEnv | null {
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  try {
    return loadEnv(process.env);
  } catch (err) {
    if (!(err instanceof InvalidEnvError)) throw err;
    console.error(`${err.message}\nSee .env.example for every setting, its default and range.`);
    return null;
  }
}

/** Prints an error for an operator (no stack for the expected ones) and sets its exit code. */
export function fail(err: unknown): void {
  if (err instanceof BackupError) {
    console.error(err.message);
    process.exitCode = err.exitCode;
    return;
  }
  console.error(err);
  process.exitCode = EXIT_CODES.failed;
}
