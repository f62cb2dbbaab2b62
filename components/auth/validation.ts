/**
 * Client-side checks of the account forms, mirroring the API's rules (server/users/schemas.ts,
 * server/auth/passwords.ts) so most mistakes are caught before a round trip. The server stays
 * the authority: its FormValidationError fields are shown as well.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const USERNAME_PATTERN = /^[A-Za-z0-9._]{3,30}$/;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const codePointLength = (s: string) => [...s].length;

export function isEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= 254 && EMAIL_PATTERN.test(v);
}

export type PasswordProblem = 'required' | 'tooShort' | 'tooLong' | null;

export function passwordProblem(value: string): PasswordProblem {
  if (!value) return 'required';
  const n = codePointLength(value);
  if (n < PASSWORD_MIN) return 'tooShort';
  if (n > PASSWORD_MAX) return 'tooLong';
  return null;
}

/** YYYY-MM-DD of a real day that is not in the future. */
export function isValidBirthDate(value: string, today: Date = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value && d.getTime() <= today.getTime();
}
