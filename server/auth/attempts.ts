/**
 * A password check under the sign-in limits (decision 0014): the attempt is counted atomically
 * BEFORE the (slow) check, so parallel guesses cannot all slip past a limit, and given back
 * when the password was right. Used by the password grant and the password re-checks.
 */
import type { AppContext } from '../app';
import { tooMany } from '../http/errors';
import { signInLimits } from '../rate-limit/limits';
import { clear, refund, take, type Limit } from '../rate-limit/service';

export async function limitedPasswordCheck(
  app: Pick<AppContext, 'db' | 'env'>,
  accountKey: string,
  ip: string,
  check: () => Promise<boolean>,
  message = 'Too many failed sign-in attempts. Try again later.',
): Promise<boolean> {
  const { db } = app;
  const taken: Limit[] = [];
  for (const limit of signInLimits(app.env, accountKey, ip)) {
    const seconds = await take(db, limit);
    if (seconds > 0) {
      // Refused without a check: it is no failure, so the other counts get their hit back.
      await Promise.all(taken.map((t) => refund(db, t)));
      throw tooMany('TooManyLoginAttemptsError', seconds, message);
    }
    taken.push(limit);
  }
  const ok = await check();
  if (ok) {
    const [ipLimit, clientLimit, accountLimit] = taken as [Limit, Limit, Limit];
    // The owner signed in from this client: its failures are forgotten, the others stay.
    await Promise.all([refund(db, ipLimit), refund(db, accountLimit), clear(db, clientLimit.bucket, clientLimit.key)]);
  }
  return ok;
}
