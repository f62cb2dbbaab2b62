// One build at a time for instances that share a build output (.next): `npm start` builds only
// while holding an exclusive lock file next to it (created with O_EXCL, so two processes can never
// both hold it, on one machine or on a shared volume). An instance that finds the lock held waits
// and then checks again whether the build is current: the instance that built it made it so,
// and it starts without building. A lock left by a build that died (its process is gone on this
// host, or it is older than STALE_MS) is taken over. See docs/decisions/0019.
import { openSync, writeSync, closeSync, readFileSync, rmSync, statSync } from 'node:fs';
import { hostname } from 'node:os';
import { alive } from './process-alive.mjs';

/** A build takes minutes; a lock this old is left over from a machine that is gone. */
const STALE_MS = 60 * 60_000;

function tryAcquire(lockPath) {
  try {
    const fd = openSync(lockPath, 'wx');
    writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }));
    closeSync(fd);
    return true;
  } catch (err) {
    if (err.code === 'EEXIST') return false;
    throw err;
  }
}

function holderOf(lockPath) {
  try {
    return { ...JSON.parse(readFileSync(lockPath, 'utf8')), age: Date.now() - statSync(lockPath).mtimeMs };
  } catch {
    // Being written or just removed: look again on the next round.
    return null;
  }
}

const abandoned = (h) => h.age > STALE_MS || (h.host === hostname() && !alive(h.pid));

/**
 * Makes the build current: `staleReason()` says why it is not (null: it is); `build(reason)`
 * builds and returns its exit status. `inUse()` names the instances serving the build (then a
 * stale build is not rebuilt: the process exits 1 with a message); `claim()` registers this one,
 * still under the lock, so no other start can find the build unused in between (decision 0076). Returns 'current' (nothing to do), 'built-by-another'
 * (waited for another instance's build), 'built', or exits with the build's status on failure.
 */
export async function buildOnce(lockPath, { staleReason, build, inUse = () => [], claim = () => {}, log = console.log, pollMs = 500, waitMs = 30 * 60_000 }) {
  const started = Date.now();
  let waiting = false;
  for (;;) {
    // Checked only under the lock: while another instance builds, the output is half written
    // and may look current before it is.
    if (tryAcquire(lockPath)) {
      let status;
      let refused = null;
      try {
        const reason = staleReason();
        if (!reason) {
          claim();
          return waiting ? 'built-by-another' : 'current';
        }
        // Never under a running instance: `next build` empties the output it serves from.
        const users = inUse();
        if (users.length > 0) {
          refused = `${reason}, but ${users.join(', ')} ${users.length > 1 ? 'serve' : 'serves'} the current build: stop ${users.length > 1 ? 'them' : 'it'} first, or start from another checkout.`;
        } else {
          status = build(reason);
          if (status === 0) claim();
        }
      } finally {
        rmSync(lockPath, { force: true });
      }
      if (refused) {
        log(refused);
        process.exit(1);
      }
      if (status !== 0) process.exit(status ?? 1);
      return 'built';
    }
    const holder = holderOf(lockPath);
    if (holder && abandoned(holder)) {
      log(`Taking over the build lock of a build that is gone (pid ${holder.pid} on ${holder.host}).`);
      rmSync(lockPath, { force: true });
      continue;
    }
    if (!waiting) {
      waiting = true;
      log(`Another \`npm start\` holds the build lock${holder ? ` (pid ${holder.pid} on ${holder.host})` : ''}: waiting for it.`);
    }
    if (Date.now() - started > waitMs) {
      throw new Error(`Waited ${Math.round(waitMs / 60_000)} minutes for another build (lock ${lockPath}). Remove the lock if no build is running.`);
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
}
