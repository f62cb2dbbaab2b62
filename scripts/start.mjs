#!/usr/bin/env node
// `npm start`: check every setting (stop with a clear message on a bad one), build when there is
// no current build, then run the server entry (server/serve.ts) in this process, no child to
// forward signals to. TypeScript is loaded by tsx, registered for the whole process exactly as
// `node --import tsx` would (its scoped `tsImport` breaks Next's own loading of next.config.ts).
// The server migrates and seeds before it listens on PORT. With PostgreSQL it runs SERVER_WORKERS
// processes (default: one per core), forked by this one after the build (decision 0046).
// A build is current when it is newer than every source and was made with the same browser
// settings (APP_ENV and NEXT_PUBLIC_*: they are baked into the bundle). Instances sharing one
// .next never build at the same time (scripts/build-lock.mjs); they must share those settings.
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync, readFileSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildOnce } from './build-lock.mjs';

const root = new URL('..', import.meta.url).pathname;
process.chdir(root);
// What `next start` sets: production React and Next, the Node.js runtime.
process.env.NODE_ENV ||= 'production';
process.env.NEXT_RUNTIME = 'nodejs';
const buildId = join(root, '.next', 'BUILD_ID');
const serverFiles = join(root, '.next', 'required-server-files.json');
// Outside .next: `next build` empties that directory when it starts.
const buildLock = join(root, '.next-build.lock');
const SOURCES = ['pages', 'components', 'lib', 'stores', 'styles', 'server', 'locales', 'public', 'proxy.ts', 'next.config.ts', 'package.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** The browser settings the existing build was made with (Next records next.config `env`). */
function builtBrowserEnv() {
  try {
    return JSON.parse(readFileSync(serverFiles, 'utf8')).config?.env ?? null;
  } catch {
    return null;
  }
}

const sameEnv = (a, b) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

function staleReason(browserEnv) {
  if (!existsSync(buildId) || !readFileSync(buildId, 'utf8').trim()) return 'No build yet';
  const builtAt = statSync(buildId).mtimeMs;
  if (!SOURCES.every((s) => newestMtime(join(root, s)) <= builtAt)) return 'Sources changed since the last build';
  const built = builtBrowserEnv();
  if (!built || !sameEnv(built, browserEnv)) return 'The browser settings (APP_ENV, NEXT_PUBLIC_*) changed since the last build';
  return null;
}

await import('tsx');
/** A TypeScript module's exports (they arrive as `default` when tsx runs it as CommonJS). */
const load = async (path) => {
  const ns = await import(path);
  return ns.default && typeof ns.default === 'object' ? { ...ns, ...ns.default } : ns;
};
const serve = await load('../server/serve.ts');
// Loads .env files like Next does and exits with a message naming any bad setting.
const env = serve.checkSettings(root);
const { browserBuildEnv } = await load('../lib/build-env.ts');
const browserEnv = browserBuildEnv(process.env);
// Several instances may share this build output: one builds, the others wait and then use it.
// A cluster worker (SERVER_WORKERS, decision 0046) runs this script again: its primary has built.
if (cluster.isPrimary) {
  await buildOnce(buildLock, {
    staleReason: () => staleReason(browserEnv),
    build(reason) {
      console.log(`${reason}: running \`next build\` first.`);
      const nextBin = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
      return spawnSync(process.execPath, [nextBin, 'build', '--webpack'], { cwd: root, stdio: 'inherit' }).status;
    },
  });
}
// With DATABASE_URL: one worker per core on PORT (server/lifecycle/workers.ts); with PGlite, this process.
await serve.main(env);
