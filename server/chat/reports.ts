/**
 * Reports (issue 13 §2): a signed-in user reports a message (of a chat they are in), a user, or a
 * know they can see, with a reason; once per target. Reviewers work the queue: HIDE the item (a
 * message stops being served, a know leaves the public), DISMISS, or SUSPEND the account behind
 * it. A decision closes every open report of the same target at once. A report belongs to the
 * edition of what it is about (decision 0050: the know's, else the account's behind the target),
 * fixed when it is made, and only that edition's reviewers see it.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import { chatMessages, knowers, knows, reports, users } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { canSee } from '../knows/visibility';
import { reviewEditionOf } from '../review/editions';
import { limitFor } from '../rate-limit/limits';
import { consume } from '../rate-limit/service';
import { memberChat } from './chats';
import type { Report, ReportBody, ReportStatus } from '@/lib/contract/chat';

type ReportRow = typeof reports.$inferSelect;

export const toReport = (r: ReportRow): Report => ({
  uuid: r.id,
  targetType: r.targetType as Report['targetType'],
  targetUuid: r.targetId,
  reason: r.reason as Report['reason'],
  details: r.details,
  status: r.status as ReportStatus,
  createdOn: r.createdAt.toISOString(),
});

interface Target {
  /** The account behind the target (sender, user, knower's user). */
  userId: string | null;
  /** The country whose edition the report belongs to: the know's, else the target account's. */
  country: string | null;
}

/** The account behind a target the reporter can see, and its country; 404 for anything they cannot. */
async function targetOf(app: AppContext, auth: AuthUser, body: ReportBody): Promise<Target> {
  if (body.targetType === 'MESSAGE') {
    const [msg] = await app.db
      .select({ chatId: chatMessages.chatId, senderId: chatMessages.senderId, country: users.country })
      .from(chatMessages)
      .leftJoin(users, eq(users.id, chatMessages.senderId))
      .where(eq(chatMessages.id, body.targetUuid));
    if (!msg) throw notFound('No such message.');
    await memberChat(app.db, msg.chatId, auth.user.id);
    return { userId: msg.senderId, country: msg.country };
  }
  if (body.targetType === 'KNOW') {
    const [know] = await app.db
      .select({ knowerId: knows.knowerId, status: knows.status, isPrivate: knows.isPrivate, country: knows.country, userId: knowers.userId })
      .from(knows)
      .innerJoin(knowers, eq(knowers.id, knows.knowerId))
      .where(eq(knows.id, body.targetUuid));
    if (!know || !canSee(know, auth)) throw notFound('No such know.');
    return { userId: know.userId, country: know.country };
  }
  const [user] = await app.db.select({ id: users.id, country: users.country }).from(users).where(eq(users.id, body.targetUuid));
  if (!user) throw notFound('No such user.');
  return { userId: user.id, country: user.country };
}

export async function createReport(app: AppContext, auth: AuthUser, body: ReportBody): Promise<Report> {
  const target = await targetOf(app, auth, body);
  const targetUserId = target.userId;
  if (targetUserId === auth.user.id) throw badRequest('You cannot report yourself or your own content.');
  await consume(app.db, limitFor('report-user', auth.user.id));
  const [row] = await app.db
    .insert(reports)
    .values({
      id: randomUUID(),
      reporterId: auth.user.id,
      targetType: body.targetType,
      targetId: body.targetUuid,
      targetUserId,
      // A message whose sender is gone: the reporter's edition, where it was seen.
      edition: reviewEditionOf(target.country ?? auth.user.country, app.env),
      reason: body.reason,
      details: body.details?.trim() ?? '',
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('DuplicateError', 'You have already reported this.');
  return toReport(row);
}
