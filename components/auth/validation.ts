/**
 * Client-side checks of the account forms, with the API's own rules and limits from the
 * contract (lib/contract/limits.ts, zod-free so the forms do not ship the schemas), so most
 * mistakes are caught before a round trip. The server stays the authority: its
 * FormValidationError fields are shown as well. tests/unit/contract-forms.test.ts checks these
 * helpers agree with the contract's schemas.
 */
import { codePointLength, EMAIL_PATTERN, isPastDate, USER_LIMITS } from '@/lib/contract/limits';

export { codePointLength, USERNAME_PATTERN } from '@/lib/contract/limits';
export const PASSWORD_MIN = USER_LIMITS.passwordMin;
export const PASSWORD_MAX = USER_LIMITS.passwordMax;
export const NAME_MAX = USER_LIMITS.nameMax;

export function isEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= USER_LIMITS.emailMax && EMAIL_PATTERN.test(v);
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
export const isValidBirthDate = isPastDate;
