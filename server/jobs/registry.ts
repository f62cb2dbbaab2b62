/**
 * Every background job, once. Adding one: a file under server/jobs/ exporting `defineJob({...})`
 * and one line here (decision 0017). Its name and payload type then type `app.jobs.enqueue`.
 * server/app.ts hands this list to createJobs; the queue itself does not import it (decision 0080).
 */
import { accrueEarningsJob } from './accrue-earnings';
import { decideCompetitionWinnersJob } from './decide-competition-winners';
import { expireSubscriptionsJob } from './expire-subscriptions';
import { deleteAccountsJob } from './delete-accounts';
import { purgeAbandonedUploadsJob } from './purge-abandoned-uploads';
import { purgeExpiredJob } from './purge-expired';
import { sendMailJob } from './send-mail';

export const JOBS = [
  sendMailJob,
  purgeExpiredJob,
  purgeAbandonedUploadsJob,
  deleteAccountsJob,
  accrueEarningsJob,
  expireSubscriptionsJob,
  decideCompetitionWinnersJob,
] as const;

/** The app's registry as a type: `Jobs<AppJobs>` is what `app.jobs` is. */
export type AppJobs = typeof JOBS;
