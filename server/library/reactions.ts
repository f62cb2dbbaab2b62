/**
 * Likes and saves. Each write is one transaction: the like/save row changes, and the know's
 * counter moves by one in the same transaction only when a row was really inserted or deleted,
 * so repeated or concurrent calls never drift the counts.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Know } from '@/lib/contract/knows';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import type { Tx } from '../db/client';
import { knowLikes, knows, knowSaves } from '../db/schema';
import { notFound } from '../errors';
import { findKnow } from '../knows/repository';
import { serializeKnows, type KnowSummaryRow } from '../knows/serialize';
import { canSee } from '../knows/visibility';
import { consumeKnowLimit } from '../knows/rate-limits';
import { ownFolder } from './folders';

type Ctx = Pick<AppContext, 'db'>;

async function visibleKnow(app: Ctx, id: string, user: AuthUser): Promise<KnowSummaryRow> {
  const row = await findKnow(app.db, id);
  if (!row || !canSee(row, user)) throw notFound('Know not found.');
  return row;
}

async function bump(tx: Tx, id: string, column: 'likesCount' | 'savesCount', by: 1 | -1): Promise<void> {
  const col = knows[column];
  await tx.update(knows).set({ [column]: sql`greatest(${col} + ${by}, 0)` }).where(eq(knows.id, id));
}

async function answer(app: Ctx, id: string, user: AuthUser): Promise<Know> {
  const row = await findKnow(app.db, id);
  if (!row) throw notFound('Know not found.');
  return (await serializeKnows(app, [row], user))[0]!;
}

/** A like, unlike or unsave of a know the caller may see: rate-limited, `change` in one transaction, then the know with its counts. */
async function react(app: Ctx, id: string, user: AuthUser, change: (tx: Tx) => Promise<void>): Promise<Know> {
  await visibleKnow(app, id, user);
  await consumeKnowLimit(app, 'know-reaction-user', user.user.id);
  await app.db.transaction(change);
  return answer(app, id, user);
}

export async function likeKnow(app: Ctx, id: string, user: AuthUser): Promise<Know> {
  return react(app, id, user, async (tx) => {
    const inserted = await tx
      .insert(knowLikes)
      .values({ userId: user.user.id, knowId: id })
      .onConflictDoNothing()
      .returning({ knowId: knowLikes.knowId });
    if (inserted.length > 0) await bump(tx, id, 'likesCount', 1);
  });
}

/** Takes back the user's like or save of the know; its counter goes down only when there was one. */
function withdraw(app: Ctx, id: string, user: AuthUser, table: typeof knowLikes | typeof knowSaves, counter: 'likesCount' | 'savesCount'): Promise<Know> {
  return react(app, id, user, async (tx) => {
    const deleted = await tx
      .delete(table)
      .where(and(eq(table.userId, user.user.id), eq(table.knowId, id)))
      .returning({ knowId: table.knowId });
    if (deleted.length > 0) await bump(tx, id, counter, -1);
  });
}

export async function unlikeKnow(app: Ctx, id: string, user: AuthUser): Promise<Know> {
  return withdraw(app, id, user, knowLikes, 'likesCount');
}

/** Saves into the library (and `folderId`, or no folder); a saved know moves to that folder. */
export async function saveKnowTx(tx: Tx, id: string, userId: string, folderId: string | null): Promise<void> {
  const inserted = await tx
    .insert(knowSaves)
    .values({ userId, knowId: id, folderId })
    .onConflictDoNothing()
    .returning({ knowId: knowSaves.knowId });
  if (inserted.length > 0) await bump(tx, id, 'savesCount', 1);
  else await tx.update(knowSaves).set({ folderId }).where(and(eq(knowSaves.userId, userId), eq(knowSaves.knowId, id)));
}

export async function saveKnow(app: Ctx, id: string, user: AuthUser, folderUuid: string | null): Promise<Know> {
  await visibleKnow(app, id, user);
  const folderId = folderUuid ? (await ownFolder(app.db, user, folderUuid)).id : null;
  await consumeKnowLimit(app, 'know-reaction-user', user.user.id);
  await app.db.transaction((tx) => saveKnowTx(tx, id, user.user.id, folderId));
  return answer(app, id, user);
}

export async function unsaveKnow(app: Ctx, id: string, user: AuthUser): Promise<Know> {
  return withdraw(app, id, user, knowSaves, 'savesCount');
}
