/**
 * Environments of spec §4: prod, staging, dev, local (local sends no events). `APP_ENV` is the one
 * switch for server and browser: the build hands it to the browser as NEXT_PUBLIC_APP_ENV
 * (next.config.ts `env`, lib/build-env.ts), so both always agree. Unset it is `local`, so a fresh
 * clone runs the demo; production is chosen explicitly (docs/decisions/0009).
 */
import type { AppEnvironment } from './config/countries';

export const APP_ENVIRONMENTS = ['prod', 'staging', 'dev', 'local'] as const satisfies readonly AppEnvironment[];
export const DEFAULT_APP_ENVIRONMENT: AppEnvironment = 'local';

export function isAppEnvironment(value: string | undefined): value is AppEnvironment {
  return (APP_ENVIRONMENTS as readonly string[]).includes(value ?? '');
}

export function appEnvironment(): AppEnvironment {
  const value = process.env.NEXT_PUBLIC_APP_ENV;
  return isAppEnvironment(value) ? value : DEFAULT_APP_ENVIRONMENT;
}
