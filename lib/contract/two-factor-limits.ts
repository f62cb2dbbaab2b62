/**
 * Limits of two-factor sign-in (decision 0021), without zod: the sign-in form imports these,
 * and zod stays out of that page's bundle.
 */
export const TWO_FACTOR = {
  /** Digits of an authenticator (TOTP) code. */
  codeDigits: 6,
  /** Recovery codes handed out at once. */
  recoveryCodeCount: 10,
  /** Characters of a recovery code (without the dashes): 12 of 31 symbols, about 59 bits. */
  recoveryCodeLength: 12,
  /** Longest accepted code input (a recovery code with dashes and spaces fits easily). */
  codeInputMax: 40,
  /** Seconds a sign-in challenge (password checked, code pending) stays valid. */
  challengeTtlSeconds: 300,
} as const;

/** A 6-digit authenticator code once spaces are removed (apps show "123 456"). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
