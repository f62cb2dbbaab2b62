/**
 * The reviewers' side of reports (issue 13 §2, decision 0037, on the reviewer role of 0028): the
 * queue, oldest first, with an excerpt of what was reported, and the decision. HIDE takes the
 * item out of view (a message is no longer served, its chat's streams are told; a know is
 * REJECTED, out of the public), DISMISS closes the report, SUSPEND deactivates the account behind
 * it (signed out everywhere at once). A decision closes every open report of the same target, is
 * taken under the report's row lock (two reviewers decide once), and enters the audit trail in
 * the same transaction. A reviewer sees and decides the reports of their editions only (decision
 * 0050); another edition's report answers 404, so its excerpt never leaves its edition.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import { chatMembers, chatMessages, knows, reports, users } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { recordAction } from '../review/audit';
import { publish } from './live-hub';
import { toReport } from './reports';
import type { Report, ReportStatus, reviewReportSchema } from '@/lib/contract/chat';
import type { CountryCode } from '@/lib/config/countries';

type ReviewReport = z.infer<typeof reviewReportSchema>;

/** The reports of the reviewer's editions. */
const ofEditions = (reviewer: AuthUser) => inArray(reports.edition, [...(reviewer.reviewer?.editions ?? [])]);

/** The reviewers' queue: reports of their editions in `status`, oldest first, with an excerpt of what was reported. */
export async function reviewQueue(app: AppContext, reviewer: AuthUser, status: ReportStatus, limit: number): Promise<ReviewReport[]> {
  const rows = await app.db
    .select()
    .from(reports)
    .where(and(eq(reports.status, status), ofEditions(reviewer)))
    .orderBy(asc(reports.createdAt), asc(reports.id))
    .limit(limit);
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
    edition: r.edition as CountryCode,
    excerpt: (excerpts.get(r.targetId) ?? '').slice(0, 500),
    decidedOn: r.decidedAt?.toISOString() ?? null,
  }));
}

const STATUS_OF = { HIDE: 'HIDDEN', DISMISS: 'DISMISSED', SUSPEND: 'SUSPENDED' } as const;
const AUDIT_OF = { HIDE: 'REPORT_HIDDEN', DISMISS: 'REPORT_DISMISSED', SUSPEND: 'ACCOUNT_SUSPENDED' } as const;

/** A reviewer's decision; 409 when the report was already decided. */
export async function decideReport(app: AppContext, reviewer: AuthUser, reportId: string, action: keyof typeof STATUS_OF): Promise<Report> {
  const reviewerId = reviewer.user.id;
  return app.db.transaction(async (tx) => {
    const [report] = await tx.select().from(reports).where(and(eq(reports.id, reportId), ofEditions(reviewer))).for('update');
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
    await recordAction(tx, { actorId: reviewerId, action: AUDIT_OF[action], itemType: 'REPORT', itemId: report.id, detail: `${report.targetType} ${report.targetId}` });
    const decided = await tx
      .update(reports)
      .set({ status: STATUS_OF[action], decidedBy: reviewerId, decidedAt: new Date() })
      .where(and(eq(reports.targetType, report.targetType), eq(reports.targetId, report.targetId), eq(reports.status, 'OPEN')))
      .returning();
    return toReport(decided.find((r) => r.id === reportId)!);
  });
}
