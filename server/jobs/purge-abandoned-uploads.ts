/** Scheduled (JOBS_PURGE_CRON): uploads no know claimed within UPLOAD_ABANDON_AFTER_HOURS go, files too. */
import { purgeStaleUploads } from '../uploads/store-upload';
import { defineJob } from './define';

export const purgeAbandonedUploadsJob = defineJob({
  name: 'purge-abandoned-uploads',
  schedule: (env) => env.JOBS_PURGE_CRON,
  async run(app) {
    await purgeStaleUploads(app, null);
  },
});
