/**
 * What a production build bakes into the browser bundle: NEXT_PUBLIC_APP_ENV taken from APP_ENV
 * (the one switch), plus every NEXT_PUBLIC_* setting and the edition-origin settings (EDITION_DOMAINS,
 * PORT, DEFAULT_EDITION). next.config.ts passes it as `env`; Next
 * records it in .next/required-server-files.json, and scripts/start.mjs rebuilds when the current
 * settings differ from the recorded ones.
 */
import { DEFAULT_APP_ENVIRONMENT, isAppEnvironment } from './app-environment';

export function browserBuildEnv(source: Record<string, string | undefined>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (key.startsWith('NEXT_PUBLIC_') && value !== undefined && value !== '') env[key] = value;
  }
  const appEnv = source.APP_ENV?.trim();
  // An invalid APP_ENV is refused by the server at start (server/env.ts); the build stays neutral.
  env.NEXT_PUBLIC_APP_ENV = isAppEnvironment(appEnv) ? appEnv : DEFAULT_APP_ENVIRONMENT;
  // Edition origins (decision 0010): statically generated pages and the browser need them.
  for (const key of ['EDITION_DOMAINS', 'PORT', 'DEFAULT_EDITION']) env[key] = source[key]?.trim() ?? '';
  return env;
}
