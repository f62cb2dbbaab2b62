#!/usr/bin/env node
// `npm start`: build when there is no current build, then serve on PORT (default 3000).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const buildId = join(root, '.next', 'BUILD_ID');
const SOURCES = ['pages', 'components', 'lib', 'stores', 'styles', 'server', 'locales', 'public', 'proxy.ts', 'next.config.ts', 'package.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function buildIsCurrent() {
  if (!existsSync(buildId) || !readFileSync(buildId, 'utf8').trim()) return false;
  const builtAt = statSync(buildId).mtimeMs;
  return SOURCES.every((s) => newestMtime(join(root, s)) <= builtAt);
}

const nextBin = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
if (!buildIsCurrent()) {
  console.log('No current build: running `next build` first.');
  const r = spawnSync(process.execPath, [nextBin, 'build', '--webpack'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const port = process.env.PORT || '3000';
const child = spawn(process.execPath, [nextBin, 'start', '-p', port], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
