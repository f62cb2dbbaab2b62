/**
 * Whether a new know waits for review (decisions 0028, 0050): it does in an edition where an
 * active account holds the reviewer role for that edition; in an edition without one it is
 * published at once, so an installation (or a new edition) without reviewers stays usable and
 * nothing waits for a queue no one reads.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { OriginSettings } from '@/lib/config/editions';
import { grantOf } from '@/lib/contract/roles';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import { reviewEditionOf } from './editions';

export async function editionHasReviewer(db: Db | Tx, country: string, settings: OriginSettings): Promise<boolean> {
  const grant = grantOf('reviewer', reviewEditionOf(country, settings));
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`${grant} = ANY(${users.roles})`, eq(users.active, true), isNull(users.deletedAt)))
    .limit(1);
  return !!row;
}

/** The status a know of `country` enters (on creation, or when its owner changes a rejected know). */
export async function statusForSubmission(db: Db | Tx, country: string, settings: OriginSettings): Promise<'IN_REVIEW' | 'PUBLISHED'> {
  return (await editionHasReviewer(db, country, settings)) ? 'IN_REVIEW' : 'PUBLISHED';
}
