/**
 * The one error contract (spec §8): every non-2xx answer is `{"error":{"type","message","data"}}`
 * (the types and the envelope: lib/contract/errors.ts).
 */
import type { ErrorType } from '@/lib/contract/errors';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: ErrorType,
    message: string,
    readonly data: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, data?: Record<string, unknown>) =>
  new ApiError(400, 'BadRequestError', message, data);

/** 400 FormValidationError; `fields` maps field name to message. */
export const formError = (fields: Record<string, string>, message = 'The form has invalid fields.') =>
  new ApiError(400, 'FormValidationError', message, { fields });

export const unauthorized = (message = 'Authentication required.') =>
  new ApiError(401, 'AuthorizationError', message);

export const invalidCredentials = (message = 'Wrong username or password.') =>
  new ApiError(401, 'InvalidCredentialsError', message);

export const forbidden = (message = 'You may not do this.') => new ApiError(403, 'ForbiddenError', message);

export const notFound = (message = 'Not found.') => new ApiError(404, 'NotFoundError', message);

export const conflict = (type: 'EmailInUseError' | 'UsernameInUseError' | 'DuplicateError', message: string) =>
  new ApiError(409, type, message);

export const unsupportedMedia = (message: string, data?: Record<string, unknown>) =>
  new ApiError(415, 'InvalidMIMETypeError', message, data);

/**
 * 413. `Connection: close`: the rest of an oversize body is not worth reading, so the socket is
 * closed once the answer is written (a client streaming an endless chunked body is cut off).
 */
export const tooLarge = (maxBytes: number) =>
  new ApiError(413, 'BadRequestError', `The request body is larger than ${maxBytes} bytes.`, { maxBytes }, { Connection: 'close' });

/** 400 for a path that is not valid percent-encoding (e.g. `/api/v1/knows/%ZZ`). */
export const malformedUrl = () => badRequest('The URL is not validly percent-encoded.');

/** Seconds a client should wait before retrying while the database is unreachable. */
export const UNAVAILABLE_RETRY_SECONDS = 5;
/** Seconds a client should wait before retrying a request refused under load (decision 0045). */
export const BUSY_RETRY_SECONDS = 2;

/**
 * Why a 503 was answered, in `data.reason` (decision 0045): `busy` is load (the database
 * answers, this instance had no free connection in time; retry soon, nothing was done),
 * `unreachable` an outage of a dependency (the database).
 */
type UnavailableReason = 'busy' | 'unreachable';

/** 503 while a dependency (the database) is unreachable; the client may retry after Retry-After. */
export const unavailable = (message = 'The service is temporarily unavailable. Try again shortly.') =>
  new ApiError(503, 'NoErrorType', message, { reason: 'unreachable' satisfies UnavailableReason, retryAfter: UNAVAILABLE_RETRY_SECONDS }, {
    'Retry-After': String(UNAVAILABLE_RETRY_SECONDS),
  });

/** 503 busy: this instance is under load and did not carry the request out; retry after Retry-After. */
export const busy = (message = 'The service is busy and did not carry out this request. Try again in a few seconds.') =>
  new ApiError(503, 'NoErrorType', message, { reason: 'busy' satisfies UnavailableReason, retryAfter: BUSY_RETRY_SECONDS }, {
    'Retry-After': String(BUSY_RETRY_SECONDS),
  });

export const tooMany = (
  type: 'TooManyLoginAttemptsError' | 'TooManyRequestsError',
  retryAfterSeconds: number,
  message = 'Too many requests. Try again later.',
) => {
  const retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ApiError(429, type, message, { retryAfter }, { 'Retry-After': String(retryAfter) });
};

/**
 * 401 Requires2FAError: the password was right but the account has two-factor sign-in; `data`
 * holds the short-lived challenge to send with the code (decision 0021). No tokens are issued.
 */
export const requires2fa = (data: { challengeToken: string; expiresIn: number }) =>
  new ApiError(401, 'Requires2FAError', 'Enter the code from your authenticator app.', data);

/** 401 Invalid2FATokenError: a wrong, expired or already used code (or recovery code). */
export const invalid2fa = (message = 'The code is wrong or was already used.') => new ApiError(401, 'Invalid2FATokenError', message);

/**
 * 401 RequiresCaptchaError (decision 0022): the password is checked only together with a solved
 * proof-of-work challenge. `data.challenge` is a fresh ALTCHA challenge, `data.challengeUrl`
 * hands out more; `data.reason` says why a sent solution did not count (invalid, expired, used).
 */
export const requiresCaptcha = (challenge: unknown, challengeUrl: string, reason?: string) =>
  new ApiError(401, 'RequiresCaptchaError', 'Solve the captcha to sign in.', {
    challenge,
    challengeUrl,
    ...(reason ? { reason } : {}),
  });
