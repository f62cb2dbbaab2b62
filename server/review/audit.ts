/**
 * The reviewers' audit trail (decision 0028): who did what to which item, and when. Written in
 * the same transaction as the action, so a decision and its record commit or vanish together.
 */
import { randomUuid } from '@/lib/uuid';
import type { Db, Tx } from '../db/client';
import { reviewActions } from '../db/schema';

export type ReviewAction =
  | 'KNOW_PUBLISHED'
  | 'KNOW_REJECTED'
  | 'PAYOUT_APPROVED'
  | 'PAYOUT_PAID'
  | 'PAYOUT_REJECTED'
  /** A reviewer opened a request's decision view, which shows the full IBAN (decision 0050). */
  | 'PAYOUT_DETAILS_VIEWED'
  | 'ROLE_GRANTED'
  | 'ROLE_REVOKED'
  | 'REPORT_HIDDEN'
  | 'REPORT_DISMISSED'
  | 'ACCOUNT_SUSPENDED'
  /** The operator's commands (npm run user:lock, user:unlock, user:reset-2fa; decision 0076). */
  | 'ACCOUNT_LOCKED'
  | 'ACCOUNT_UNLOCKED'
  | 'TWO_FACTOR_RESET';

export interface ActionRecord {
  /** The acting user; null when the command line (role grants) or a migration acted. */
  actorId: string | null;
  action: ReviewAction;
  itemType: 'KNOW' | 'PAYOUT' | 'USER' | 'REPORT';
  itemId: string;
  detail?: string | null;
  at?: Date;
}

export async function recordAction(db: Db | Tx, r: ActionRecord): Promise<void> {
  await db.insert(reviewActions).values({
    id: randomUuid(),
    actorId: r.actorId,
    action: r.action,
    itemType: r.itemType,
    itemId: r.itemId,
    detail: r.detail ?? null,
    createdAt: r.at ?? new Date(),
  });
}
