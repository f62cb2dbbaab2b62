/** Environments of spec §4: prod, staging, dev, local (local sends no events). */
import type { AppEnvironment } from './config/countries';

const ENVIRONMENTS: readonly AppEnvironment[] = ['prod', 'staging', 'dev', 'local'];

export function appEnvironment(): AppEnvironment {
  const value = process.env.NEXT_PUBLIC_APP_ENV;
  return (ENVIRONMENTS as readonly string[]).includes(value ?? '') ? (value as AppEnvironment) : 'prod';
}
