/**
 * Messages (issue 13 §1-2, decision 0037): send TEXT, KNOW (only a know every receiver may read)
 * or IMAGE (magic bytes, size, pixel count and a thumbnail, as uploads are checked), page history
 * backwards, mark read. A send is one transaction: the chat row's lock hands out the next seq
 * (gap-free, committed in order), the row is written, the sender's read position moves, and the
 * NOTIFY goes out on commit. Sends are rate limited per user in the database.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import { chatMembers, chatMessages, chats, knowers, knows, users } from '../db/schema';
import { IMAGE_EXTENSIONS, sniffImageType } from '../files/image';
import { imageThumbnail, THUMBNAIL_EXTENSION, thumbnailType } from '../files/thumbnail';
import { forbidden, formError, notFound, tooLarge, unsupportedMedia } from '../errors';
import type { MultipartPart } from '../http/multipart';
import { canSee } from '../knows/visibility';
import { limitFor } from '../rate-limit/limits';
import { consume } from '../rate-limit/service';
import { blockedEitherWay, memberChat, viewerOf } from './chats';
import { publish } from './live-hub';
import { loadMessages, toMessage, type KnowCardRow } from './serialize';
import type { ChatHistory, ChatMessage } from '@/lib/contract/chat';

interface NewMessage {
  kind: ChatMessage['kind'];
  text: string;
  knowId?: string | null;
  image?: { key: string; type: string; thumbnailKey: string };
}

/** Members of the chat with their knower ids (for the know rule). */
async function membersWithKnower(app: AppContext, chatId: string) {
  return app.db
    .select({ userId: chatMembers.userId, knowerId: knowers.id })
    .from(chatMembers)
    .leftJoin(knowers, eq(knowers.userId, chatMembers.userId))
    .where(eq(chatMembers.chatId, chatId));
}

/** Refuses a send the chat does not allow: not a member (404), a block in a direct chat (403). */
async function checkCanSend(app: AppContext, auth: AuthUser, chatId: string) {
  const chat = await memberChat(app.db, chatId, auth.user.id);
  const members = await membersWithKnower(app, chatId);
  if (chat.kind === 'DIRECT') {
    const partner = members.find((m) => m.userId !== auth.user.id);
    if (!partner || (await blockedEitherWay(app.db, auth.user.id, partner.userId))) throw forbidden('You cannot send messages in this chat.');
  }
  return { chat, members };
}

async function insertMessage(app: AppContext, auth: AuthUser, chatId: string, members: { userId: string }[], input: NewMessage, know: KnowCardRow | null): Promise<ChatMessage> {
  const id = randomUUID();
  const message = await app.db.transaction(async (tx) => {
    const [bumped] = await tx
      .update(chats)
      .set({ lastSeq: sql`${chats.lastSeq} + 1`, lastMessageAt: sql`now()` })
      .where(eq(chats.id, chatId))
      .returning({ seq: chats.lastSeq });
    if (!bumped) throw notFound('No such chat.');
    const [row] = await tx
      .insert(chatMessages)
      .values({
        id,
        chatId,
        seq: bumped.seq,
        senderId: auth.user.id,
        kind: input.kind,
        text: input.text,
        knowId: input.knowId ?? null,
        imageKey: input.image?.key ?? null,
        imageType: input.image?.type ?? null,
        thumbnailKey: input.image?.thumbnailKey ?? null,
      })
      .returning();
    await tx.update(chatMembers).set({ lastReadSeq: bumped.seq }).where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, auth.user.id)));
    // The live copy is for receivers: a KNOW here is readable by every one of them (checked above).
    const live = toMessage(row!, know, null);
    await publish(tx, { t: 'message', c: chatId, s: bumped.seq, to: members.map((m) => m.userId), m: live });
    return toMessage(row!, know, viewerOf(auth));
  });
  return message;
}

export async function sendText(app: AppContext, auth: AuthUser, chatId: string, text: string): Promise<ChatMessage> {
  const { members } = await checkCanSend(app, auth, chatId);
  await consume(app.db, limitFor('chat-message-user', auth.user.id));
  return insertMessage(app, auth, chatId, members, { kind: 'TEXT', text }, null);
}

/**
 * Shares a know. The sender must be able to read it (else 404, as for an unknown know), and so
 * must every other member (else 403): a private or unpublished know never reaches a receiver.
 */
export async function sendKnow(app: AppContext, auth: AuthUser, chatId: string, knowId: string, text = ''): Promise<ChatMessage> {
  const { members } = await checkCanSend(app, auth, chatId);
  const [know] = await app.db
    .select({ id: knows.id, title: knows.title, format: knows.format, country: knows.country, status: knows.status, isPrivate: knows.isPrivate, knowerId: knows.knowerId })
    .from(knows)
    .where(eq(knows.id, knowId));
  if (!know || !canSee(know, auth)) throw notFound('No such know.');
  const receivers = members.filter((m) => m.userId !== auth.user.id);
  if (!receivers.every((m) => canSee(know, { knowerId: m.knowerId } as AuthUser))) {
    throw forbidden('Only knows everyone in the chat may read can be shared here.');
  }
  await consume(app.db, limitFor('chat-message-user', auth.user.id));
  return insertMessage(app, auth, chatId, members, { kind: 'KNOW', text: text.trim() ? text : '', knowId }, know);
}

const imageKeys = (chatId: string, type: keyof typeof IMAGE_EXTENSIONS) => {
  const base = `chats/${chatId}/${randomBytes(12).toString('hex')}`;
  return { key: `${base}.${IMAGE_EXTENSIONS[type]}`, thumbnailKey: `${base}.thumbnail.${THUMBNAIL_EXTENSION}` };
};

/** An image (multipart field "file"): sniffed by its bytes, sized, its pixels bounded, a thumbnail made. */
export async function sendImage(app: AppContext, auth: AuthUser, chatId: string, parts: MultipartPart[]): Promise<ChatMessage> {
  const { members } = await checkCanSend(app, auth, chatId);
  const file = parts.find((p) => p.filename !== null && p.name === 'file') ?? parts.find((p) => p.filename !== null);
  if (!file || file.data.length === 0) throw formError({ file: 'Choose an image file.' });
  if (file.data.length > app.env.MAX_UPLOAD_BYTES) throw tooLarge(app.env.MAX_UPLOAD_BYTES);
  const type = sniffImageType(file.data);
  if (!type) throw unsupportedMedia('Images must be PNG, JPEG or WebP files.', { allowed: Object.keys(IMAGE_EXTENSIONS) });
  const caption = parts.find((p) => p.filename === null && p.name === 'text')?.data.toString('utf8') ?? '';
  if ([...caption].length > 2000) throw formError({ text: 'Messages are at most 2000 characters long.' });
  await consume(app.db, limitFor('chat-message-user', auth.user.id));
  // Decoding (in a worker) refuses corrupt images and decompression bombs before anything is stored.
  const thumbnail = await imageThumbnail(file.data);
  const keys = imageKeys(chatId, type);
  await app.storage.put(keys.key, file.data, type);
  await app.storage.put(keys.thumbnailKey, thumbnail, thumbnailType(keys.thumbnailKey));
  try {
    return await insertMessage(app, auth, chatId, members, { kind: 'IMAGE', text: caption, image: { ...keys, type } }, null);
  } catch (err) {
    await Promise.all([app.storage.remove(keys.key), app.storage.remove(keys.thumbnailKey)].map((p) => p.catch(() => {})));
    throw err;
  }
}

/** Where a message's image (or thumbnail) is stored; members only, never for hidden messages. */
export async function messageImage(app: AppContext, auth: AuthUser, chatId: string, messageId: string, thumbnail: boolean) {
  await memberChat(app.db, chatId, auth.user.id);
  const [row] = await app.db.select().from(chatMessages).where(and(eq(chatMessages.id, messageId), eq(chatMessages.chatId, chatId)));
  const key = thumbnail ? row?.thumbnailKey : row?.imageKey;
  if (!row || row.hiddenAt || !key) throw notFound('No such image.');
  return { key, type: thumbnail ? thumbnailType(key) : (row.imageType ?? 'application/octet-stream') };
}

/** Messages before `before` (newest page when unset), oldest first. */
export async function history(app: AppContext, auth: AuthUser, chatId: string, before: number | undefined, limit: number): Promise<ChatHistory> {
  await memberChat(app.db, chatId, auth.user.id);
  const where = before !== undefined ? lt(chatMessages.seq, before) : sql`true`;
  const content = await loadMessages(app.db, chatId, where, limit, viewerOf(auth), 'desc');
  const oldest = content[0];
  return { content, nextBefore: oldest && oldest.seq > 1 ? oldest.seq : null };
}

/** The caller has read up to `seq` (never moves back, never past the last message). */
export async function markRead(app: AppContext, auth: AuthUser, chatId: string, seq: number): Promise<{ lastReadSeq: number; unreadCount: number }> {
  const chat = await memberChat(app.db, chatId, auth.user.id);
  const target = Math.min(seq, chat.lastSeq);
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(chatMembers)
      .set({ lastReadSeq: sql`greatest(${chatMembers.lastReadSeq}, ${target})` })
      .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, auth.user.id)))
      .returning({ lastReadSeq: chatMembers.lastReadSeq });
    const lastReadSeq = row?.lastReadSeq ?? target;
    await publish(tx, { t: 'read', c: chatId, s: lastReadSeq, to: [auth.user.id] });
    return { lastReadSeq, unreadCount: Math.max(0, chat.lastSeq - lastReadSeq) };
  });
}

/** Users (by id) that exist: for report and block targets. */
export async function existingUser(app: AppContext, userId: string) {
  const [row] = await app.db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), sql`${users.deletedAt} IS NULL`));
  if (!row) throw notFound('No such user.');
  return row;
}

