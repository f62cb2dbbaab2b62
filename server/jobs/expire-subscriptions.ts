/**
 * Scheduled (SUBSCRIPTION_EXPIRY_CRON, every 10 minutes): Pro subscriptions whose period ended
 * renew or expire, and premiumStatus follows (decision 0027). Conditional updates make a second
 * run, or one on another instance, change nothing.
 */
import { expireDueSubscriptions } from '../pro-plan/subscriptions';
import { defineJob } from './define';

export const expireSubscriptionsJob = defineJob({
  name: 'expire-subscriptions',
  schedule: (env) => env.SUBSCRIPTION_EXPIRY_CRON,
  retry: () => ({ limit: 3, delaySeconds: 60, backoff: true }),
  async run(app, payload: { now?: string }) {
    const result = await expireDueSubscriptions(app, payload.now ? new Date(payload.now) : new Date());
    app.log.info(result, 'subscriptions expired');
  },
});
