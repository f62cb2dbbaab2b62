// Whether a process of this host still runs, for the lock and registry files `npm start` shares
// with other instances (build-lock.mjs, serving-registry.mjs): an entry of a process that is gone
// is left over from a crash.

/** True while process `pid` exists (EPERM: it exists, owned by another user). */
export function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}
