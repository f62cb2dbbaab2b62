/**
 * Hands a closed account to the deletion job (decision 0023). Until the job queue is part of
 * the app, the finishing step runs right here, after the account is closed; a failure is logged
 * and the tombstone stays for `resumeAccountDeletions` (run at start) to finish.
 */
import type { AppContext } from '../app';
import { finishAccountDeletion, pendingDeletions } from './finish-deletion';

export async function scheduleAccountDeletion(app: AppContext, userId: string): Promise<void> {
  try {
    await finishAccountDeletion(app, userId);
  } catch (err) {
    app.log.warn({ err, userId }, 'Account deletion left unfinished; resumeAccountDeletions finishes it');
  }
}

/** Finishes every account whose deletion did not complete (idempotent). */
export async function resumeAccountDeletions(app: AppContext): Promise<number> {
  let done = 0;
  for (const id of await pendingDeletions(app.db)) {
    await scheduleAccountDeletion(app, id);
    done++;
  }
  return done;
}
