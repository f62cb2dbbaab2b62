/**
 * Contract of the session list (decision 0022): the user's active sign-ins (token families),
 * signing one out, and signing out everywhere else (or everywhere).
 */
import { z } from 'zod';

export const sessionSchema = z
  .object({
    id: z.uuid(),
    /** Browser and system named from the sign-in's User-Agent; null when not recognised. */
    browser: z.string().nullable(),
    os: z.string().nullable(),
    /** ISO country of the sign-in's IP, when known (the IP is not kept). */
    country: z.string().nullable(),
    createdAt: z.iso.datetime(),
    /** The sign-in or its latest token refresh (so exact to the access-token lifetime). */
    lastUsedAt: z.iso.datetime(),
    /** The session of the access token of this request ("this device"). */
    current: z.boolean(),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;

export const sessionListSchema = z.object({ sessions: z.array(sessionSchema) }).meta({ id: 'SessionList' });
export type SessionList = z.infer<typeof sessionListSchema>;

export const sessionIdParams = z.object({ id: z.uuid() });

export const signOutEverywhereBody = z.object({
  /** true (default): every other session ends and this one stays; false: this one ends too. */
  keepCurrent: z.boolean().default(true),
});

export const signOutEverywhereSchema = z.object({ revoked: z.number().int() }).meta({ id: 'SignedOutSessions' });
export type SignedOutSessions = z.infer<typeof signOutEverywhereSchema>;
