/**
 * Reports (issue 13 §2): a signed-in user reports a message (of a chat they are in), a user, or a
 * know they can see, with a reason; once per target. Reviewers work the queue: HIDE the item (a
 * message stops being served, a know leaves the public), DISMISS, or SUSPEND the account behind
 * it. A decision closes every open report of the same target at once.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app';
import type { AuthUser } from '../auth/authenticate';
import { chatMessages, knowers, knows, reports, users } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { canSee } from '../knows/visibility';
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

/** The account behind a target the reporter can see; 404 for anything they cannot. */
async function targetUser(app: AppContext, auth: AuthUser, body: ReportBody): Promise<string | null> {
  if (body.targetType === 'MESSAGE') {
    const [msg] = await app.db.select().from(chatMessages).where(eq(chatMessages.id, body.targetUuid));
    if (!msg) throw notFound('No such message.');
    await memberChat(app.db, msg.chatId, auth.user.id);
    return msg.senderId;
  }
  if (body.targetType === 'KNOW') {
    const [know] = await app.db
      .select({ knowerId: knows.knowerId, status: knows.status, isPrivate: knows.isPrivate, userId: knowers.userId })
      .from(knows)
      .innerJoin(knowers, eq(knowers.id, knows.knowerId))
      .where(eq(knows.id, body.targetUuid));
    if (!know || !canSee(know, auth)) throw notFound('No such know.');
    return know.userId;
  }
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, body.targetUuid));
  if (!user) throw notFound('No such user.');
  return user.id;
}

export async function createReport(app: AppContext, auth: AuthUser, body: ReportBody): Promise<Report> {
  const targetUserId = await targetUser(app, auth, body);
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
      reason: body.reason,
      details: body.details?.trim() ?? '',
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('DuplicateError', 'You have already reported this.');
  return toReport(row);
}
