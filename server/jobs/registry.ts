/**
 * Every background job, once. Adding one: a file under server/jobs/ exporting `defineJob({...})`
 * and one line here (decision 0017). Its name and payload type then type `app.jobs.enqueue`.
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

type AnyJob = (typeof JOBS)[number];
export type JobName = AnyJob['name'];
export type JobPayload<N extends JobName> = Parameters<Extract<AnyJob, { name: N }>['run']>[1];
