/**
 * Assistant chats (issue 12 §4): school-gpt and uni-gpt sessions per user, optionally with a
 * learning bot. A message takes its tutoring minute, is stored, the passages are retrieved from
 * what the user may read, and the answer streams back as NDJSON events (lib/contract/ai.ts). The
 * learner stops an answer by aborting the request: the engine is cancelled and what was written
 * is kept (complete: false). The answer is stored whatever happens, with its engine and note.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AiAllowance, AiChatEvent, AiChatMessage, AiChatSession, AiEngineName, AssistantKind, chatListQuery, createChatBody, sendMessageBody,
} from '@/lib/contract/ai';
import { AI_LIMITS } from '@/lib/contract/limits';
import { AI_EVENTS } from '@/lib/analytics/event-names';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import { aiChatMessages, aiChatSessions } from '../db/schema';
import { notFound } from '../errors';
import { safeJson } from '@/lib/safe-json';
import { chatSnapshot, recordAiEvent } from './ai-events';
import { currentAllowance, giveBack, takeMinutes } from './allowance';
import { embeddedEngine } from './embedded-engine';
import { answerWithFallback, chooseEngine } from './engine';
import { resolveBot } from './learning-bots';
import { retrievePassages, type RetrievalScope } from './retrieval';

type SessionRow = typeof aiChatSessions.$inferSelect;
type MessageRow = typeof aiChatMessages.$inferSelect;

const TITLE_MAX = 80;

function toSession(r: SessionRow): AiChatSession {
  return {
    uuid: r.id,
    kind: r.kind as AssistantKind,
    learningBotUuid: r.learningBotId,
    title: r.title,
    createdOn: r.createdAt.toISOString(),
    updatedOn: r.updatedAt.toISOString(),
  };
}

function toMessage(r: MessageRow): AiChatMessage {
  return {
    uuid: r.id,
    role: r.role as AiChatMessage['role'],
    text: r.text,
    citations: r.citations as AiChatMessage['citations'],
    engine: (r.engine as AiEngineName | null) ?? null,
    note: r.note,
    complete: r.complete,
    createdOn: r.createdAt.toISOString(),
  };
}

export async function createChat(app: AppContext, viewer: AuthUser, input: z.output<typeof createChatBody>): Promise<AiChatSession> {
  // A bot the caller may not use is "not found" before anything is stored.
  if (input.learningBotUuid) await resolveBot(app, viewer, input.learningBotUuid);
  const [row] = await app.db
    .insert(aiChatSessions)
    .values({ id: randomUUID(), userId: viewer.user.id, kind: input.kind, learningBotId: input.learningBotUuid?.toLowerCase() ?? null })
    .returning();
  return toSession(row!);
}

export async function listChats(app: AppContext, viewer: AuthUser, q: z.output<typeof chatListQuery>) {
  const where = q.kind ? and(eq(aiChatSessions.userId, viewer.user.id), eq(aiChatSessions.kind, q.kind)) : eq(aiChatSessions.userId, viewer.user.id);
  const rows = await app.db.select().from(aiChatSessions).where(where).orderBy(desc(aiChatSessions.updatedAt), desc(aiChatSessions.id)).limit(q.limit).offset(q.offset);
  const [total] = await app.db.select({ n: count() }).from(aiChatSessions).where(where);
  return { content: rows.map(toSession), numberOfResults: total?.n ?? 0 };
}

async function ownSession(app: AppContext, viewer: AuthUser, uuid: string): Promise<SessionRow> {
  const [row] = await app.db.select().from(aiChatSessions).where(and(eq(aiChatSessions.id, uuid.toLowerCase()), eq(aiChatSessions.userId, viewer.user.id)));
  if (!row) throw notFound('The chat was not found.');
  return row;
}

export async function getChat(app: AppContext, viewer: AuthUser, uuid: string) {
  const session = await ownSession(app, viewer, uuid);
  const messages = await app.db.select().from(aiChatMessages).where(eq(aiChatMessages.sessionId, session.id)).orderBy(asc(aiChatMessages.createdAt), asc(aiChatMessages.role));
  return { session: toSession(session), messages: messages.map(toMessage) };
}

/** One NDJSON line, with <, > and & escaped as the JSON answers are (decision 0034). */
const line = (e: AiChatEvent) => `${safeJson(e)}\n`;

/**
 * Everything that can refuse (the chat, the minutes, the bot) happens before the stream starts,
 * so those answer as ordinary JSON errors; the returned stream then always ends with done or error.
 */
export async function sendMessage(app: AppContext, viewer: AuthUser, uuid: string, input: z.output<typeof sendMessageBody>): Promise<Readable> {
  const session = await ownSession(app, viewer, uuid);
  let scope: RetrievalScope = { kind: 'edition', contentLanguage: viewer.user.contentLanguage };
  if (session.learningBotId) scope = (await resolveBot(app, viewer, session.learningBotId)).scope;
  const taken = await takeMinutes(app, viewer.user, 'chatMessage');
  const userMessageId = randomUUID();
  const history = await app.db
    .select({ role: aiChatMessages.role, text: aiChatMessages.text })
    .from(aiChatMessages)
    .where(eq(aiChatMessages.sessionId, session.id))
    .orderBy(desc(aiChatMessages.createdAt))
    .limit(AI_LIMITS.historyTurns * 2);
  try {
    await app.db.transaction(async (tx) => {
      await tx.insert(aiChatMessages).values({ id: userMessageId, sessionId: session.id, role: 'user', text: input.text, complete: true });
      await tx
        .update(aiChatSessions)
        .set({ updatedAt: sql`now()`, title: session.title || [...input.text].slice(0, TITLE_MAX).join('') })
        .where(eq(aiChatSessions.id, session.id));
    });
  } catch (err) {
    await giveBack(app, taken);
    throw err;
  }
  const promptVariant = input.promptVariant ?? null;
  await recordAiEvent(app, viewer, AI_EVENTS.chatMessageSent, {
    aiChat: chatSnapshot({ messageUuid: userMessageId, isBotMessage: false, promptVariant, sessionUuid: session.id }),
  });

  const abort = new AbortController();
  const stream = new Readable({
    read() {},
    destroy(err, callback) {
      abort.abort();
      callback(err);
    },
  });
  const configured = chooseEngine(app.env);
  const messageId = randomUUID();
  const push = (e: AiChatEvent) => {
    if (!stream.destroyed) stream.push(line(e));
  };

  void (async () => {
    let engineName: AiEngineName = configured.name;
    let note: string | null = null;
    let text = '';
    let citations: AiChatMessage['citations'] = [];
    let failed: unknown = null;
    push({ type: 'start', sessionUuid: session.id, userMessageUuid: userMessageId, messageUuid: messageId, engine: configured.name });
    try {
      // A model reads the page around the answer's sentences; the built-in engine quotes them.
      const passages = await retrievePassages(app, viewer, input.text, scope, configured === embeddedEngine ? 'answer' : 'context');
      citations = passages.map((p) => p.citation);
      push({ type: 'citations', citations });
      // Nothing relevant: the plain "not covered" answer, never a model guessing without sources.
      const engine = passages.length === 0 ? embeddedEngine : configured;
      engineName = engine.name;
      const answer = answerWithFallback(
        engine,
        {
          question: input.text,
          history: history.reverse().map((h) => ({ role: h.role as 'user' | 'assistant', text: h.text })),
          passages,
          contentLanguage: scope.contentLanguage,
          answerLanguage: viewer.user.interfaceLanguage,
          assistant: session.kind as AssistantKind,
          signal: abort.signal,
        },
        (err) => app.log.warn({ err: String(err) }, 'AI model failed; the embedded engine answered'),
      );
      for await (const e of answer) {
        if (e.type === 'note') {
          note = e.note;
          engineName = e.engine;
          push({ type: 'note', note: e.note, engine: e.engine });
        } else {
          text += e.text;
          push({ type: 'delta', text: e.text });
        }
      }
    } catch (err) {
      failed = err;
    }
    const complete = !abort.signal.aborted && !failed;
    try {
      if (failed && !text) await giveBack(app, taken);
      const [row] = await app.db
        .insert(aiChatMessages)
        .values({ id: messageId, sessionId: session.id, role: 'assistant', text, citations, engine: engineName, note, complete })
        .returning();
      await recordAiEvent(app, viewer, AI_EVENTS.chatAnswerReceived, {
        aiChat: chatSnapshot({ messageUuid: messageId, isBotMessage: true, promptVariant, sessionUuid: session.id }),
      });
      if (failed) {
        app.log.error({ err: failed }, 'AI answer failed');
        push({ type: 'error', error: { type: 'NoErrorType', message: 'The answer could not be written.' } });
      } else {
        const allowance: AiAllowance = await currentAllowance(app, viewer.user);
        push({ type: 'done', message: toMessage(row!), allowance });
      }
    } catch (err) {
      app.log.error({ err }, 'AI answer could not be stored');
      push({ type: 'error', error: { type: 'NoErrorType', message: 'The answer could not be stored.' } });
    }
    if (!stream.destroyed) stream.push(null);
  })();
  return stream;
}
