/**
 * The identity of a production build (decision 0076): a hash of every source the build reads
 * and of the settings it bakes in (lib/build-env.ts). next.config.ts makes it the BUILD_ID, and
 * `npm start` (scripts/start.mjs) reuses a build whose BUILD_ID equals the fingerprint of the
 * checkout and settings it starts with: content, not file times, so a build copied into a
 * container image or onto another machine stays current, and an edit reverted is no change.
 * Build time only (Node): never imported by pages.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { browserBuildEnv, staticPageBuildEnv } from './build-env';

/** What `next build` reads besides node_modules (whose versions the lock file names). */
export const BUILD_SOURCES = [
  'pages', 'components', 'lib', 'stores', 'styles', 'server', 'locales', 'public',
  'proxy.ts', 'next.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json',
];

function files(root: string, path: string, out: string[]): void {
  let st;
  try {
    st = statSync(join(root, path));
  } catch {
    return;
  }
  if (!st.isDirectory()) {
    out.push(path);
    return;
  }
  for (const entry of readdirSync(join(root, path))) files(root, `${path}/${entry}`, out);
}

export function buildFingerprint(root: string, env: Record<string, string | undefined>): string {
  const hash = createHash('sha256');
  const settings = { ...browserBuildEnv(env), ...staticPageBuildEnv(env) };
  hash.update(JSON.stringify(Object.entries(settings).sort()));
  const list: string[] = [];
  for (const source of BUILD_SOURCES) files(root, source, list);
  for (const path of list.sort()) {
    hash.update(`\0${path}\0`);
    hash.update(readFileSync(join(root, path)));
  }
  // Used in asset URLs (/_next/static/<id>/...): 80 bits tell builds apart.
  return `k${hash.digest('hex').slice(0, 20)}`;
}
