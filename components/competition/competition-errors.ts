/** What a failed competition call means for the page: no such competition, or which link problem. */
import { toApiError } from '@/lib/api/errors';
import { PRIZE_LINK_REASONS, type PrizeLinkReason } from '@/lib/contract/competition';

export function isNotFound(error: unknown): boolean {
  return toApiError(error).type === 'NotFoundError';
}

/** USED, EXPIRED or INVALID for a refused claim link (403 ForbiddenError `data.reason`), else null. */
export function linkRefusal(error: unknown): PrizeLinkReason | null {
  const e = toApiError(error);
  if (e.type !== 'ForbiddenError' || typeof e.data !== 'object' || e.data === null) return null;
  const reason = (e.data as { reason?: unknown }).reason;
  return (PRIZE_LINK_REASONS as readonly unknown[]).includes(reason) ? (reason as PrizeLinkReason) : null;
}
