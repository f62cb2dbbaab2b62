/**
 * Rows -> the chat contract (lib/contract/chat). A KNOW message carries its know only while the
 * viewer may read it (decision 0008's rule, server/knows/visibility.ts): a know made private
 * after it was shared shows as unavailable, never its title. Hidden messages carry no content.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/authenticate';
import type { Db } from '../db/client';
import { chatMembers, chatMessages, knowers, knows, users, type ChatMessageRow } from '../db/schema';
import { canSee } from '../knows/visibility';
import { profilePictureUrl } from '../users/serialize';
import type { ChatMessage, ChatUser } from '@/lib/contract/chat';

export interface Viewer {
  userId: string;
  knowerId: string | null;
}

export const knowCardColumns = {
  id: knows.id,
  title: knows.title,
  format: knows.format,
  country: knows.country,
  status: knows.status,
  isPrivate: knows.isPrivate,
  knowerId: knows.knowerId,
};
export interface KnowCardRow { id: string; title: string; format: string; country: string; status: string; isPrivate: boolean; knowerId: string }

export const imagePath = (chatId: string, messageId: string, thumbnail: boolean) =>
  `/api/v1/chats/${chatId}/messages/${messageId}/${thumbnail ? 'thumbnail' : 'image'}`;

export function toMessage(row: ChatMessageRow, know: KnowCardRow | null, viewer: Viewer | null): ChatMessage {
  const hidden = row.hiddenAt !== null;
  const visibleKnow = !hidden && know && canSee(know, viewer ? ({ knowerId: viewer.knowerId } as AuthUser) : null) ? know : null;
  return {
    uuid: row.id,
    chatUuid: row.chatId,
    seq: row.seq,
    senderUuid: row.senderId,
    kind: row.kind as ChatMessage['kind'],
    text: hidden ? '' : row.text,
    know: visibleKnow ? { uuid: visibleKnow.id, title: visibleKnow.title, format: visibleKnow.format, countryCode: visibleKnow.country } : null,
    imageUrl: !hidden && row.imageKey ? imagePath(row.chatId, row.id, false) : null,
    thumbnailUrl: !hidden && row.thumbnailKey ? imagePath(row.chatId, row.id, true) : null,
    hidden,
    createdOn: row.createdAt.toISOString(),
  };
}

/** Messages of one chat by a condition on seq, oldest first, serialized for `viewer`. */
export async function loadMessages(db: Db, chatId: string, where: ReturnType<typeof sql>, limit: number, viewer: Viewer, order: 'asc' | 'desc' = 'asc'): Promise<ChatMessage[]> {
  const rows = await db
    .select({ msg: chatMessages, know: knowCardColumns })
    .from(chatMessages)
    .leftJoin(knows, eq(knows.id, chatMessages.knowId))
    .where(and(eq(chatMessages.chatId, chatId), where))
    .orderBy(order === 'asc' ? asc(chatMessages.seq) : sql`${chatMessages.seq} DESC`)
    .limit(limit);
  const out = rows.map((r) => toMessage(r.msg, r.know as KnowCardRow | null, viewer));
  return order === 'asc' ? out : out.reverse();
}

/** Members of the chats, as ChatUser, by chat id. */
export async function membersOf(db: Db, chatIds: string[]): Promise<Map<string, ChatUser[]>> {
  const out = new Map<string, ChatUser[]>();
  if (chatIds.length === 0) return out;
  const rows = await db
    .select({ chatId: chatMembers.chatId, user: users, knowerId: knowers.id })
    .from(chatMembers)
    .innerJoin(users, eq(users.id, chatMembers.userId))
    .leftJoin(knowers, eq(knowers.userId, users.id))
    .where(inArray(chatMembers.chatId, chatIds))
    .orderBy(asc(chatMembers.joinedAt), asc(users.name));
  for (const r of rows) {
    const list = out.get(r.chatId) ?? [];
    list.push(toChatUser(r.user, r.knowerId));
    out.set(r.chatId, list);
  }
  return out;
}

export function toChatUser(user: typeof users.$inferSelect, knowerId: string | null): ChatUser {
  return {
    uuid: user.id,
    name: user.name,
    username: user.username,
    profilePictureUrl: profilePictureUrl({ user, knowerId }),
    knowerUuid: knowerId,
  };
}
