/**
 * Learning bots (issue 12 §4): an assistant scoped to a subject or to a set of knows. Subject
 * bots are "seeded" from the catalogue itself (decision 0034): one per subject of each catalogue
 * edition, with a stable uuid derived from edition and subject, so every database and every
 * instance has the same bots without a table to keep in step with the catalogue. Bots over a
 * learner's chosen knows are rows of ai_learning_bots, visible to their owner only.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AiLearningBot } from '@/lib/contract/ai';
import { getSubjects } from '@/lib/config/catalogue';
import { EDITIONS } from '@/lib/config/editions';
import type { Subject } from '@/lib/config/catalogues';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import { aiLearningBots, knows } from '../db/schema';
import { notFound } from '../errors';
import { isPublicKnow, visibleTo } from '../knows/visibility';
import type { RetrievalScope } from './retrieval';

const COVERS_MAX = 10;

/** A uuid (version-5 layout) from a name: the same bot id everywhere. */
function stableUuid(name: string): string {
  const h = createHash('sha256').update(`knowly-learning-bot:${name}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}

interface SubjectBot {
  uuid: string;
  country: string;
  contentLanguage: string;
  subject: Subject;
}

const SUBJECT_BOTS: readonly SubjectBot[] = EDITIONS.flatMap((e) =>
  getSubjects(e.country.code).map((subject) => ({
    uuid: stableUuid(`${e.country.code}:${subject.id}`),
    country: e.country.code,
    contentLanguage: e.locale,
    subject,
  })),
);
const SUBJECT_BOT_BY_UUID = new Map(SUBJECT_BOTS.map((b) => [b.uuid, b]));

async function publicKnowCounts(app: AppContext, bots: readonly SubjectBot[]): Promise<Map<string, number>> {
  if (bots.length === 0) return new Map();
  const rows = await app.db
    .select({ subjectId: knows.subjectId, lang: knows.contentLanguage, n: sql<number>`count(*)::int` })
    .from(knows)
    .where(and(isPublicKnow, inArray(knows.subjectId, bots.map((b) => b.subject.id))))
    .groupBy(knows.subjectId, knows.contentLanguage);
  return new Map(rows.map((r) => [`${r.subjectId}:${r.lang}`, r.n]));
}

function subjectBotView(b: SubjectBot, counts: Map<string, number>): AiLearningBot {
  return {
    uuid: b.uuid,
    scope: 'SUBJECT',
    name: b.subject.name,
    country: b.country,
    contentLanguage: b.contentLanguage,
    subjectId: b.subject.id,
    knowCount: counts.get(`${b.subject.id}:${b.contentLanguage}`) ?? 0,
    covers: b.subject.topics.slice(0, COVERS_MAX).map((t) => t.name),
    assistantKind: 'school-gpt',
  };
}

export async function listSubjectBots(app: AppContext, query: { country?: string | undefined; limit: number; offset: number }) {
  const all = SUBJECT_BOTS.filter((b) => !query.country || b.country === query.country);
  const page = all.slice(query.offset, query.offset + query.limit);
  const counts = await publicKnowCounts(app, page);
  return { content: page.map((b) => subjectBotView(b, counts)), numberOfResults: all.length };
}

type BotRow = typeof aiLearningBots.$inferSelect;

async function knowsBotView(app: AppContext, row: BotRow): Promise<AiLearningBot> {
  const titles = await app.db.select({ title: knows.title }).from(knows).where(inArray(knows.id, row.knowIds)).limit(COVERS_MAX);
  return {
    uuid: row.id,
    scope: 'KNOWS',
    name: row.name,
    country: row.country,
    contentLanguage: row.contentLanguage,
    subjectId: null,
    knowCount: row.knowIds.length,
    covers: titles.map((t) => t.title),
    assistantKind: 'school-gpt',
  };
}

export interface ResolvedBot {
  view: AiLearningBot;
  scope: RetrievalScope;
}

/** A subject bot for anyone; a knows bot for its owner only (404 otherwise). */
export async function resolveBot(app: AppContext, viewer: AuthUser | null, uuid: string): Promise<ResolvedBot> {
  const id = uuid.toLowerCase();
  const subjectBot = SUBJECT_BOT_BY_UUID.get(id);
  if (subjectBot) {
    const counts = await publicKnowCounts(app, [subjectBot]);
    return {
      view: subjectBotView(subjectBot, counts),
      scope: { kind: 'subject', contentLanguage: subjectBot.contentLanguage, subjectId: subjectBot.subject.id },
    };
  }
  if (!viewer) throw notFound('The learning bot was not found.');
  const [row] = await app.db.select().from(aiLearningBots).where(and(eq(aiLearningBots.id, id), eq(aiLearningBots.ownerId, viewer.user.id)));
  if (!row) throw notFound('The learning bot was not found.');
  return { view: await knowsBotView(app, row), scope: { kind: 'knows', contentLanguage: row.contentLanguage, knowIds: row.knowIds } };
}

export async function createKnowsBot(app: AppContext, viewer: AuthUser, input: { name: string; knowUuids: string[] }): Promise<AiLearningBot> {
  const ids = [...new Set(input.knowUuids.map((u) => u.toLowerCase()))];
  const rows = await app.db.select({ id: knows.id, lang: knows.contentLanguage }).from(knows).where(and(inArray(knows.id, ids), visibleTo(viewer)));
  if (rows.length !== ids.length) throw notFound('A chosen know was not found.');
  const [row] = await app.db
    .insert(aiLearningBots)
    .values({
      id: randomUUID(),
      ownerId: viewer.user.id,
      name: input.name,
      country: viewer.user.country,
      contentLanguage: rows.find((r) => r.id === ids[0])!.lang,
      knowIds: ids,
    })
    .returning();
  return knowsBotView(app, row!);
}
