/**
 * Unsubscribe link of an e-mail (spec §7: POST /users/newsletter/unsubscribe/v2 with emailType,
 * emailPreferencesToken, emailUuid). The per-user preferences token authorises it; emailType
 * says what to stop; emailUuid, the mail the link came from, is recorded with the request as an
 * `email_unsubscribed` event (decision 0010), so unsubscribes can be traced to a mailing.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { randomUuid } from '@/lib/uuid';
import type { AppContext } from '../app-context';
import { safeEqual } from '../auth/crypto';
import { analyticsEvents, users } from '../db/schema';
import { notFound } from '../errors';
import type { unsubscribeBody } from '@/lib/contract/users';

export type UnsubscribeInput = z.output<typeof unsubscribeBody>;
export type EmailType = UnsubscribeInput['emailType'];

/** The subscriptions each e-mail type ends: today the newsletter is the only optional mail. */
const STOPS: Record<EmailType, { newsletter: boolean }> = {
  NEWSLETTER: { newsletter: true },
  ALL: { newsletter: true },
};

export const UNSUBSCRIBE_EVENT = 'email_unsubscribed';

export async function unsubscribe(app: AppContext, input: UnsubscribeInput): Promise<{ emailType: EmailType }> {
  const token = input.emailPreferencesToken;
  // The token is looked up by equality, then compared in constant time as a second check.
  const [row] = await app.db
    .select({ id: users.id, token: users.emailPreferencesToken })
    .from(users)
    .where(eq(users.emailPreferencesToken, token));
  if (!row || !safeEqual(row.token, token)) throw notFound('Unknown e-mail preferences token.');
  const stops = STOPS[input.emailType];
  await app.db.transaction(async (tx) => {
    if (stops.newsletter) await tx.update(users).set({ newsletter: false, updatedAt: new Date() }).where(eq(users.id, row.id));
    await tx.insert(analyticsEvents).values({
      uuid: randomUuid(),
      name: UNSUBSCRIBE_EVENT,
      userId: row.id,
      payload: { emailType: input.emailType, emailUuid: input.emailUuid ?? null },
    });
  });
  return { emailType: input.emailType };
}
