/** Two-factor sign-in settings of the signed-in user (decision 0021); the sign-in step is in auth.ts. */
import { defineRoute, type HandlerContext, type Reply } from '../route';
import type { AuthUser } from '../../auth/authenticate';
import { self } from './guards';
import { userIdParams } from '@/lib/contract/users';
import {
  recoveryCodesSchema, twoFactorConfirmBody, twoFactorDisableBody, twoFactorEnrolmentSchema, twoFactorRegenerateBody,
  twoFactorStatusSchema,
} from '@/lib/contract/two-factor';
import {
  confirmEnrolment, disableTwoFactor, regenerateRecoveryCodes, startEnrolment, twoFactorStatus,
} from '../../auth/two-factor/service';
import { afterTwoFactorChange } from '../../auth/two-factor/changed';

const tag = 'Two-factor';

/**
 * A change that issues recovery codes (turning two-factor on, new codes) on the caller's own
 * account: like every two-factor change it ends the other sign-ins and mails a notice; the codes
 * are answered once.
 */
async function issueRecoveryCodes(
  c: HandlerContext<{ id: string }, unknown, unknown>,
  change: 'enabled' | 'recoveryCodes',
  issue: (user: AuthUser['user']) => Promise<string[]>,
): Promise<Reply> {
  const auth = self(c, c.params.id);
  const recoveryCodes = await issue(auth.user);
  await afterTwoFactorChange(c.app, auth, change);
  return { status: 200, body: { recoveryCodes } };
}

export const twoFactorRoutes = [
  defineRoute({
    mount: 'auth', method: 'GET', path: '/accounts/{id}/two-factor', tag, summary: 'Whether two-factor sign-in is on', auth: 'required', clientHeaders: 'api',
    params: userIdParams,
    success: { status: 200, description: 'The state', schema: twoFactorStatusSchema },
    errors: [401, 403],
    handler: async (c) => {
      const { user } = self(c, c.params.id);
      return { status: 200, body: await twoFactorStatus(c.app.db, user.id) };
    },
  }),
  defineRoute({
    mount: 'auth', method: 'POST', path: '/accounts/{id}/two-factor/enrolment', tag, summary: 'Start the set-up: a new secret for the authenticator app', auth: 'required', clientHeaders: 'api',
    params: userIdParams,
    success: { status: 201, description: 'The pending secret (shown once; it works after confirmation)', schema: twoFactorEnrolmentSchema },
    errors: [401, 403, 409],
    handler: async (c) => {
      const { user } = self(c, c.params.id);
      return { status: 201, body: await startEnrolment(c.app, user) };
    },
  }),
  defineRoute({
    mount: 'auth', method: 'POST', path: '/accounts/{id}/two-factor/confirmation', tag, summary: 'Turn two-factor sign-in on with a first code (ends every other sign-in, mails a notice)', auth: 'required', clientHeaders: 'api',
    params: userIdParams,
    body: twoFactorConfirmBody,
    success: { status: 200, description: 'On; the recovery codes (shown once)', schema: recoveryCodesSchema },
    errors: [400, 401, 403, 409, 429],
    handler: (c) => issueRecoveryCodes(c, 'enabled', (user) => confirmEnrolment(c.app, user, c.body.code)),
  }),
  defineRoute({
    mount: 'auth', method: 'POST', path: '/accounts/{id}/two-factor/recovery-codes', tag, summary: 'New recovery codes (a current code required; ends every other sign-in, mails a notice)', auth: 'required', clientHeaders: 'api',
    params: userIdParams,
    body: twoFactorRegenerateBody,
    success: { status: 200, description: 'The new codes (shown once); the old ones stop working', schema: recoveryCodesSchema },
    errors: [400, 401, 403, 429],
    handler: (c) => issueRecoveryCodes(c, 'recoveryCodes', (user) => regenerateRecoveryCodes(c.app, user, c.body.code)),
  }),
  defineRoute({
    mount: 'auth', method: 'POST', path: '/accounts/{id}/two-factor/disable', tag, summary: 'Turn two-factor sign-in off (password and a current code required; ends every other sign-in, mails a notice)', auth: 'required', clientHeaders: 'api',
    params: userIdParams,
    body: twoFactorDisableBody,
    success: { status: 204, description: 'Off' },
    errors: [400, 401, 403, 429],
    handler: async (c) => {
      const auth = self(c, c.params.id);
      await disableTwoFactor(c.app, auth.user, c.body.password, c.body.code, c.req.ip);
      await afterTwoFactorChange(c.app, auth, 'disabled');
      return { status: 204 };
    },
  }),
];
