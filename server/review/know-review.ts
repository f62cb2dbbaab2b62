/**
 * The know review queue (issue 11 §2, decision 0028): knows IN_REVIEW, oldest first, by edition
 * and subject; a reviewer publishes one or rejects it with a reason its owner sees. The know row
 * is locked while deciding, so parallel decisions on one know decide once (the others see the
 * new status and are refused) and a delete cannot slip in between. A reviewer sees and decides
 * the knows of their editions only (decision 0050): another edition's know answers 404.
 */
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Know, KnowDetail, Page } from '@/lib/contract/knows';
import type { KnowDecision, ReviewKnowsParams } from '@/lib/contract/review';
import { reviewKnowsQuery } from '@/lib/contract/review';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import { knows } from '../db/schema';
import { badRequest, formError, notFound } from '../errors';
import { findKnow } from '../knows/repository';
import { knowColumns, serializeKnowDetail, serializeKnows } from '../knows/serialize';
import { reviewsKnow } from '../knows/visibility';
import { recordAction } from './audit';

type Ctx = Pick<AppContext, 'db'>;

export async function knowReviewQueue(app: Ctx, reviewer: AuthUser, params: ReviewKnowsParams): Promise<Page<Know>> {
  const parsed = reviewKnowsQuery.safeParse(params);
  if (!parsed.success) throw formError({ query: parsed.error.issues[0]?.message ?? 'Invalid query.' });
  const q = parsed.data;
  const where: SQL[] = [eq(knows.status, 'IN_REVIEW'), inArray(knows.country, [...(reviewer.reviewer?.countries ?? [])])];
  if (q.country !== undefined) where.push(eq(knows.country, q.country));
  if (q.subjectId !== undefined) where.push(eq(knows.subjectId, q.subjectId));
  const [rows, [total]] = await Promise.all([
    app.db.select(knowColumns).from(knows).where(and(...where)).orderBy(asc(knows.createdAt), asc(knows.id)).limit(q.limit).offset(q.offset),
    app.db.select({ n: count() }).from(knows).where(and(...where)),
  ]);
  return { content: await serializeKnows(app, rows, reviewer), numberOfResults: total?.n ?? 0 };
}

export async function decideKnow(app: Ctx, reviewer: AuthUser, id: string, decision: KnowDecision, now = new Date()): Promise<KnowDetail> {
  const knowId = id.toLowerCase();
  await app.db.transaction(async (tx) => {
    const row = await findKnow(tx, knowId, true);
    if (!row || !reviewsKnow(row, reviewer)) throw notFound('Know not found.');
    if (row.status !== 'IN_REVIEW') {
      throw badRequest(`This know is ${row.status}, not in review: it was decided already.`, { status: row.status });
    }
    const set =
      decision.action === 'PUBLISH'
        ? { status: 'PUBLISHED', publishedAt: now, rejectionReason: null }
        : { status: 'REJECTED', rejectionReason: decision.reason };
    await tx.update(knows).set({ ...set, reviewedAt: now }).where(eq(knows.id, knowId));
    await recordAction(tx, {
      actorId: reviewer.user.id,
      action: decision.action === 'PUBLISH' ? 'KNOW_PUBLISHED' : 'KNOW_REJECTED',
      itemType: 'KNOW',
      itemId: knowId,
      detail: decision.action === 'REJECT' ? decision.reason : null,
      at: now,
    });
  });
  return serializeKnowDetail(app, (await findKnow(app.db, knowId))!, reviewer);
}
