/**
 * A poll posted in a chat (decision 0039 posts it as "📊 question" and the poll's link) shown as
 * a poll card, votable in place (issue 22 §4). The message stays a TEXT message on the server, so
 * the stream, history and reports need nothing new; a poll that cannot be read (deleted) falls
 * back to the message's text.
 */
import type { ReactNode } from 'react';
import { PollBody } from '@/components/polls/poll-view';
import { usePoll } from '@/lib/api/polls';
import { useSessionStore } from '@/lib/session/session-store';

const POLL_LINK = /\/polls\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?=[/?#\s]|$)/i;

/** The poll a chat message announces, or null for any other message. */
export function pollUuidOf(text: string): string | null {
  if (!text.startsWith('📊 ')) return null;
  return POLL_LINK.exec(text)?.[1]?.toLowerCase() ?? null;
}

export function ChatPollCard({ uuid, fallback }: { uuid: string; fallback: ReactNode }) {
  const userUuid = useSessionStore((s) => s.user?.uuid ?? null);
  const query = usePoll(null, uuid, userUuid, !!userUuid);
  if (query.isError) return <>{fallback}</>;
  if (!query.data) return <p role="status">📊 …</p>;
  return <PollBody initial={query.data} signedIn userUuid={userUuid} signInHref="" uuid={uuid} inChat />;
}
