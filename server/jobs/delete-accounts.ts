/**
 * The deletion job (decision 0023): finishes every closed account (tombstone) there is. Queued
 * right after an account is closed, and on the JOBS_PURGE_CRON schedule for leftovers (a lost
 * enqueue, a crash, failures past the retries). It carries no payload: no user id is kept in
 * the queue's tables, which outlive the account (pg-boss keeps finished jobs for days), and a
 * failure's message names no one (the details go to the log).
 */
import { resumeAccountDeletions } from '../data-rights/deletion-job';
import { defineJob } from './define';

export const deleteAccountsJob = defineJob({
  name: 'delete-accounts',
  schedule: (env) => env.JOBS_PURGE_CRON,
  retry: () => ({ limit: 5, delaySeconds: 60, backoff: true }),
  async run(app) {
    const { failed } = await resumeAccountDeletions(app);
    if (failed > 0) throw new Error(`${failed} closed account(s) could not be finished yet; retried later`);
  },
});
