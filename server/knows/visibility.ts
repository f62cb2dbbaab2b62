/**
 * Who sees a know (decision 0008): public = PUBLISHED and not private; everything else only its
 * owner (and reviewers, for knows in review: canReview). One place for the rule so lists, feeds, saved lists, documents and search agree.
 */
import { and, eq, not, or, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../auth/authenticate';
import { knows } from '../db/schema';
import { inScope } from '../review/editions';

export const isPublicKnow: SQL = and(eq(knows.status, 'PUBLISHED'), not(knows.isPrivate))!;

/** Public knows, plus the viewer's own (any status, private or not). */
export function visibleTo(viewer: AuthUser | null): SQL {
  if (!viewer?.knowerId) return isPublicKnow;
  return or(isPublicKnow, eq(knows.knowerId, viewer.knowerId))!;
}

export function isOwner(know: { knowerId: string }, viewer: AuthUser | null): boolean {
  return !!viewer?.knowerId && viewer.knowerId === know.knowerId;
}

/** Whether the viewer reviews the know's edition (decision 0050). */
export function reviewsKnow(know: { country: string }, viewer: AuthUser | null): boolean {
  return inScope(viewer?.reviewer, know.country);
}

/**
 * Reviewers see knows waiting for review and rejected ones (the queue and its documents),
 * decision 0028, of their own editions only (0050).
 */
export function canReview(know: { status: string; country: string }, viewer: AuthUser | null): boolean {
  return reviewsKnow(know, viewer) && (know.status === 'IN_REVIEW' || know.status === 'REJECTED');
}

export function canSee(know: { knowerId: string; status: string; isPrivate: boolean }, viewer: AuthUser | null): boolean {
  return (know.status === 'PUBLISHED' && !know.isPrivate) || isOwner(know, viewer);
}
