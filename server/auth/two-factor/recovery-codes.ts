/**
 * Recovery codes: TWO_FACTOR.recoveryCodeCount random codes shown once, stored as a keyed hash
 * (HMAC under a key derived from the token key), each usable once. Letters and digits without
 * look-alikes (0/o, 1/l/i), shown as xxxx-xxxx-xxxx; typing is forgiving about case, spaces
 * and dashes. Never six digits, so one input field can take either kind of code.
 */
import { randomInt } from 'node:crypto';
import { TWO_FACTOR } from '@/lib/contract/two-factor-limits';
import { keyedHash } from '../seal';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newRecoveryCode(): string {
  let raw = '';
  for (let i = 0; i < TWO_FACTOR.recoveryCodeLength; i++) raw += ALPHABET[randomInt(ALPHABET.length)];
  return raw.match(/.{1,4}/g)!.join('-');
}

/** The canonical form of a typed recovery code, or null when it cannot be one. */
export function normaliseRecoveryCode(input: string): string | null {
  const raw = input.toLowerCase().replace(/[\s-]+/g, '');
  if (raw.length !== TWO_FACTOR.recoveryCodeLength) return null;
  for (const ch of raw) if (!ALPHABET.includes(ch)) return null;
  return raw;
}

export function hashRecoveryCode(authSecret: Buffer, normalised: string): string {
  return keyedHash(authSecret, 'recovery-code', normalised);
}
