/**
 * Polls (issue 13 §3, decision 0039). A poll made outside a chat (by any signed-in user, knower
 * or learner: issue 22 §4, decision 0059) is public (anyone with the link reads it, any signed-in
 * user votes); a poll made in a chat is posted there as a link and belongs to its
 * members (everyone else: 404, as for the chat). One vote per user is the primary key of
 * poll_votes: a vote is one upsert guarded by the closing time in the same statement, so parallel
 * votes of one user leave one row, and a vote racing the closing time is refused by the database's
 * clock, not the app's. Results: to voters, the creator, and everyone once closed.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { STUDY_EVENTS } from '@/lib/analytics/event-names';
import type { Poll } from '@/lib/contract/polls';
import { POLL_LIMITS } from '@/lib/contract/limits';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import { recordUserEvent } from '../analytics/user-event';
import { memberChat } from '../chat/chats';
import { sendText } from '../chat/messages';
import { chatMembers, polls, pollVotes, users } from '../db/schema';
import { ApiError, badRequest, notFound } from '../errors';
import { mailLink } from '../mail/account-mails';
import { consume } from '../rate-limit/service';
import { limitFor } from '../rate-limit/limits';

type PollRow = typeof polls.$inferSelect;

export interface NewPoll {
  question: string;
  options: string[];
  closesOn?: string | null;
  chatUuid?: string;
}

const DAY_MS = 86_400_000;

export async function createPoll(app: AppContext, auth: AuthUser, input: NewPoll, now = new Date()): Promise<Poll> {
  const closesAt = input.closesOn ? new Date(input.closesOn) : null;
  if (closesAt && (closesAt <= now || closesAt.getTime() - now.getTime() > POLL_LIMITS.closesWithinDaysMax * DAY_MS)) {
    throw badRequest(`The closing time must be in the next ${POLL_LIMITS.closesWithinDaysMax} days.`, { field: 'closesOn' });
  }
  const chatId = input.chatUuid?.toLowerCase() ?? null;
  if (chatId) await memberChat(app.db, chatId, auth.user.id);
  await consume(app.db, limitFor('poll-create-user', auth.user.id));
  const id = randomUUID();
  const [row] = await app.db
    .insert(polls)
    .values({ id, creatorId: auth.user.id, chatId, question: input.question, options: input.options, closesAt })
    .returning();
  if (chatId) {
    // The chat's own send path: its membership, block and rate-limit rules apply; a refusal undoes the poll.
    try {
      await sendText(app, auth, chatId, `📊 ${input.question}\n${mailLink(app.env, auth.user, `/polls/${id}`, {})}`);
    } catch (err) {
      await app.db.delete(polls).where(eq(polls.id, id));
      throw err;
    }
  }
  return toPoll(row!, { creatorName: auth.user.name, counts: new Map(), myVote: null, viewerId: auth.user.id, now });
}

/** The poll as the viewer may see it; 404 for an unknown id or a chat poll of a chat they are not in. */
export async function getPoll(app: AppContext, viewer: AuthUser | null, pollId: string, now = new Date()): Promise<Poll> {
  const row = await readablePoll(app, viewer, pollId);
  return present(app, row, viewer, now);
}

export async function vote(app: AppContext, auth: AuthUser, pollId: string, option: number): Promise<Poll> {
  const row = await readablePoll(app, auth, pollId);
  if (option >= row.options.length) throw badRequest('No such option.', { field: 'option' });
  const written = await app.db.execute(sql`
    INSERT INTO poll_votes (poll_id, user_id, option)
    SELECT ${row.id}::uuid, ${auth.user.id}::uuid, ${option}::smallint
    FROM polls WHERE id = ${row.id}::uuid AND (closes_at IS NULL OR closes_at > now())
    ON CONFLICT (poll_id, user_id) DO UPDATE SET option = excluded.option, updated_at = now()
    RETURNING option`);
  if ((written as unknown as { rows: unknown[] }).rows.length === 0) throw closedError();
  await recordUserEvent(app, auth, STUDY_EVENTS.pollVoted, { value: option, page: { pollUuid: row.id } });
  return present(app, row, auth, new Date());
}

const closedError = () => new ApiError(403, 'ForbiddenError', 'This poll has closed.', { reason: 'CLOSED' });

async function readablePoll(app: AppContext, viewer: AuthUser | null, pollId: string): Promise<PollRow> {
  const [row] = await app.db.select().from(polls).where(eq(polls.id, pollId.toLowerCase()));
  if (!row) throw notFound('No such poll.');
  if (row.chatId) {
    if (!viewer) throw notFound('No such poll.');
    const [member] = await app.db
      .select({ one: sql<number>`1` })
      .from(chatMembers)
      .where(and(eq(chatMembers.chatId, row.chatId), eq(chatMembers.userId, viewer.user.id)));
    if (!member) throw notFound('No such poll.');
  }
  return row;
}

async function present(app: AppContext, row: PollRow, viewer: AuthUser | null, now: Date): Promise<Poll> {
  const counts = await app.db
    .select({ option: pollVotes.option, n: sql<number>`count(*)::int` })
    .from(pollVotes)
    .where(eq(pollVotes.pollId, row.id))
    .groupBy(pollVotes.option);
  const [mine] = viewer
    ? await app.db.select({ option: pollVotes.option }).from(pollVotes).where(and(eq(pollVotes.pollId, row.id), eq(pollVotes.userId, viewer.user.id)))
    : [];
  const [creator] = row.creatorId ? await app.db.select({ name: users.name }).from(users).where(eq(users.id, row.creatorId)) : [];
  return toPoll(row, {
    creatorName: creator?.name ?? null,
    counts: new Map(counts.map((c) => [c.option, Number(c.n)])),
    myVote: mine?.option ?? null,
    viewerId: viewer?.user.id ?? null,
    now,
  });
}

function toPoll(
  row: PollRow,
  v: { creatorName: string | null; counts: Map<number, number>; myVote: number | null; viewerId: string | null; now: Date },
): Poll {
  const closed = !!row.closesAt && row.closesAt <= v.now;
  const showResults = closed || v.myVote !== null || (!!v.viewerId && v.viewerId === row.creatorId);
  return {
    uuid: row.id,
    question: row.question,
    options: row.options.map((text, i) => ({ text, votes: showResults ? (v.counts.get(i) ?? 0) : null })),
    totalVotes: showResults ? [...v.counts.values()].reduce((a, b) => a + b, 0) : null,
    myVote: v.myVote,
    closesOn: row.closesAt?.toISOString() ?? null,
    closed,
    creator: row.creatorId && v.creatorName !== null ? { uuid: row.creatorId, name: v.creatorName } : null,
    chatUuid: row.chatId && v.viewerId ? row.chatId : null,
    createdOn: row.createdAt.toISOString(),
  };
}

/**
 * What the server-rendered page shows a visitor: the poll, `membersOnly` for a chat poll (its
 * question is not served outside the chat), or null for an unknown id.
 */
export async function pollForVisitor(app: AppContext, pollId: string): Promise<{ poll: Poll | null } | null> {
  const [row] = await app.db.select().from(polls).where(eq(polls.id, pollId.toLowerCase()));
  if (!row) return null;
  return { poll: row.chatId ? null : await present(app, row, null, new Date()) };
}
