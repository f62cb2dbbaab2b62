/**
 * What never reaches a log line: passwords, tokens (access, refresh, reset, confirmation),
 * cookies, Authorization and Stripe-Signature headers, Stripe keys and e-mail addresses. Two nets, because a log object can carry
 * a secret under any key or inside any string (a driver error quoting query parameters, a
 * message built by a library): keys that name a secret lose their value, and every string is
 * searched for e-mail addresses, bearer credentials and token-shaped words.
 */

export const REDACTED = '[redacted]';

/** Keys whose value is a secret or personal, whatever it looks like. */
const SECRET_KEY = /pass(word|wd|phrase)?$|passw|token|secret|cookie|authori[sz]ation|e-?mail|signature|api-?key|otp|recovery|credential|session/i;

/** RFC 5322's usual local part; a domain of dot-separated labels ending in letters (not `@scope/pkg`). */
const EMAIL = /[\p{L}\p{N}._%+'!#$&*=?^{|}~-]+@(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}/gu;
const BEARER = /\b(Bearer|Basic)\s+[^\s,;"'\\]+/gi;
const JWT = /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]{4,}/g;
/** Stripe's secret and restricted keys and webhook signing secrets, whatever their length (decision 0033). */
const STRIPE_SECRET = /\b(?:(?:sk|rk)_(?:live|test)|whsec)_[A-Za-z0-9+/=]+/g;
/** Drizzle's "Failed query: … params: a,b,c": the parameters are user input (e-mails, hashes). */
const QUERY_PARAMS = /(\bparams: )[^\n]*/g;
/** A random token (base64url, 32+ characters) is mixed case with digits; slugs and hex hashes are not. */
const TOKEN_WORD = /[A-Za-z0-9_-]{32,}/g;
const looksRandom = (w: string) => /[a-z]/.test(w) && /[A-Z]/.test(w) && /\d/.test(w);

/**
 * The value patterns (e-mail addresses, credentials, tokens) in any text, also a whole JSON log
 * line: the last net, after the key-based one, for what a child logger's bindings or a library's
 * message carry.
 */
export function scrubLine(text: string): string {
  return text
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(STRIPE_SECRET, REDACTED)
    .replace(EMAIL, '[email]')
    .replace(TOKEN_WORD, (w) => (looksRandom(w) ? REDACTED : w));
}

/** One string value: the value patterns, and the parameters a failed query quotes. */
export function scrubText(text: string): string {
  return scrubLine(text.replace(QUERY_PARAMS, `$1${REDACTED}`));
}

/** A serialised error: name, message, stack, code and its causes, all scrubbed. */
export function serializeError(err: Error, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = { type: err.name, message: scrubText(err.message) };
  if (err.stack) out.stack = scrubText(err.stack);
  const extra = err as Error & { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof extra.code === 'string' || typeof extra.code === 'number') out.code = extra.code;
  if (depth < 3 && extra.cause !== undefined) out.cause = scrub(extra.cause, depth + 1);
  if (depth < 3 && Array.isArray(extra.errors)) out.errors = extra.errors.slice(0, 5).map((e) => scrub(e, depth + 1));
  return out;
}

/** A copy of `value` with secret keys blanked and every string scrubbed (bounded depth). */
export function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return serializeError(value, depth);
  if (depth > 6) return '[too deep]';
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) && v !== null && v !== undefined && typeof v !== 'boolean' ? REDACTED : scrub(v, depth + 1);
  }
  return out;
}
