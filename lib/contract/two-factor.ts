/**
 * Contract of two-factor sign-in (decision 0021): enrolment, confirmation, recovery codes,
 * disabling, and the second step of the token grant. One `code` field takes either a 6-digit
 * authenticator code or a recovery code; the server tells them apart by their shape.
 */
import { z } from 'zod';
import { USER_LIMITS } from './limits';
import { currentPasswordSchema } from './users';
import { TWO_FACTOR } from './two-factor-limits';


export const twoFactorCodeSchema = z
  .string({ error: 'Enter the code.' })
  .trim()
  .min(1, 'Enter the code.')
  .max(TWO_FACTOR.codeInputMax, 'The code is too long.');

export const twoFactorConfirmBody = z.object({ code: twoFactorCodeSchema });
export const twoFactorRegenerateBody = z.object({ code: twoFactorCodeSchema });
export const twoFactorDisableBody = z.object({ password: currentPasswordSchema(), code: twoFactorCodeSchema });

/** Second step of the sign-in: the challenge of the Requires2FAError answer and a code. */
export const twoFactorGrantBody = z.object({
  grantType: z.literal('two_factor'),
  challengeToken: z.string().min(1).max(USER_LIMITS.tokenMax),
  code: twoFactorCodeSchema,
});

export const twoFactorStatusSchema = z
  .object({
    enabled: z.boolean(),
    enabledAt: z.string().nullable(),
    /** An enrolment was started and waits for its first code. */
    pending: z.boolean(),
    /** Unused recovery codes left (0 while off). */
    recoveryCodesLeft: z.number().int(),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorEnrolmentSchema = z
  .object({
    /** Base32 secret for manual entry into an authenticator app. */
    secret: z.string(),
    /** otpauth:// URI for the QR code. */
    otpauthUri: z.string(),
  })
  .meta({ id: 'TwoFactorEnrolment' });
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

export const recoveryCodesSchema = z
  .object({ recoveryCodes: z.array(z.string()) })
  .meta({ id: 'TwoFactorRecoveryCodes' });

/** The `data` of a Requires2FAError answer to the password grant. */
export interface Requires2faData {
  challengeToken: string;
  /** Seconds the challenge stays valid. */
  expiresIn: number;
}
