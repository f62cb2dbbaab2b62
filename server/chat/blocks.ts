/**
 * Blocks (issue 13 §2): a block stops messages both ways in the direct chat of the pair and any
 * new chat between them (server/chat/chats.ts, messages.ts check blockedEitherWay); unblocking
 * allows them again. Idempotent both ways.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import { knowers, userBlocks, users } from '../db/schema';
import { badRequest } from '../errors';
import { publish } from './live-hub';
import { existingUser } from './messages';
import { toChatUser } from './serialize';
import type { z } from 'zod';
import type { blockSchema } from '@/lib/contract/chat';

export async function block(app: AppContext, auth: AuthUser, userId: string): Promise<void> {
  if (userId === auth.user.id) throw badRequest('You cannot block yourself.');
  await existingUser(app, userId);
  await app.db.transaction(async (tx) => {
    await tx.insert(userBlocks).values({ blockerId: auth.user.id, blockedId: userId }).onConflictDoNothing();
    await publish(tx, { t: 'blocks', to: [auth.user.id, userId] });
  });
}

export async function unblock(app: AppContext, auth: AuthUser, userId: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    await tx.delete(userBlocks).where(and(eq(userBlocks.blockerId, auth.user.id), eq(userBlocks.blockedId, userId)));
    await publish(tx, { t: 'blocks', to: [auth.user.id, userId] });
  });
}

export async function listBlocks(app: AppContext, auth: AuthUser): Promise<z.infer<typeof blockSchema>[]> {
  const rows = await app.db
    .select({ user: users, knowerId: knowers.id, createdAt: userBlocks.createdAt })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .leftJoin(knowers, eq(knowers.userId, users.id))
    .where(eq(userBlocks.blockerId, auth.user.id))
    .orderBy(desc(userBlocks.createdAt));
  return rows.map((r) => ({ user: toChatUser(r.user, r.knowerId), createdOn: r.createdAt.toISOString() }));
}
