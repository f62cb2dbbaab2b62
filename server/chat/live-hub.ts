/**
 * Live chat fan-out (decision 0037): every instance LISTENs on one PostgreSQL channel through one
 * connection (PGlite: its own listen/notify) and hands each notification to the streams of the
 * users it names. A send NOTIFYs inside its transaction, so a notification goes out exactly when
 * the message is committed, to every instance alike. The database stays the source of truth:
 * a notification only says "look", each stream reads what it has not delivered yet (or takes the
 * message carried in the payload when it is the very next one). Nothing here outlives a process.
 */
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import type { ChatMessage } from '@/lib/contract/chat';

export const LIVE_CHANNEL = 'knowly_chat';
/** NOTIFY payloads must stay under 8000 bytes: above this the message is left out (the stream reads it). */
const PAYLOAD_MAX_BYTES = 7_000;

export type LiveEvent =
  /** A new message (seq) in chat c; m: the message itself when it fitted. */
  | { t: 'message'; c: string; s: number; to: string[]; m?: ChatMessage }
  /** Members changed (added, removed, chat created): s is the chat's lastSeq at that moment. */
  | { t: 'members'; c: string; s: number; to: string[] }
  /** A user read up to s in chat c (their other tabs update unread counts). */
  | { t: 'read'; c: string; s: number; to: string[] }
  /** A reviewer hid message m. */
  | { t: 'hidden'; c: string; m: string; to: string[] }
  /** Someone in `to` blocked or unblocked someone. */
  | { t: 'blocks'; to: string[] };

export interface LiveListener {
  onEvent(event: LiveEvent): void;
  /** The listener connection was re-established: notifications may have been missed. */
  onResume(): void;
  /** The instance is shutting down: end the stream. */
  onClose(): void;
}

export interface LiveHub {
  /** Delivers events naming `userId` to `listener` until the returned function is called. */
  subscribe(userId: string, listener: LiveListener): () => void;
  /** Streams open on this instance. */
  size(): number;
  /** Ends every open stream (SIGTERM: streams would otherwise hold the drain for its whole grace). */
  closeStreams(): void;
  close(): Promise<void>;
}

/** NOTIFY within the caller's transaction (delivered on commit, not at all on rollback). */
export async function publish(db: Db, event: LiveEvent): Promise<void> {
  let text = JSON.stringify(event);
  if (Buffer.byteLength(text) > PAYLOAD_MAX_BYTES && event.t === 'message') text = JSON.stringify({ ...event, m: undefined });
  await db.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${text})`);
}

export async function startLiveHub(database: Database, log: { warn(obj: object, msg: string): void }): Promise<LiveHub> {
  const byUser = new Map<string, Set<LiveListener>>();
  const all = () => [...byUser.values()].flatMap((set) => [...set]);

  const stop = await database.listen(
    LIVE_CHANNEL,
    (payload) => {
      let event: LiveEvent;
      try {
        event = JSON.parse(payload) as LiveEvent;
      } catch {
        log.warn({ bytes: payload.length }, 'Unreadable chat notification ignored');
        return;
      }
      for (const userId of event.to ?? []) {
        for (const listener of byUser.get(userId) ?? []) listener.onEvent(event);
      }
    },
    () => {
      for (const listener of all()) listener.onResume();
    },
  );

  return {
    subscribe(userId, listener) {
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && byUser.get(userId) === set) byUser.delete(userId);
      };
    },
    size: () => all().length,
    closeStreams() {
      for (const listener of all()) listener.onClose();
    },
    async close() {
      for (const listener of all()) listener.onClose();
      byUser.clear();
      await stop();
    },
  };
}
