/**
 * What a production build bakes in (decision 0076, superseding the origins part of 0010):
 * - into the browser bundle, only what the browser needs: NEXT_PUBLIC_APP_ENV taken from APP_ENV
 *   (the one switch) and every NEXT_PUBLIC_* setting (next.config.ts passes them as `env`);
 * - into the statically generated pages, the edition origins (EDITION_DOMAINS, DEFAULT_EDITION):
 *   their canonical and hreflang links are written at build time.
 * PORT is in neither: instances on different ports share one build. Both sets are part of the
 * build's fingerprint (lib/build-fingerprint.ts), so `npm start` rebuilds when one changes.
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
  return env;
}

/** The settings static pages are rendered with, besides the browser's. */
export function staticPageBuildEnv(source: Record<string, string | undefined>): Record<string, string> {
  return { EDITION_DOMAINS: source.EDITION_DOMAINS?.trim() ?? '', DEFAULT_EDITION: source.DEFAULT_EDITION?.trim() ?? '' };
}
