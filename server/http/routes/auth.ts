import { defineRoute, noContent } from '../route';
import { self } from './guards';
import { passwordGrant, twoFactorGrant } from '../../auth/service';
import { revokeByRefreshToken, rotateRefreshToken } from '../../auth/tokens';
import { changeEmail, changePassword, confirmEmail, forgotPassword, resendConfirmation, resetPassword } from '../../accounts/service';
import { userIdParams, userSchema } from '@/lib/contract/users';
import {
  acceptedSchema, changeEmailBody, changePasswordBody, confirmEmailBody, forgotPasswordBody, refreshBody, resetPasswordBody, tokenBody,
  tokenSchema,
} from '@/lib/contract/accounts';
import { toSelfUser } from '../../users/serialize';
import { mustFind } from '../../users/service';
import { perIp, signInIp } from '../../rate-limit/hooks';
import { sessionOrigin } from '../../auth/session-origin';

const tag = 'Auth';

export const authRoutes = [
  defineRoute({
    mount: 'auth', method: 'POST', path: '/oauth/token', tag, summary: 'Password, two-factor or refresh-token grant', auth: 'none', clientHeaders: 'api',
    body: tokenBody,
    limit: signInIp,
    success: { status: 200, description: 'Tokens', schema: tokenSchema },
    errors: [400, 401, 429],
    handler: async (c) => {
      // 401 is also RequiresCaptchaError after repeated failures (decision 0022).
      const b = c.body;
      const tokens = b.grantType === 'password'
        ? await passwordGrant(c.app, b.username, b.password, { ip: c.req.ip, captcha: b.captcha, ...sessionOrigin(c.app, c.req) })
        : b.grantType === 'two_factor'
          ? await twoFactorGrant(c.app, b.challengeToken, b.code, sessionOrigin(c.app, c.req))
          : await rotateRefreshToken(c.app, b.refreshToken);
      return { status: 200, body: tokens };
    },
  }),
  defineRoute({
    mount: 'auth', method: 'POST', path: '/oauth/logout', tag, summary: 'Revoke the sign-in of a refresh token', auth: 'none', clientHeaders: 'api',
    body: refreshBody,
    success: { status: 204, description: 'Signed out' },
    handler: async (c) => noContent(revokeByRefreshToken(c.app, c.body.refreshToken)),
  }),
  defineRoute({
    mount: 'auth', method: 'POST', path: '/accounts/{id}/resendconfirmation', tag, summary: 'Send the confirmation e-mail again', auth: 'required', clientHeaders: 'api',
    params: userIdParams,
    success: { status: 204, description: 'Sent' },
    errors: [400, 403, 429],
    handler: async (c) => noContent(resendConfirmation(c.app, self(c, c.params.id).user)),
  }),
  defineRoute({
    mount: 'auth', method: 'POST', path: '/accounts/confirm-email', tag, summary: 'Confirm an e-mail address', auth: 'none', clientHeaders: 'api',
    body: confirmEmailBody,
    success: { status: 200, description: 'The confirmed user', schema: userSchema },
    handler: async (c) => {
      const userId = await confirmEmail(c.app, c.body.confirmationToken);
      return { status: 200, body: toSelfUser(await mustFind(c.app, userId)) };
    },
  }),
  defineRoute({
    mount: 'auth', method: 'PATCH', path: '/accounts/{id}/email', tag, summary: 'Change the e-mail address (password required)', auth: 'required', clientHeaders: 'api',
    params: userIdParams,
    body: changeEmailBody,
    success: { status: 200, description: 'The updated user (unconfirmed address)', schema: userSchema },
    errors: [400, 401, 403, 409, 429],
    handler: async (c) => {
      const auth = self(c, c.params.id);
      await changeEmail(c.app, auth.user, c.body.newEmail, c.body.password, c.req.ip);
      return { status: 200, body: toSelfUser(await mustFind(c.app, auth.user.id)) };
    },
  }),
  defineRoute({
    mount: 'auth', method: 'PATCH', path: '/accounts/{id}/password', tag, summary: 'Change the password (old password required)', auth: 'required', clientHeaders: 'api',
    params: userIdParams,
    body: changePasswordBody,
    success: { status: 200, description: 'Changed; every sign-in is ended and the caller gets a new one', schema: tokenSchema },
    errors: [400, 401, 403, 429],
    handler: async (c) => {
      const auth = self(c, c.params.id);
      const tokens = await changePassword(c.app, auth.user, c.body.oldPassword, c.body.newPassword, c.req.ip, sessionOrigin(c.app, c.req));
      return { status: 200, body: tokens };
    },
  }),
  defineRoute({
    mount: 'auth', method: 'POST', path: '/accounts/forgot-password', tag, summary: 'E-mail a password reset link', auth: 'none', clientHeaders: 'api',
    body: forgotPasswordBody,
    limit: perIp('forgot-password-ip'),
    success: { status: 202, description: 'Accepted (whether or not the address has an account)', schema: acceptedSchema },
    errors: [400, 429],
    handler: async (c) => {
      await forgotPassword(c.app, c.body.email);
      return { status: 202, body: { accepted: true } };
    },
  }),
  defineRoute({
    mount: 'auth', method: 'POST', path: '/accounts/reset-password', tag, summary: 'Set a new password with a reset token', auth: 'none', clientHeaders: 'api',
    body: resetPasswordBody,
    success: { status: 204, description: 'Password set; every sign-in is ended' },
    handler: async (c) => noContent(resetPassword(c.app, c.body.token, c.body.newPassword)),
  }),
];
