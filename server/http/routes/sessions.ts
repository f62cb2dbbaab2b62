/** The sign-in captcha's challenges and the session list (decision 0022). */
import { z } from 'zod';
import { defineRoute } from '../route';
import { notFound } from '../../errors';
import { signedIn } from './guards';
import { newCaptchaChallenge } from '../../auth/captcha';
import { listSessions, revokeOtherSessions, revokeSession } from '../../auth/sessions';
import { perIp } from '../../rate-limit/hooks';
import { sessionIdParams, sessionListSchema, signOutEverywhereBody, signOutEverywhereSchema } from '@/lib/contract/sessions';

const tag = 'Auth';

export const sessionRoutes = [
  defineRoute({
    mount: 'auth', method: 'GET', path: '/captcha/challenge', tag, summary: 'A fresh sign-in captcha challenge (ALTCHA proof of work)', auth: 'none',
    // The widget fetches it itself: no device id or signature to send.
    clientHeaders: 'platform',
    limit: perIp('captcha-challenge-ip'),
    success: { status: 200, description: 'An ALTCHA challenge', schema: z.record(z.string(), z.unknown()) },
    errors: [429],
    handler: async (c) => ({ status: 200, body: await newCaptchaChallenge(c.app), headers: { 'Cache-Control': 'no-store' } }),
  }),
  defineRoute({
    mount: 'auth', method: 'GET', path: '/sessions', tag, summary: 'The active sessions of the signed-in user', auth: 'required', clientHeaders: 'api',
    success: { status: 200, description: 'Sessions, the most recently used first', schema: sessionListSchema },
    handler: async (c) => {
      const auth = signedIn(c);
      return { status: 200, body: { sessions: await listSessions(c.app, auth.user.id, auth.familyId) }, headers: { 'Cache-Control': 'no-store' } };
    },
  }),
  defineRoute({
    mount: 'auth', method: 'DELETE', path: '/sessions/{id}', tag, summary: 'Sign one session out', auth: 'required', clientHeaders: 'api',
    params: sessionIdParams,
    success: { status: 204, description: 'Signed out (the current session too, if it was this one)' },
    errors: [404],
    handler: async (c) => {
      const auth = signedIn(c);
      if (!(await revokeSession(c.app, auth.user.id, c.params.id))) throw notFound('No such active session.');
      return { status: 204 };
    },
  }),
  defineRoute({
    mount: 'auth', method: 'POST', path: '/sessions/sign-out-everywhere', tag, summary: 'Sign out every other session (or every one)', auth: 'required', clientHeaders: 'api',
    body: signOutEverywhereBody,
    success: { status: 200, description: 'How many active sessions ended', schema: signOutEverywhereSchema },
    handler: async (c) => {
      const auth = signedIn(c);
      const revoked = await revokeOtherSessions(c.app, auth.user.id, c.body.keepCurrent ? auth.familyId : null);
      return { status: 200, body: { revoked } };
    },
  }),
];
