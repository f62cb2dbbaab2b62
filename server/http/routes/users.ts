import { createHash } from 'node:crypto';
import { defineRoute, type HandlerContext, type Reply } from '../route';
import type { AuthUser } from '../../auth/authenticate';
import { fileReply, storedBytes } from '../file-reply';
import { notFound } from '../../errors';
import { self, signedIn } from './guards';
import {
  createUserBody, lookupSchema, openAppSchema, publicUserSchema, timezoneBody, unsubscribeBody, unsubscribeResultSchema, updateUserBody,
  userIdParams, userSchema, usernameParams, usernameQuery,
} from '@/lib/contract/users';
import { toPublicUser, toSelfUser } from '../../users/serialize';
import {
  changeUsername, createUser, getProfilePicture, mustFind, setProfilePicture, setTimezone, trackLookup, trackOpenApp,
  updateUser,
} from '../../users/service';
import { unsubscribe } from '../../users/newsletter';
import { findUserViewByUsername, type UserView } from '../../users/repository';
import { perIp } from '../../rate-limit/hooks';

const tag = 'Users';

/** The caller changes their own account (`id` must be theirs, else 403); the answer is the updated user. */
async function updateOwnAccount(c: HandlerContext<{ id: string }, unknown, unknown>, change: (user: AuthUser['user']) => Promise<UserView>): Promise<Reply> {
  const auth = self(c, c.params.id);
  return { status: 200, body: toSelfUser(await change(auth.user)) };
}

export const userRoutes = [
  defineRoute({
    mount: 'v1', method: 'POST', path: '/users', tag, summary: 'Sign up', auth: 'none', clientHeaders: 'api',
    body: createUserBody,
    limit: perIp('signup-ip'),
    success: { status: 201, description: 'The new user', schema: userSchema },
    errors: [400, 409, 429],
    handler: async (c) => {
      const view = await createUser(c.app, c.body, c.req.host);
      return { status: 201, body: toSelfUser(view) };
    },
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/users/me', tag, summary: 'The signed-in user', auth: 'required', clientHeaders: 'api',
    success: { status: 200, description: 'The signed-in user', schema: userSchema },
    // One query: the bearer check already loaded the user and their knower id.
    handler: async (c) => {
      const auth = signedIn(c);
      return { status: 200, body: toSelfUser({ user: auth.user, knowerId: auth.knowerId }) };
    },
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/users/{id}/public', tag, summary: 'Public profile of a user', auth: 'optional', clientHeaders: 'api',
    params: userIdParams,
    success: { status: 200, description: 'Public fields', schema: publicUserSchema },
    handler: async (c) => {
      const view = await mustFind(c.app, c.params.id);
      if (!view.user.active) throw notFound('User not found.');
      return { status: 200, body: toPublicUser(view) };
    },
  }),
  defineRoute({
    mount: 'v1', method: 'PATCH', path: '/users/{id}', tag, summary: 'Update own profile (incl. school{id})', auth: 'required', clientHeaders: 'api',
    params: userIdParams, body: updateUserBody,
    success: { status: 200, description: 'The updated user', schema: userSchema },
    errors: [400, 403],
    handler: (c) => updateOwnAccount(c, (user) => updateUser(c.app, user, c.body)),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/users/{id}/profilepicture', tag, summary: 'Profile picture (image bytes)', auth: 'optional', clientHeaders: 'api',
    params: userIdParams,
    success: { status: 200, description: 'PNG, JPEG or WebP image', contentType: 'image/*' },
    file: { ranges: false },
    handler: async (c) => {
      const pic = await getProfilePicture(c.app, c.params.id);
      return fileReply(c.req, {
        // A new picture gets a new random key: the key's hash is a strong tag.
        etag: `"${createHash('sha256').update(pic.key).digest('hex').slice(0, 32)}"`,
        contentType: pic.type,
        // Anyone may fetch any picture: shared caches may keep it briefly (the profile's URL
        // carries ?v= of the last change, so a changed picture is a new URL anyway).
        headers: { 'Cache-Control': 'public, max-age=300', 'Content-Disposition': 'inline' },
        read: storedBytes(c.app.storage, pic.key),
      });
    },
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: '/users/{id}/profilepicture', tag, summary: 'Upload a profile picture (multipart field "file")', auth: 'required', clientHeaders: 'api',
    params: userIdParams, bodyKind: 'multipart',
    success: { status: 200, description: 'The updated user', schema: userSchema },
    errors: [400, 403, 413, 415],
    handler: (c) => updateOwnAccount(c, (user) => setProfilePicture(c.app, user, c.files)),
  }),
  defineRoute({
    mount: 'v1', method: 'PATCH', path: '/users/{id}/username', tag, summary: 'Change username (?username=)', auth: 'required', clientHeaders: 'api',
    params: userIdParams, query: usernameQuery,
    success: { status: 200, description: 'The updated user', schema: userSchema },
    errors: [400, 403, 409],
    handler: (c) => updateOwnAccount(c, (user) => changeUsername(c.app, user, c.query.username)),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/users/usernames/{username}', tag, summary: 'User by username (404: free)', auth: 'optional', clientHeaders: 'api',
    params: usernameParams,
    limit: perIp('username-lookup-ip'),
    success: { status: 200, description: 'The user with this username', schema: publicUserSchema },
    errors: [429],
    handler: async (c) => {
      const view = await findUserViewByUsername(c.app.db, c.params.username);
      if (!view || !view.user.active) throw notFound('No user has this username.');
      return { status: 200, body: toPublicUser(view) };
    },
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: '/users/newsletter/unsubscribe/v2', tag, summary: 'Unsubscribe from e-mails by preferences token', auth: 'none', clientHeaders: 'api',
    body: unsubscribeBody,
    success: { status: 200, description: 'Unsubscribed', schema: unsubscribeResultSchema },
    // An unknown preferences token.
    errors: [404],
    handler: async (c) => {
      const { emailType } = await unsubscribe(c.app, c.body);
      return { status: 200, body: { unsubscribed: true, emailType } };
    },
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: '/users/{id}/open-app', tag, summary: 'Record an open-app click', auth: 'required', clientHeaders: 'api',
    params: userIdParams,
    success: { status: 200, description: 'Tracked', schema: openAppSchema },
    // Only on one's own account (self).
    errors: [403],
    handler: async (c) => {
      const auth = self(c, c.params.id);
      return { status: 200, body: { lastTrackedOn: (await trackOpenApp(c.app, auth.user)).toISOString() } };
    },
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: '/users/{id}/lookup', tag, summary: 'IP lookup tracking (spec §9 intervals)', auth: 'required', clientHeaders: 'api',
    params: userIdParams,
    success: { status: 200, description: 'Lookup state', schema: lookupSchema },
    // Only on one's own account (self).
    errors: [403],
    handler: async (c) => {
      const auth = self(c, c.params.id);
      const header = c.app.env.TRUSTED_COUNTRY_HEADER ? c.req.headers[c.app.env.TRUSTED_COUNTRY_HEADER] : undefined;
      return { status: 200, body: await trackLookup(c.app, auth.user, c.req.ip, typeof header === 'string' ? header : null) };
    },
  }),
  defineRoute({
    mount: 'v1', method: 'PATCH', path: '/users/{id}/timezone', tag, summary: 'Report the timezone offset', auth: 'required', clientHeaders: 'api',
    params: userIdParams, body: timezoneBody,
    success: { status: 200, description: 'The updated user', schema: userSchema },
    // Only on one's own account (self).
    errors: [403],
    handler: (c) => updateOwnAccount(c, (user) => setTimezone(c.app, user, c.body.offset)),
  }),
];
