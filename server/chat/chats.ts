/**
 * Conversations (issue 13 §1, decision 0037): the caller's list (newest activity first, unread
 * counts), one chat, direct chats (one per pair: the unique `direct_key` makes parallel creates
 * meet on one row) and group chats whose creator adds and removes members. Nobody learns anything
 * about a chat they are not in: such a chat answers 404, as an unknown one does.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import type { Db } from '../db/client';
import { chatMembers, chatMessages, chats, knows, userBlocks, users, type ChatRow } from '../db/schema';
import { badRequest, forbidden, notFound } from '../errors';
import { limitFor } from '../rate-limit/limits';
import { consume } from '../rate-limit/service';
import { publish } from './live-hub';
import { knowCardColumns, membersOf, toMessage, type KnowCardRow, type Viewer } from './serialize';
import { CHAT_LIMITS } from '@/lib/contract/limits';
import type { Chat, ChatPreview } from '@/lib/contract/chat';

export const viewerOf = (auth: AuthUser): Viewer => ({ userId: auth.user.id, knowerId: auth.knowerId });

const directKey = (a: string, b: string) => [a, b].sort().join(':');

/** The chat row with the caller's read position; 404 unless the caller is a member. */
export async function memberChat(db: Db, chatId: string, userId: string): Promise<ChatRow & { lastReadSeq: number }> {
  const [row] = await db
    .select({ chat: chats, lastReadSeq: chatMembers.lastReadSeq })
    .from(chatMembers)
    .innerJoin(chats, eq(chats.id, chatMembers.chatId))
    .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId)));
  if (!row) throw notFound('No such chat.');
  return { ...row.chat, lastReadSeq: row.lastReadSeq };
}

/** True when either user blocked the other. */
export async function blockedEitherWay(db: Db, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(userBlocks)
    .where(or(and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)), and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a))))
    .limit(1);
  return !!row;
}

/** Active users among `ids` (unknown, deleted and suspended accounts left out). */
async function activeUsers(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: users.id }).from(users).where(and(inArray(users.id, ids), eq(users.active, true), sql`${users.deletedAt} IS NULL`));
  return new Set(rows.map((r) => r.id));
}

async function serializeChats(db: Db, rows: (ChatRow & { lastReadSeq: number })[], viewer: Viewer): Promise<Chat[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const members = await membersOf(db, ids);
  const last = await db
    .select({ msg: chatMessages, know: knowCardColumns })
    .from(chatMessages)
    .innerJoin(chats, and(eq(chats.id, chatMessages.chatId), eq(chats.lastSeq, chatMessages.seq)))
    .leftJoin(knows, eq(knows.id, chatMessages.knowId))
    .where(inArray(chatMessages.chatId, ids));
  const lastBy = new Map(last.map((r) => [r.msg.chatId, toMessage(r.msg, r.know as KnowCardRow | null, viewer)]));
  // Senders the viewer has answered: they wrote in the chat before one of the viewer's messages.
  const answered = await db.execute<{ chat_id: string; sender_id: string }>(sql`
    SELECT s.chat_id, s.sender_id FROM chat_messages s
    WHERE s.chat_id IN (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)}) AND s.sender_id <> ${viewer.userId}
    GROUP BY s.chat_id, s.sender_id
    HAVING min(s.seq) < (SELECT max(v.seq) FROM chat_messages v WHERE v.chat_id = s.chat_id AND v.sender_id = ${viewer.userId})`);
  const answeredBy = new Map<string, string[]>();
  for (const r of (answered as unknown as { rows: { chat_id: string; sender_id: string }[] }).rows) {
    answeredBy.set(r.chat_id, [...(answeredBy.get(r.chat_id) ?? []), r.sender_id]);
  }
  const partners = rows.filter((r) => r.kind === 'DIRECT').map((r) => (members.get(r.id) ?? []).find((m) => m.uuid !== viewer.userId)?.uuid).filter((x): x is string => !!x);
  const blockRows = partners.length
    ? await db
        .select({ a: userBlocks.blockerId, b: userBlocks.blockedId })
        .from(userBlocks)
        .where(or(and(eq(userBlocks.blockerId, viewer.userId), inArray(userBlocks.blockedId, partners)), and(inArray(userBlocks.blockerId, partners), eq(userBlocks.blockedId, viewer.userId))))
    : [];
  const blocked = new Set(blockRows.map((r) => (r.a === viewer.userId ? r.b : r.a)));
  return rows.map((r) => {
    const list = members.get(r.id) ?? [];
    const partner = r.kind === 'DIRECT' ? (list.find((m) => m.uuid !== viewer.userId) ?? null) : null;
    return {
      uuid: r.id,
      kind: r.kind as Chat['kind'],
      name: r.name,
      creatorUuid: r.creatorId,
      members: list,
      partner,
      lastSeq: r.lastSeq,
      lastReadSeq: Math.min(r.lastReadSeq, r.lastSeq),
      unreadCount: Math.max(0, r.lastSeq - r.lastReadSeq),
      lastMessage: lastBy.get(r.id) ?? null,
      lastActivityOn: (r.lastMessageAt ?? r.createdAt).toISOString(),
      answeredUserUuids: answeredBy.get(r.id) ?? [],
      blocked: !!partner && blocked.has(partner.uuid),
    };
  });
}

export async function listChats(app: AppContext, auth: AuthUser, limit: number): Promise<{ content: Chat[]; numberOfResults: number }> {
  const rows = await app.db
    .select({ chat: chats, lastReadSeq: chatMembers.lastReadSeq })
    .from(chatMembers)
    .innerJoin(chats, eq(chats.id, chatMembers.chatId))
    .where(eq(chatMembers.userId, auth.user.id))
    .orderBy(desc(sql`coalesce(${chats.lastMessageAt}, ${chats.createdAt})`), desc(chats.id))
    .limit(limit);
  const [total] = await app.db.select({ n: sql<number>`count(*)::int` }).from(chatMembers).where(eq(chatMembers.userId, auth.user.id));
  const content = await serializeChats(app.db, rows.map((r) => ({ ...r.chat, lastReadSeq: r.lastReadSeq })), viewerOf(auth));
  return { content, numberOfResults: total?.n ?? content.length };
}

export async function getChat(app: AppContext, auth: AuthUser, chatId: string): Promise<Chat> {
  const row = await memberChat(app.db, chatId, auth.user.id);
  return (await serializeChats(app.db, [row], viewerOf(auth)))[0]!;
}

/** A visitor's or non-member's view of a shared link: kind, group name, member count. */
export async function previewChat(app: AppContext, auth: AuthUser | null, chatId: string): Promise<ChatPreview> {
  const [row] = await app.db.select().from(chats).where(eq(chats.id, chatId));
  if (!row) throw notFound('No such chat.');
  const members = await app.db.select({ userId: chatMembers.userId }).from(chatMembers).where(eq(chatMembers.chatId, chatId));
  return {
    uuid: row.id,
    kind: row.kind as ChatPreview['kind'],
    name: row.kind === 'GROUP' ? row.name : null,
    memberCount: members.length,
    isMember: !!auth && members.some((m) => m.userId === auth.user.id),
  };
}

/** The direct chat with `otherId`, created on first use (201) or found (200). */
export async function openDirectChat(app: AppContext, auth: AuthUser, otherId: string): Promise<{ chat: Chat; created: boolean }> {
  const me = auth.user.id;
  if (otherId === me) throw badRequest('You cannot start a chat with yourself.');
  if (!(await activeUsers(app.db, [otherId])).has(otherId)) throw notFound('No such user.');
  if (await blockedEitherWay(app.db, me, otherId)) throw forbidden('You cannot chat with this user.');
  const key = directKey(me, otherId);
  const [existing] = await app.db.select({ id: chats.id }).from(chats).where(eq(chats.directKey, key));
  if (existing) return { chat: await getChat(app, auth, existing.id), created: false };
  await consume(app.db, limitFor('chat-create-user', me));
  const id = randomUUID();
  const created = await app.db.transaction(async (tx) => {
    // Two parallel creates: the second waits on the first's key, inserts nothing, and reads the first's chat.
    const inserted = await tx.insert(chats).values({ id, kind: 'DIRECT', creatorId: me, directKey: key }).onConflictDoNothing().returning({ id: chats.id });
    if (inserted.length === 0) return false;
    await tx.insert(chatMembers).values([{ chatId: id, userId: me }, { chatId: id, userId: otherId }]);
    await publish(tx, { t: 'members', c: id, s: 0, to: [me, otherId] });
    return true;
  });
  const [row] = await app.db.select({ id: chats.id }).from(chats).where(eq(chats.directKey, key));
  return { chat: await getChat(app, auth, row!.id), created };
}

export async function createGroupChat(app: AppContext, auth: AuthUser, name: string, memberIds: string[]): Promise<Chat> {
  const me = auth.user.id;
  const others = [...new Set(memberIds.map((m) => m.toLowerCase()))].filter((m) => m !== me);
  const active = await activeUsers(app.db, others);
  const missing = others.filter((m) => !active.has(m));
  if (missing.length > 0) throw notFound('No such user.');
  for (const other of others) {
    if (await blockedEitherWay(app.db, me, other)) throw forbidden('You cannot add this user to a chat.');
  }
  await consume(app.db, limitFor('chat-create-user', me));
  const id = randomUUID();
  await app.db.transaction(async (tx) => {
    await tx.insert(chats).values({ id, kind: 'GROUP', name, creatorId: me });
    await tx.insert(chatMembers).values([me, ...others].map((userId) => ({ chatId: id, userId })));
    await publish(tx, { t: 'members', c: id, s: 0, to: [me, ...others] });
  });
  return getChat(app, auth, id);
}

async function memberIds(db: Db, chatId: string): Promise<string[]> {
  return (await db.select({ userId: chatMembers.userId }).from(chatMembers).where(eq(chatMembers.chatId, chatId))).map((r) => r.userId);
}

/** The group's creator adds a member (idempotent). */
export async function addMember(app: AppContext, auth: AuthUser, chatId: string, userId: string): Promise<Chat> {
  const chat = await memberChat(app.db, chatId, auth.user.id);
  if (chat.kind !== 'GROUP') throw badRequest('Members can only be added to group chats.');
  if (chat.creatorId !== auth.user.id) throw forbidden('Only the creator of the group adds members.');
  if (!(await activeUsers(app.db, [userId])).has(userId)) throw notFound('No such user.');
  if (await blockedEitherWay(app.db, auth.user.id, userId)) throw forbidden('You cannot add this user to a chat.');
  await app.db.transaction(async (tx) => {
    // The chat row's lock orders this against sends and other adds: the count and lastSeq are current.
    const [locked] = await tx.select({ lastSeq: chats.lastSeq }).from(chats).where(eq(chats.id, chatId)).for('update');
    const current = await memberIds(tx as unknown as Db, chatId);
    if (current.includes(userId)) return;
    if (current.length >= CHAT_LIMITS.groupMembersMax) throw badRequest(`A group has at most ${CHAT_LIMITS.groupMembersMax} members.`);
    await consume(tx as unknown as Db, limitFor('chat-create-user', auth.user.id));
    await tx.insert(chatMembers).values({ chatId, userId, lastReadSeq: locked?.lastSeq ?? 0 });
    await publish(tx, { t: 'members', c: chatId, s: locked?.lastSeq ?? 0, to: [...current, userId] });
  });
  return getChat(app, auth, chatId);
}

/** The creator removes a member, or a member leaves (removes themselves). */
export async function removeMember(app: AppContext, auth: AuthUser, chatId: string, userId: string): Promise<void> {
  const chat = await memberChat(app.db, chatId, auth.user.id);
  const leaving = userId === auth.user.id;
  if (chat.kind !== 'GROUP') throw badRequest('Members can only be removed from group chats.');
  if (!leaving && chat.creatorId !== auth.user.id) throw forbidden('Only the creator of the group removes members.');
  await app.db.transaction(async (tx) => {
    const [locked] = await tx.select({ lastSeq: chats.lastSeq }).from(chats).where(eq(chats.id, chatId)).for('update');
    const current = await memberIds(tx as unknown as Db, chatId);
    if (!current.includes(userId)) throw notFound('This user is not a member.');
    await tx.delete(chatMembers).where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId)));
    await publish(tx, { t: 'members', c: chatId, s: locked?.lastSeq ?? 0, to: current });
  });
}
