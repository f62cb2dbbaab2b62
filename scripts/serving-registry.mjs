// The instances serving a build output (.next), so that none rebuilds it under another
// (decision 0076): `npm start` registers itself once its build is current, beside the build lock,
// and removes its entry when it exits. An entry whose process is gone (on this host) or that was
// not refreshed for STALE_MS (another host sharing the directory) no longer counts.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { alive } from './process-alive.mjs';

const HEARTBEAT_MS = 60_000;
const STALE_MS = 5 * HEARTBEAT_MS;

/** The live instances other than this process, as "pid 123 on host (port 3000)". */
export function servingInstances(dir) {
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const live = [];
  for (const name of names) {
    const path = join(dir, name);
    let entry;
    try {
      entry = { ...JSON.parse(readFileSync(path, 'utf8')), age: Date.now() - statSync(path).mtimeMs };
    } catch {
      continue;
    }
    if (entry.pid === process.pid && entry.host === hostname()) continue;
    const gone = entry.host === hostname() ? !alive(entry.pid) : entry.age > STALE_MS;
    if (gone) rmSync(path, { force: true });
    else live.push(`pid ${entry.pid} on ${entry.host}${entry.port ? ` (port ${entry.port})` : ''}`);
  }
  return live;
}

/** Registers this process as serving the build until it exits. */
export function registerServing(dir, port) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${hostname()}-${process.pid}.json`);
  writeFileSync(path, JSON.stringify({ pid: process.pid, host: hostname(), port, since: new Date().toISOString() }));
  const beat = setInterval(() => {
    try {
      utimesSync(path, new Date(), new Date());
    } catch {
      // Removed by hand: the entry is gone, nothing to refresh.
    }
  }, HEARTBEAT_MS);
  beat.unref();
  process.on('exit', () => rmSync(path, { force: true }));
}
