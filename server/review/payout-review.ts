/**
 * The reviewers' payout queue (issue 11 §2 and §4, decision 0028): payout requests oldest first
 * with their knower, and the decision through decidePayout (server/payouts/decide.ts), which
 * locks the request, so parallel decisions on one request decide once.
 */
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Page } from '@/lib/contract/knows';
import { reviewPayoutsQuery, type PayoutDecisionBody, type ReviewPayout, type ReviewPayoutsParams } from '@/lib/contract/review';
import type { AppContext } from '../app';
import type { AuthUser } from '../auth/authenticate';
import { knowers, payoutRequests, users } from '../db/schema';
import { formError, notFound } from '../http/errors';
import { decidePayout, type PayoutDecision } from '../payouts/decide';
import { toPayoutRequest } from '../payouts/requests';
import { isUuid } from '@/lib/uuid';

async function rowsOf(app: Pick<AppContext, 'db'>, where: SQL, limit: number, offset: number): Promise<ReviewPayout[]> {
  const rows = await app.db
    .select({ request: payoutRequests, userId: users.id, name: users.name, username: users.username, country: users.country })
    .from(payoutRequests)
    .innerJoin(knowers, eq(knowers.id, payoutRequests.knowerId))
    .innerJoin(users, eq(users.id, knowers.userId))
    .where(where)
    .orderBy(asc(payoutRequests.createdAt), asc(payoutRequests.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    ...toPayoutRequest(r.request),
    knower: { uuid: r.request.knowerId, user: { uuid: r.userId, name: r.name, username: r.username, country: r.country } },
  }));
}

export async function payoutReviewQueue(app: Pick<AppContext, 'db'>, params: ReviewPayoutsParams): Promise<Page<ReviewPayout>> {
  const parsed = reviewPayoutsQuery.safeParse(params);
  if (!parsed.success) throw formError({ query: parsed.error.issues[0]?.message ?? 'Invalid query.' });
  const q = parsed.data;
  const where = q.state === 'OPEN' ? inArray(payoutRequests.state, ['REQUESTED', 'APPROVED']) : eq(payoutRequests.state, q.state);
  const [content, [total]] = await Promise.all([
    rowsOf(app, where, q.limit, q.offset),
    app.db.select({ n: count() }).from(payoutRequests).where(where),
  ]);
  return { content, numberOfResults: total?.n ?? 0 };
}

const ACTIONS: Record<PayoutDecisionBody['action'], PayoutDecision['action']> = { APPROVE: 'approve', PAY: 'pay', REJECT: 'reject' };

export async function decidePayoutRequest(app: AppContext, reviewer: AuthUser, id: string, body: PayoutDecisionBody): Promise<ReviewPayout> {
  if (!isUuid(id)) throw notFound('Payout request not found.');
  const requestId = id.toLowerCase();
  const decision: PayoutDecision = body.action === 'REJECT' ? { action: 'reject', reason: body.reason } : { action: ACTIONS[body.action] as 'approve' | 'pay' };
  await decidePayout(app, reviewer.user.id, requestId, decision);
  const [row] = await rowsOf(app, and(eq(payoutRequests.id, requestId))!, 1, 0);
  return row!;
}
