/**
 * AI summaries (issue 12 §2): the readable sources' sentences, ranked by the embedded engine
 * (decision 0034: summaries stay extractive with any engine, so every sentence is the source's
 * own and links to its page), saved per user. Costs tutoring minutes (decision 0035).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AiSummary, summaryBody } from '@/lib/contract/ai';
import type { z } from 'zod';
import type { AppContext } from '../app';
import type { AuthUser } from '../auth/authenticate';
import { aiSummaries } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { AI_EVENTS } from '@/lib/analytics/event-names';
import { recordAiEvent } from './ai-events';
import { giveBack, takeMinutes } from './allowance';
import { citationOf } from './citation';
import { aiT } from './messages';
import { loadSources } from './sources';
import { extractiveSummary } from './summarize';
import { sentencesOf } from './text/sentences';

type SummaryInput = z.output<typeof summaryBody>;

type SummaryRow = typeof aiSummaries.$inferSelect;

function toSummary(row: SummaryRow): AiSummary {
  const sentences = row.sentences as AiSummary['sentences'];
  return {
    uuid: row.id,
    title: row.title,
    length: row.length as AiSummary['length'],
    sentences,
    text: sentences.map((s) => s.text).join(' '),
    contentLanguage: row.contentLanguage,
    createdOn: row.createdAt.toISOString(),
    savedKnowUuid: row.savedKnowId,
    engine: row.engine as AiSummary['engine'],
    note: row.note,
  };
}

export async function createSummary(app: AppContext, viewer: AuthUser, input: SummaryInput): Promise<AiSummary> {
  const sources = await loadSources(app, viewer, input.knowUuids, input.uploadUuid);
  const lang = sources.contentLanguage;
  const sentences = sentencesOf(sources.pages, lang);
  if (sentences.length === 0) throw badRequest('The chosen material has no text to summarise.');
  const taken = await takeMinutes(app, viewer.user, 'summary');
  try {
    const chosen = extractiveSummary(sentences, input.length);
    const row: typeof aiSummaries.$inferInsert = {
      id: randomUUID(),
      userId: viewer.user.id,
      title: aiT(lang)('summaryTitle', { title: input.courseTitle || sources.titles[0] || '' }),
      length: input.length,
      contentLanguage: lang,
      sentences: chosen.map((s) => ({ text: s.text, citation: citationOf(s.ref, s.page, s.text) })),
      engine: 'embedded',
      note: null,
      sourceKnowIds: sources.knowIds,
      uploadId: sources.uploadId,
      courseUuid: input.courseUuid ?? null,
      courseTitle: input.courseTitle ?? null,
    };
    const [saved] = await app.db.insert(aiSummaries).values(row).returning();
    await recordAiEvent(app, viewer, AI_EVENTS.summaryCreated, { value: input.length, valueId: chosen.length });
    return toSummary(saved!);
  } catch (err) {
    await giveBack(app, taken);
    throw err;
  }
}

export async function getSummary(app: AppContext, viewer: AuthUser, uuid: string): Promise<AiSummary> {
  const [row] = await app.db.select().from(aiSummaries).where(and(eq(aiSummaries.id, uuid.toLowerCase()), eq(aiSummaries.userId, viewer.user.id)));
  if (!row) throw notFound('The summary was not found.');
  return toSummary(row);
}
