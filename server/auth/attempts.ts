/**
 * A password check under the sign-in limits (decision 0014): the attempt is counted atomically
 * BEFORE the (slow) check, so parallel guesses cannot all slip past a limit, and given back
 * when the password was right. Used by the password grant and the password re-checks.
 *
 * The password grant adds the captcha (decision 0022): below the captcha thresholds an attempt
 * is counted as before; past one, only an attempt with a solved challenge is counted (and
 * checked), others are answered RequiresCaptchaError. The thresholds are lower capacities on the
 * same counts, taken atomically, so parallel attempts cannot slip past them either. With a solved
 * challenge the per-account count no longer refuses: the owner is never locked out by guessers.
 */
import type { AppContext } from '../app-context';
import { ApiError, requiresCaptcha, tooMany } from '../errors';
import { signInLimits } from '../rate-limit/limits';
import { clear, refund, takeBelow, wait, type Limit } from '../rate-limit/service';
import { newCaptchaChallenge, redeemCaptcha, type CaptchaOutcome } from './captcha';

/** Where a client gets another challenge (GET, no credentials). */
export const CAPTCHA_CHALLENGE_PATH = '/api/auth/captcha/challenge';

export interface CaptchaOption {
  /** The widget's payload sent with the credentials, if any. */
  payload?: string;
}

export async function limitedPasswordCheck(
  app: Pick<AppContext, 'db' | 'env' | 'authSecret'>,
  accountKey: string,
  ip: string,
  check: () => Promise<boolean>,
  message = 'Too many failed sign-in attempts. Try again later.',
  captcha?: CaptchaOption,
): Promise<boolean> {
  const { db, env } = app;
  // Redeemed before counting, so a replayed solution never counts as solved (single use).
  const outcome: CaptchaOutcome | null = captcha?.payload ? await redeemCaptcha(app, captcha.payload) : null;
  const solved = outcome === 'solved';
  const soft = captcha
    ? [env.LOGIN_CAPTCHA_AFTER_FAILURES_PER_IP, env.LOGIN_CAPTCHA_AFTER_FAILURES_PER_CLIENT, env.LOGIN_CAPTCHA_AFTER_FAILURES_PER_ACCOUNT]
    : null;
  const taken: Limit[] = [];
  const limits = signInLimits(env, accountKey, ip);
  for (const [i, limit] of limits.entries()) {
    const perAccount = limit.bucket === 'login-account';
    const capacity = soft && !solved ? soft[i]! : limit.max;
    if (await takeBelow(db, limit, capacity)) {
      taken.push(limit);
      continue;
    }
    // A solved challenge passes a full per-account count: counted no further, not refused.
    if (perAccount && soft && solved) continue;
    // Over a hard limit: 429. Only under the captcha threshold: the captcha. The per-account
    // count has no hard limit for the password grant, so its owner always gets the captcha.
    // Refused at the hard capacity itself, it is a 429 even when the wait measured a moment
    // later is 0: parallel attempts refused further on give their hits back in between.
    const atHardLimit = !perAccount && capacity >= limit.max;
    const seconds = perAccount && soft ? 0 : await wait(db, limit);
    const refusal: ApiError =
      !soft || solved || atHardLimit || seconds > 0
        ? tooMany('TooManyLoginAttemptsError', seconds, message)
        : requiresCaptcha(await newCaptchaChallenge(app), CAPTCHA_CHALLENGE_PATH, outcome ?? undefined);
    // Refused without a check: it is no failure, so the other counts get their hit back.
    await Promise.all(taken.map((t) => refund(db, t)));
    throw refusal;
  }
  const ok = await check();
  if (ok) {
    const [ipLimit, clientLimit, accountLimit] = limits as [Limit, Limit, Limit];
    // The owner signed in from this client: its failures are forgotten, the others stay.
    await Promise.all([
      taken.includes(ipLimit) ? refund(db, ipLimit) : null,
      taken.includes(accountLimit) ? refund(db, accountLimit) : null,
      clear(db, clientLimit.bucket, clientLimit.key),
    ]);
  }
  return ok;
}
