/**
 * Route limit hooks (RouteSpec.limit): a limit counted per client IP or per signed-in user
 * before the request body is read (decision 0014).
 */
import type { LimitContext } from '../http/route';
import { limitFor, signInLimits } from './limits';
import { check, consume } from './service';

type FixedBucket = Parameters<typeof limitFor>[0];

/** Counts one hit per client IP. */
export const perIp = (bucket: FixedBucket) => async (c: LimitContext) => {
  await consume(c.app.db, limitFor(bucket, c.req.ip));
};

/** Counts one hit per signed-in user (routes with auth: 'required'). */
export const perUser = (bucket: FixedBucket) => async (c: LimitContext) => {
  if (c.user) await consume(c.app.db, limitFor(bucket, c.user.user.id));
};

/** Sign-in: refuses a client IP whose failures are used up before reading the credentials. */
export const signInIp = async (c: LimitContext) => {
  const [ipLimit] = signInLimits(c.app.env, '', c.req.ip);
  await check(c.app.db, ipLimit!, 'TooManyLoginAttemptsError', 'Too many failed sign-in attempts. Try again later.');
};
