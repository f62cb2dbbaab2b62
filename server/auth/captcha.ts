/**
 * The sign-in captcha (decision 0022): a self-hosted ALTCHA proof-of-work. A challenge asks for
 * the PBKDF2-SHA-256 key of a secret random counter; finding it takes the client on average
 * CAPTCHA_MAX_TRIES * 3/4 derivations of CAPTCHA_COST iterations, checking it takes the server one
 * HMAC (the challenge carries the HMAC of the expected key, "deterministic mode"). Both HMAC keys
 * are derived from the app secret, so every instance verifies every other's challenges. A
 * solution works once: its challenge nonce is inserted into captcha_solutions, atomically.
 */
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { AppContext } from '../app-context';
import { captchaSolutions } from '../db/schema';

const ALGORITHM = 'PBKDF2/SHA-256';
const PURPOSE = 'sign-in';

export type CaptchaChallenge = Challenge;
export type CaptchaOutcome = 'solved' | 'invalid' | 'expired' | 'used';

/** Keys for the challenge signature and the key signature, each its own use of the app secret. */
function keys(app: Pick<AppContext, 'authSecret'>) {
  const derive = (label: string) => createHmac('sha256', app.authSecret).update(`altcha:${label}`).digest('hex');
  return { hmacSignatureSecret: derive('challenge'), hmacKeySignatureSecret: derive('key') };
}

export async function newCaptchaChallenge(app: Pick<AppContext, 'authSecret' | 'env'>): Promise<CaptchaChallenge> {
  const { CAPTCHA_COST, CAPTCHA_MAX_TRIES, CAPTCHA_EXPIRY_SECONDS } = app.env;
  return createChallenge({
    algorithm: ALGORITHM,
    cost: CAPTCHA_COST,
    // The solver counts up from 0: the work is the counter (at least half the most tries).
    counter: randomInt(CAPTCHA_MAX_TRIES, Math.ceil(CAPTCHA_MAX_TRIES / 2)),
    deriveKey,
    data: { purpose: PURPOSE },
    expiresAt: new Date(Date.now() + CAPTCHA_EXPIRY_SECONDS * 1000),
    ...keys(app),
  });
}

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

/** The widget's payload: base64 of `{challenge, solution}` JSON; null when it is not that. */
function parsePayload(payload: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<Payload> | null;
    const params = value?.challenge?.parameters;
    if (!params || typeof params !== 'object' || typeof params.nonce !== 'string' || !value?.solution) return null;
    return value as Payload;
  } catch {
    return null;
  }
}

/**
 * Checks a payload and, when it solves a valid challenge of ours, uses it up. 'used' when its
 * challenge was already used (a replay, or a parallel request with the same solution that won).
 */
export async function redeemCaptcha(app: Pick<AppContext, 'authSecret' | 'env' | 'db'>, payload: string): Promise<CaptchaOutcome> {
  const parsed = parsePayload(payload);
  if (!parsed) return 'invalid';
  const { parameters } = parsed.challenge;
  // An unexpiring or foreign challenge is not ours, even if signed with the same keys elsewhere.
  if (parameters.algorithm !== ALGORITHM || parameters.data?.purpose !== PURPOSE || !parameters.expiresAt) return 'invalid';
  let result;
  try {
    result = await verifySolution({ challenge: parsed.challenge, solution: parsed.solution, deriveKey, ...keys(app) });
  } catch {
    return 'invalid';
  }
  if (result.expired) return 'expired';
  if (!result.verified) return 'invalid';
  const { db } = app;
  const expiresAt = new Date(parameters.expiresAt * 1000);
  const inserted = await db
    .insert(captchaSolutions)
    .values({ nonce: parameters.nonce, expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: captchaSolutions.nonce });
  // Kept until the challenge expires (then it is refused as expired): the purge job drops it.
  return inserted.length > 0 ? 'solved' : 'used';
}
