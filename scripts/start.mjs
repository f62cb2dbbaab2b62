#!/usr/bin/env node
// `npm start`: check every setting (stop with a clear message on a bad one), build when there is
// no current build, then run the server entry (server/serve.ts) in this process, no child to
// forward signals to. TypeScript is loaded by tsx, registered for the whole process exactly as
// `node --import tsx` would (its scoped `tsImport` breaks Next's own loading of next.config.ts).
// The server migrates and seeds before it listens on PORT. With PostgreSQL it runs SERVER_WORKERS
// processes (default: one per core), forked by this one after the build (decision 0046).
// A build is current when its BUILD_ID is the fingerprint of these sources and of the settings
// it bakes in (APP_ENV, NEXT_PUBLIC_*, EDITION_DOMAINS, DEFAULT_EDITION; not PORT): instances on
// other ports share it (decision 0076). Instances sharing one .next never build at the same time
// (scripts/build-lock.mjs), and none rebuilds it while another serves it (serving-registry.mjs).
import './node-runtime.mjs';
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOnce } from './build-lock.mjs';
import { registerServing, servingInstances } from './serving-registry.mjs';

const root = new URL('..', import.meta.url).pathname;
process.chdir(root);
// What `next start` sets: production React and Next, the Node.js runtime.
process.env.NODE_ENV ||= 'production';
process.env.NEXT_RUNTIME = 'nodejs';
const buildId = join(root, '.next', 'BUILD_ID');
// Outside .next: `next build` empties that directory when it starts.
const buildLock = join(root, '.next-build.lock');
const servingDir = join(root, '.next-serving');

function staleReason(fingerprint) {
  const built = existsSync(buildId) ? readFileSync(buildId, 'utf8').trim() : '';
  if (!built) return 'No build yet';
  if (built !== fingerprint()) return 'The sources or the baked-in settings (APP_ENV, NEXT_PUBLIC_*, EDITION_DOMAINS, DEFAULT_EDITION) changed since the last build';
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
const { buildFingerprint } = await load('../lib/build-fingerprint.ts');
// Several instances may share this build output: one builds, the others wait and then use it.
// A cluster worker (SERVER_WORKERS, decision 0046) runs this script again: its primary has built.
if (cluster.isPrimary) {
  await buildOnce(buildLock, {
    staleReason: () => staleReason(() => buildFingerprint(root, process.env)),
    inUse: () => servingInstances(servingDir),
    claim: () => registerServing(servingDir, env.PORT),
    build(reason) {
      console.log(`${reason}: running \`next build\` first.`);
      const nextBin = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
      return spawnSync(process.execPath, [nextBin, 'build', '--webpack'], { cwd: root, stdio: 'inherit' }).status;
    },
  });
}
// With DATABASE_URL: one worker per core on PORT (server/lifecycle/workers.ts); with PGlite, this process.
await serve.main(env);
