/**
 * Reports (issue 13 §2): a signed-in user reports a message (of a chat they are in), a user, or a
 * know they can see, with a reason; once per target. Reviewers work the queue: HIDE the item (a
 * message stops being served, a know leaves the public), DISMISS, or SUSPEND the account behind
 * it. A decision closes every open report of the same target at once.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../app';
import type { AuthUser } from '../auth/authenticate';
import { chatMembers, chatMessages, knowers, knows, reports, users } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { canSee } from '../knows/visibility';
import { limitFor } from '../rate-limit/limits';
import { consume } from '../rate-limit/service';
import { memberChat } from './chats';
import { publish } from './live-hub';
import type { Report, ReportBody, ReportStatus, reviewReportSchema } from '@/lib/contract/chat';

type ReportRow = typeof reports.$inferSelect;
type ReviewReport = z.infer<typeof reviewReportSchema>;

const toReport = (r: ReportRow): Report => ({
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

/** The reviewers' queue: reports in `status`, oldest first, with an excerpt of what was reported. */
export async function reviewQueue(app: AppContext, status: ReportStatus, limit: number): Promise<ReviewReport[]> {
  const rows = await app.db.select().from(reports).where(eq(reports.status, status)).orderBy(asc(reports.createdAt), asc(reports.id)).limit(limit);
  const ids = (type: string) => rows.filter((r) => r.targetType === type).map((r) => r.targetId);
  const msgIds = ids('MESSAGE');
  const knowIds = ids('KNOW');
  const userIds = ids('USER');
  const excerpts = new Map<string, string>();
  if (msgIds.length) for (const m of await app.db.select({ id: chatMessages.id, text: chatMessages.text, kind: chatMessages.kind }).from(chatMessages).where(inArray(chatMessages.id, msgIds))) excerpts.set(m.id, m.text || `[${m.kind}]`);
  if (knowIds.length) for (const k of await app.db.select({ id: knows.id, title: knows.title }).from(knows).where(inArray(knows.id, knowIds))) excerpts.set(k.id, k.title);
  if (userIds.length) for (const u of await app.db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds))) excerpts.set(u.id, u.name);
  return rows.map((r) => ({
    ...toReport(r),
    reporterUuid: r.reporterId,
    targetUserUuid: r.targetUserId,
    excerpt: (excerpts.get(r.targetId) ?? '').slice(0, 500),
    decidedOn: r.decidedAt?.toISOString() ?? null,
  }));
}

const STATUS_OF = { HIDE: 'HIDDEN', DISMISS: 'DISMISSED', SUSPEND: 'SUSPENDED' } as const;

/** A reviewer's decision; 409 when the report was already decided. */
export async function decideReport(app: AppContext, reviewerId: string, reportId: string, action: keyof typeof STATUS_OF): Promise<Report> {
  return app.db.transaction(async (tx) => {
    const [report] = await tx.select().from(reports).where(eq(reports.id, reportId)).for('update');
    if (!report) throw notFound('No such report.');
    if (report.status !== 'OPEN') throw conflict('DuplicateError', 'This report was already decided.');
    if (action === 'HIDE') {
      if (report.targetType === 'USER') throw badRequest('A user cannot be hidden: suspend the account or dismiss the report.');
      if (report.targetType === 'MESSAGE') {
        const [msg] = await tx.update(chatMessages).set({ hiddenAt: new Date() }).where(eq(chatMessages.id, report.targetId)).returning();
        if (msg) {
          const members = await tx.select({ userId: chatMembers.userId }).from(chatMembers).where(eq(chatMembers.chatId, msg.chatId));
          await publish(tx, { t: 'hidden', c: msg.chatId, m: msg.id, to: members.map((m) => m.userId) });
        }
      } else {
        // Out of the public: search, lists and chats stop showing it; its owner still sees it.
        await tx.update(knows).set({ status: 'REJECTED', updatedAt: new Date() }).where(eq(knows.id, report.targetId));
      }
    }
    if (action === 'SUSPEND') {
      if (!report.targetUserId) throw badRequest('The account behind this report no longer exists.');
      // An inactive account fails authentication at once (server/auth/authenticate.ts): signed out everywhere.
      await tx.update(users).set({ active: false, updatedAt: new Date() }).where(eq(users.id, report.targetUserId));
    }
    const decided = await tx
      .update(reports)
      .set({ status: STATUS_OF[action], decidedBy: reviewerId, decidedAt: new Date() })
      .where(and(eq(reports.targetType, report.targetType), eq(reports.targetId, report.targetId), eq(reports.status, 'OPEN')))
      .returning();
    return toReport(decided.find((r) => r.id === reportId)!);
  });
}
