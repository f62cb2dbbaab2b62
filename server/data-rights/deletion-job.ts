/**
 * Hands closed accounts to the deletion job (server/jobs/delete-accounts.ts, decision 0023),
 * and what that job does: finish every tombstone, each on its own, so one failing account (its
 * files cannot be removed now) does not hold up the others.
 */
import type { AppContext } from '../app-context';
import { finishAccountDeletion, pendingDeletions } from './finish-deletion';

/** Queues the job once the account is closed (the scheduled run picks up a lost one). */
export async function scheduleAccountDeletion(app: AppContext): Promise<void> {
  try {
    await app.jobs.enqueue('delete-accounts', {});
  } catch (err) {
    // The account is closed either way: the next scheduled run finishes it.
    app.log.warn({ err }, 'The deletion job could not be queued; the scheduled run finishes the account');
  }
}

/** Finishes every account whose deletion is not complete (idempotent). */
export async function resumeAccountDeletions(app: AppContext): Promise<{ done: number; failed: number }> {
  let done = 0;
  let failed = 0;
  for (const userId of await pendingDeletions(app.db)) {
    try {
      if ((await finishAccountDeletion(app, userId)) === 'deleted') done++;
    } catch (err) {
      failed++;
      app.log.warn({ err, userId }, 'Account deletion left unfinished; the job retries it');
    }
  }
  return { done, failed };
}
