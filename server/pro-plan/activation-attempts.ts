/**
 * Pro activation codes under a limit (issue 21: 300 wrong codes were all checked). Like a
 * password check (server/auth/attempts.ts): each attempt is counted atomically BEFORE the code
 * is checked, per account and per client IP, so parallel guesses cannot slip past the limit; an
 * attempt that activated gives its hits back. Over either limit: 429 with Retry-After, whatever
 * the code, until the window frees a place.
 */
import type { AppContext } from '../app-context';
import { tooMany } from '../errors';
import { limitFor } from '../rate-limit/limits';
import { refund, take, type Limit } from '../rate-limit/service';

const MESSAGE = 'Too many wrong subscription codes. Try again later.';

export async function limitedActivation<T>(app: Pick<AppContext, 'db'>, userId: string, ip: string, activate: () => Promise<T>): Promise<T> {
  const taken: Limit[] = [];
  for (const limit of [limitFor('pro-activate-user', userId), limitFor('pro-activate-ip', ip)]) {
    const seconds = await take(app.db, limit);
    if (seconds > 0) {
      // Refused without a check: no failure, so the other count gets its hit back.
      await Promise.all(taken.map((t) => refund(app.db, t)));
      throw tooMany('TooManyRequestsError', seconds, MESSAGE);
    }
    taken.push(limit);
  }
  const result = await activate();
  await Promise.all(taken.map((t) => refund(app.db, t)));
  return result;
}
