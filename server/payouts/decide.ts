/**
 * A reviewer's decision on a payout request (decision 0026): approve, mark paid, or reject with
 * a reason. The reviewer endpoints (server/review/payout-review.ts, decision 0028) call it; the
 * decision and its audit record (server/review/audit.ts) commit together. A rejection writes the PAYOUT_REVERSAL in the same transaction as the state change, so the
 * money is back exactly when the request shows REJECTED, and only once.
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { earningsLedger, payoutRequests } from '../db/schema';
import { badRequest, formError, notFound } from '../errors';
import { randomUuid } from '@/lib/uuid';
import { PAYOUT_LIMITS } from '@/lib/contract/limits';
import type { PayoutRequest, PayoutState } from '@/lib/contract/payouts';
import { toPayoutRequest } from './requests';
import { recordAction } from '../review/audit';

export type PayoutDecision = { action: 'approve' } | { action: 'pay' } | { action: 'reject'; reason: string };

/** Which states each action may start from. */
const FROM: Record<PayoutDecision['action'], readonly PayoutState[]> = {
  approve: ['REQUESTED'],
  pay: ['APPROVED'],
  reject: ['REQUESTED', 'APPROVED'],
};

export async function decidePayout(
  app: AppContext,
  deciderUserId: string,
  requestId: string,
  decision: PayoutDecision,
  now = new Date(),
): Promise<PayoutRequest> {
  let reason: string | null = null;
  if (decision.action === 'reject') {
    reason = decision.reason.trim();
    if (!reason) throw formError({ reason: 'Give the knower a reason for the rejection.' });
    if (reason.length > PAYOUT_LIMITS.reasonMax) throw formError({ reason: `At most ${PAYOUT_LIMITS.reasonMax} characters.` });
  }
  return app.db.transaction(async (tx) => {
    // FOR UPDATE: two reviewers deciding at once are serialized; the second sees the new state.
    const [current] = await tx.select().from(payoutRequests).where(eq(payoutRequests.id, requestId)).for('update');
    if (!current) throw notFound('Payout request not found.');
    if (!FROM[decision.action].includes(current.state as PayoutState)) {
      throw badRequest(`A ${current.state} payout request cannot be changed by "${decision.action}".`, { state: current.state });
    }
    const change =
      decision.action === 'approve'
        ? { state: 'APPROVED', approvedAt: now }
        : decision.action === 'pay'
          ? { state: 'PAID', paidAt: now }
          : { state: 'REJECTED', rejectedAt: now, rejectionReason: reason };
    const [row] = await tx
      .update(payoutRequests)
      .set({ ...change, decidedBy: deciderUserId })
      .where(eq(payoutRequests.id, requestId))
      .returning();
    await recordAction(tx, {
      actorId: deciderUserId,
      action: decision.action === 'approve' ? 'PAYOUT_APPROVED' : decision.action === 'pay' ? 'PAYOUT_PAID' : 'PAYOUT_REJECTED',
      itemType: 'PAYOUT',
      itemId: requestId,
      detail: reason,
      at: now,
    });
    if (decision.action === 'reject') {
      await tx.insert(earningsLedger).values({
        id: randomUuid(), knowerId: current.knowerId, kind: 'PAYOUT_REVERSAL', amountMinor: current.amountMinor,
        currency: current.currency, reference: requestId, createdAt: now,
      });
    }
    return toPayoutRequest(row!);
  });
}
