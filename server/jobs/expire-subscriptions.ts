/**
 * Scheduled (SUBSCRIPTION_EXPIRY_CRON, every 10 minutes): Pro subscriptions whose period ended
 * renew or expire, and premiumStatus follows (decision 0027). Conditional updates make a second
 * run, or one on another instance, change nothing.
 */
import { expireDueSubscriptions } from '../pro-plan/subscriptions';
import { defineAsOfJob } from './define';

export const expireSubscriptionsJob = defineAsOfJob({
  name: 'expire-subscriptions',
  schedule: (env) => env.SUBSCRIPTION_EXPIRY_CRON,
  async run(app, now) {
    app.log.info(await expireDueSubscriptions(app, now), 'subscriptions expired');
  },
});
