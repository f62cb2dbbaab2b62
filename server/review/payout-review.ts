/**
 * The reviewers' payout queue (issue 11 §2 and §4, decision 0028): payout requests oldest first
 * with their knower, and the decision through decidePayout (server/payouts/decide.ts), which
 * locks the request, so parallel decisions on one request decide once.
 *
 * A reviewer reaches the requests of their editions' knowers only (the knower's account country,
 * decision 0050); another edition's request answers 404 as if it did not exist. The queue shows
 * where the money goes masked; the decision view (readPayoutRequest) shows the full IBAN and
 * records that read in the audit trail.
 */
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Page } from '@/lib/contract/knows';
import { maskPayoutDetails } from '@/lib/contract/payouts';
import {
  reviewPayoutsQuery, type PayoutDecisionBody, type ReviewPayout, type ReviewPayoutDetail, type ReviewPayoutsParams,
} from '@/lib/contract/review';
import { isUuid } from '@/lib/uuid';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import { knowers, payoutRequests, users } from '../db/schema';
import { formError, notFound } from '../errors';
import { decidePayout, type PayoutDecision } from '../payouts/decide';
import { toPayoutRequest } from '../payouts/requests';
import { recordAction } from './audit';

type Ctx = Pick<AppContext, 'db'>;

/** Requests of knowers whose account belongs to one of the reviewer's editions. */
function ofEditions(reviewer: AuthUser): SQL {
  return inArray(users.country, [...(reviewer.reviewer?.countries ?? [])]);
}

async function rowsOf(app: Ctx, where: SQL, limit: number, offset: number): Promise<ReviewPayoutDetail[]> {
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
    maskedDetails: maskPayoutDetails(r.request.method, r.request.details),
    knower: { uuid: r.request.knowerId, user: { uuid: r.userId, name: r.name, username: r.username, country: r.country } },
  }));
}

/** A list's or a decision's view of a request: the full details left out. */
function masked(row: ReviewPayoutDetail): ReviewPayout {
  const { details, ...rest } = row;
  void details;
  return rest;
}

/** The request `id` if it belongs to the reviewer's editions; 404 otherwise (unknown, malformed or another edition's). */
async function requestInScope(app: Ctx, reviewer: AuthUser, id: string): Promise<ReviewPayoutDetail> {
  const [row] = isUuid(id) ? await rowsOf(app, and(eq(payoutRequests.id, id.toLowerCase()), ofEditions(reviewer))!, 1, 0) : [];
  if (!row) throw notFound('Payout request not found.');
  return row;
}

export async function payoutReviewQueue(app: Ctx, reviewer: AuthUser, params: ReviewPayoutsParams): Promise<Page<ReviewPayout>> {
  const parsed = reviewPayoutsQuery.safeParse(params);
  if (!parsed.success) throw formError({ query: parsed.error.issues[0]?.message ?? 'Invalid query.' });
  const q = parsed.data;
  const state = q.state === 'OPEN' ? inArray(payoutRequests.state, ['REQUESTED', 'APPROVED']) : eq(payoutRequests.state, q.state);
  const where = and(state, ofEditions(reviewer))!;
  const [content, [total]] = await Promise.all([
    rowsOf(app, where, q.limit, q.offset),
    app.db
      .select({ n: count() })
      .from(payoutRequests)
      .innerJoin(knowers, eq(knowers.id, payoutRequests.knowerId))
      .innerJoin(users, eq(users.id, knowers.userId))
      .where(where),
  ]);
  return { content: content.map(masked), numberOfResults: total?.n ?? 0 };
}

/** The decision view: the request with the full IBAN or PayPal address; every read enters the audit trail. */
export async function readPayoutRequest(app: Ctx, reviewer: AuthUser, id: string): Promise<ReviewPayoutDetail> {
  const row = await requestInScope(app, reviewer, id);
  await recordAction(app.db, { actorId: reviewer.user.id, action: 'PAYOUT_DETAILS_VIEWED', itemType: 'PAYOUT', itemId: row.uuid, detail: row.method });
  return row;
}

const ACTIONS: Record<PayoutDecisionBody['action'], PayoutDecision['action']> = { APPROVE: 'approve', PAY: 'pay', REJECT: 'reject' };

export async function decidePayoutRequest(app: AppContext, reviewer: AuthUser, id: string, body: PayoutDecisionBody): Promise<ReviewPayout> {
  const { uuid } = await requestInScope(app, reviewer, id);
  const decision: PayoutDecision = body.action === 'REJECT' ? { action: 'reject', reason: body.reason } : { action: ACTIONS[body.action] as 'approve' | 'pay' };
  await decidePayout(app, reviewer.user.id, uuid, decision);
  return masked(await requestInScope(app, reviewer, uuid));
}
