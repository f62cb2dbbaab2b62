/**
 * Scheduled (COMPETITION_WINNERS_CRON, every 15 minutes): competitions whose window has closed get
 * their winners, once, and the winners their e-mail with the claim link (decision 0031). `now`
 * (ISO) decides as of another moment: tests, an operator catching up. Idempotent by the unique
 * competition row, so a retry or a second instance decides nothing new.
 */
import { decideWinners } from '../competition/winners';
import { defineAsOfJob } from './define';

export const decideCompetitionWinnersJob = defineAsOfJob({
  name: 'decide-competition-winners',
  schedule: (env) => env.COMPETITION_WINNERS_CRON,
  async run(app, now) {
    const result = await decideWinners(app, now);
    if (result.decided.length > 0 || result.notified > 0) app.log.info(result, 'competition winners decided');
  },
});
