/**
 * The live stream of one signed-in tab (GET /chats/events, server-sent events; decision 0037).
 * Position: the last seq delivered per chat, sent as every event's id (`chat:seq,chat:seq`), so a
 * reconnect with Last-Event-ID (or ?after=) resumes exactly there: catch-up reads seq > position
 * from the database (gap-free per chat), live events at or below the position are dropped
 * (no duplicates), and a live event that skips ahead makes the stream read the gap first.
 * Work is serialized per stream, so events leave in seq order per chat.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import { chatMembers, chatMessages, chats, userBlocks } from '../db/schema';
import { badRequest } from '../errors';
import type { StreamOut } from '../http/route';
import type { LiveEvent } from './live-hub';
import type { StreamLease } from './stream-leases';
import { viewerOf } from './chats';
import { loadMessages } from './serialize';
import type { ChatMessage } from '@/lib/contract/chat';

/** A chat further behind than this is not replayed: the tab gets `reset` and reloads its history. */
const CATCH_UP_MAX = 200;
/** A comment line this often keeps proxies and the client's stall detector content. */
export const HEARTBEAT_MS = 20_000;

const POSITION = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):(\d{1,10})$/i;

/** `chat:seq,chat:seq` -> positions; null for an empty text; 400 for a malformed one. */
export function parsePosition(text: string | undefined | null): Map<string, number> | null {
  if (text === undefined || text === null || text.trim() === '') return null;
  const out = new Map<string, number>();
  for (const part of text.split(',')) {
    if (part === '') continue;
    const m = POSITION.exec(part.trim());
    if (!m) throw badRequest('The stream position is malformed.', { field: 'after' });
    out.set(m[1]!.toLowerCase(), Number(m[2]));
  }
  return out;
}

export const formatPosition = (positions: Map<string, number>) =>
  [...positions].filter(([, s]) => s > 0).map(([c, s]) => `${c}:${s}`).join(',');

const frame = (event: string, data: unknown, id?: string) =>
  `${id !== undefined ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** `lease`: this stream's place among the account's streams (stream-leases.ts), renewed with the heartbeat and freed at the end. */
export async function runStream(
  app: AppContext, auth: AuthUser, after: Map<string, number> | null, out: StreamOut, lease: StreamLease,
): Promise<void> {
  const me = auth.user.id;
  const viewer = viewerOf(auth);
  const positions = new Map<string, number>();
  let blocked = new Set<string>();
  let ended = false;
  let endStream: () => void = () => {};
  const finished = new Promise<void>((resolve) => (endStream = resolve));
  const stop = () => {
    ended = true;
    endStream();
  };

  // Subscribed before anything is read: events that arrive meanwhile wait in the chain below.
  let chain = Promise.resolve();
  const enqueue = (work: () => Promise<void>) => {
    chain = chain.then(() => (ended ? undefined : work())).catch((err: unknown) => {
      app.log.warn({ err }, 'Chat stream failed; the client reconnects and catches up');
      stop();
    });
  };
  const unsubscribe = app.live.subscribe(me, {
    onEvent: (event) => enqueue(() => handle(event)),
    onResume: () => enqueue(() => catchUpAll()),
    onClose: stop,
  });

  const send = (event: string, data: unknown, withId = true) => {
    if (!out.write(frame(event, data, withId ? formatPosition(positions) : undefined))) stop();
  };

  const loadBlocks = async () => {
    const rows = await app.db.select({ id: userBlocks.blockedId }).from(userBlocks).where(eq(userBlocks.blockerId, me));
    blocked = new Set(rows.map((r) => r.id));
  };

  const deliver = (m: ChatMessage) => {
    positions.set(m.chatUuid, m.seq);
    // A group member the viewer blocked: the position moves on, the message is not shown.
    if (m.senderUuid && blocked.has(m.senderUuid)) return;
    send('message', m);
  };

  /** Everything after the position in one chat (bounded: further behind, a reset). */
  const catchUp = async (chatId: string, lastSeq?: number) => {
    const from = positions.get(chatId) ?? 0;
    if (lastSeq !== undefined && lastSeq <= from) return;
    if (lastSeq !== undefined && lastSeq - from > CATCH_UP_MAX) {
      positions.set(chatId, lastSeq);
      send('reset', { chatUuid: chatId, lastSeq });
      return;
    }
    const messages = await loadMessages(app.db, chatId, gt(chatMessages.seq, from), CATCH_UP_MAX + 1, viewer);
    if (messages.length > CATCH_UP_MAX) {
      const last = messages.at(-1)!.seq;
      positions.set(chatId, last);
      send('reset', { chatUuid: chatId, lastSeq: last });
      return;
    }
    for (const m of messages) deliver(m);
  };

  const memberships = async () =>
    app.db
      .select({ chatId: chats.id, lastSeq: chats.lastSeq })
      .from(chatMembers)
      .innerJoin(chats, eq(chats.id, chatMembers.chatId))
      .where(eq(chatMembers.userId, me));

  /** After a lost listener connection: every chat is read again from its position. */
  const catchUpAll = async () => {
    const rows = await memberships();
    for (const row of rows) {
      if (!positions.has(row.chatId)) {
        positions.set(row.chatId, row.lastSeq);
        send('chats', { chatUuid: row.chatId });
      } else await catchUp(row.chatId, row.lastSeq);
    }
  };

  const isMember = async (chatId: string) =>
    (await app.db.select({ one: sql`1` }).from(chatMembers).where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, me)))).length > 0;

  async function handle(event: LiveEvent) {
    switch (event.t) {
      case 'message': {
        const at = positions.get(event.c);
        if (at === undefined) {
          // A chat this stream did not know (joined just now): start right before this message.
          if (!(await isMember(event.c))) return;
          positions.set(event.c, event.s - 1);
        }
        const from = positions.get(event.c)!;
        if (event.s <= from) return; // already delivered
        if (event.s === from + 1 && event.m) deliver(event.m);
        else await catchUp(event.c, event.s);
        return;
      }
      case 'members': {
        if (await isMember(event.c)) {
          if (!positions.has(event.c)) positions.set(event.c, event.s);
        } else positions.delete(event.c);
        send('chats', { chatUuid: event.c });
        return;
      }
      case 'read':
        send('read', { chatUuid: event.c, lastReadSeq: event.s }, false);
        return;
      case 'hidden':
        if (positions.has(event.c)) send('hidden', { chatUuid: event.c, uuid: event.m }, false);
        return;
      case 'blocks':
        await loadBlocks();
        send('chats', { chatUuid: null }, false);
        return;
    }
  }

  enqueue(async () => {
    await loadBlocks();
    const rows = await memberships();
    for (const row of rows) {
      const resumeAt = after?.get(row.chatId);
      if (after && resumeAt === undefined) {
        // Joined while away: nothing of it was delivered yet.
        positions.set(row.chatId, 0);
        await catchUp(row.chatId, row.lastSeq);
      } else if (after) {
        positions.set(row.chatId, Math.min(resumeAt!, row.lastSeq));
        await catchUp(row.chatId, row.lastSeq);
      } else positions.set(row.chatId, row.lastSeq);
    }
    send('ready', { chats: rows.length });
  });

  const heartbeat = setInterval(() => {
    if (!out.write(': ping\n\n')) stop();
    else lease.renew().catch((err: unknown) => app.log.warn({ err }, 'Chat stream lease not renewed; it runs out unless the next heartbeat renews it'));
  }, HEARTBEAT_MS);
  heartbeat.unref();
  try {
    await Promise.race([out.closed, finished]);
  } finally {
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    // At shutdown the database may be gone already: the lease then runs out by itself.
    await lease.release().catch(() => undefined);
  }
}

