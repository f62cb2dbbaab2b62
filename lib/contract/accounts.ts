/** Contract of the auth server (spec §7): OAuth grants and logout, e-mail and password changes. */
import { z } from 'zod';
import { USER_LIMITS } from './limits';
import { currentPasswordSchema, emailSchema, passwordSchema } from './users';
import { twoFactorGrantBody } from './two-factor';

const token = () => z.string().min(1).max(USER_LIMITS.tokenMax);

export const tokenBody = z.discriminatedUnion(
  'grantType',
  [
    z.object({
      grantType: z.literal('password'),
      /** E-mail address or username. */
      username: z.string().min(1, 'Enter your e-mail address or username.').max(USER_LIMITS.emailMax),
      password: currentPasswordSchema(),
      /** The ALTCHA widget's payload after a RequiresCaptchaError (decision 0022). */
      captcha: z.string().max(USER_LIMITS.captchaPayloadMax).optional(),
    }),
    z.object({ grantType: z.literal('refresh_token'), refreshToken: token() }),
    twoFactorGrantBody,
  ],
  { error: 'grantType must be "password", "refresh_token" or "two_factor".' },
);

export const tokenSchema = z
  .object({
    accessToken: z.string(),
    refreshToken: z.string(),
    tokenType: z.literal('Bearer'),
    /** Seconds until the access token expires. */
    expiresIn: z.number().int(),
  })
  .meta({ id: 'OauthToken' });
export type TokenResponse = z.infer<typeof tokenSchema>;

export const refreshBody = z.object({ refreshToken: token() });
export const confirmEmailBody = z.object({ confirmationToken: token() });
export const changeEmailBody = z.object({ newEmail: emailSchema, password: currentPasswordSchema() });
export const changePasswordBody = z.object({
  oldPassword: currentPasswordSchema('Enter your current password.'),
  newPassword: passwordSchema,
});
export const forgotPasswordBody = z.object({ email: emailSchema });
export const acceptedSchema = z.object({ accepted: z.boolean() });
export const resetPasswordBody = z.object({ token: token(), newPassword: passwordSchema });
