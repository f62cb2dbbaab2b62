/**
 * Scheduled (EARNINGS_ACCRUAL_CRON, the 1st of each month): credits the month that just ended
 * (decision 0025). `period` (YYYY-MM) accrues another ended month: operators catching up, tests.
 * Idempotent: a month already credited is skipped row by row, so a retry or a second run is safe.
 */
import { accrueEarnings } from '../earnings/accrue';
import { previousPeriod } from '../earnings/period';
import { defineJob } from './define';

export const accrueEarningsJob = defineJob({
  name: 'accrue-earnings',
  schedule: (env) => env.EARNINGS_ACCRUAL_CRON,
  // A failed month is retried within the hour, not a month later at the next tick.
  retry: () => ({ limit: 5, delaySeconds: 300, backoff: true }),
  async run(app, payload: { period?: string }) {
    const result = await accrueEarnings(app, payload.period ?? previousPeriod(new Date()));
    app.log.info(result, 'earnings accrued');
  },
});
