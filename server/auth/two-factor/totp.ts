/**
 * TOTP (RFC 6238 through otplib v13): SHA-1, 6 digits, 30-second steps, the defaults every
 * authenticator app understands. A code is accepted for its step and one step either side (clock
 * drift), and only for a step later than the last accepted one (no replay within the window).
 */
import { generateSecret, generateURI, verify } from 'otplib';
import { TOTP_CODE_PATTERN } from '@/lib/contract/two-factor-limits';

/** Seconds of clock drift accepted either way: one 30-second step. */
const DRIFT_SECONDS = 30;

export function newTotpSecret(): string {
  // 20 bytes = 160 bits, the RFC 4226 recommendation.
  return generateSecret({ length: 20 });
}

export function otpauthUri(secret: string, issuer: string, label: string): string {
  return generateURI({ issuer, label, secret });
}

/** "123 456" -> "123456"; null when it is not a 6-digit code. */
export function totpCodeOf(input: string): string | null {
  const code = input.replace(/\s+/g, '');
  return TOTP_CODE_PATTERN.test(code) ? code : null;
}

/** The time step the code belongs to when it is right and later than `afterStep`, else null. */
export async function matchTotp(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: DRIFT_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // The functional verify types TOTP and HOTP results together; only TOTP ones carry timeStep.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
