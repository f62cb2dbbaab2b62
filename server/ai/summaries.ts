/**
 * AI summaries (issue 12 §2): the readable sources' sentences, ranked by the embedded engine, or
 * with a configured model written by it and checked sentence by sentence against the passages
 * they cite, the unmatched ones replaced by the embedded summary's (decision 0064). Every
 * sentence links to its page and says which engine wrote it. Saved per user; costs tutoring
 * minutes (decision 0035).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AiSummary, summaryBody } from '@/lib/contract/ai';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import { aiSummaries } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { AI_EVENTS } from '@/lib/analytics/event-names';
import { recordAiEvent } from './ai-events';
import { giveBack, takeMinutes } from './allowance';
import { aiT } from './messages';
import { modelSettings } from './engine';
import { embeddedSummary, summaryWithModel, type SummaryItem } from './model-summary';
import { learnerLanguage } from './learner-language';
import { loadSources } from './sources';
import { extractiveSummary } from './summarize';
import { sentencesOf } from './text/sentences';
import type { WorkOptions } from './work';

type SummaryInput = z.output<typeof summaryBody>;

type SummaryRow = typeof aiSummaries.$inferSelect;

function toSummary(row: SummaryRow): AiSummary {
  // Rows from before decision 0064 carry no engine per sentence: the summary's.
  const sentences = (row.sentences as (Omit<SummaryItem, 'engine'> & { engine?: SummaryItem['engine'] })[]).map((s) => ({
    ...s,
    engine: s.engine ?? (row.engine as SummaryItem['engine']),
  }));
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

export interface SummaryJob {
  run(o?: WorkOptions): Promise<AiSummary>;
}

/** Everything that can refuse (sources, too little text, minutes) before the work starts. */
export async function prepareSummary(app: AppContext, viewer: AuthUser, input: SummaryInput): Promise<SummaryJob> {
  const sources = await loadSources(app, viewer, input.knowUuids, input.uploadUuid);
  const lang = sources.contentLanguage;
  const learnerLang = learnerLanguage(viewer);
  const sentences = sentencesOf(sources.pages, lang);
  if (sentences.length === 0) throw badRequest('The chosen material has no text to summarise.');
  const taken = await takeMinutes(app, viewer.user, 'summary');
  return {
    async run(o: WorkOptions = {}) {
      try {
        o.onProgress?.({ stage: 'ranking' });
        const chosen = extractiveSummary(sentences, input.length);
        const model = modelSettings(app.env);
        const written = model
          ? await summaryWithModel(model, sentences, chosen, {
              ...o,
              length: input.length,
              lang,
              learnerLang,
              onFailure: (err) => app.log.warn({ err: String(err) }, 'AI model failed on a summary; the embedded summary stands'),
            })
          : embeddedSummary(chosen);
        o.signal?.throwIfAborted();
        o.onProgress?.({ stage: 'saving' });
        const row: typeof aiSummaries.$inferInsert = {
          id: randomUUID(),
          userId: viewer.user.id,
          title: aiT(learnerLang)('summaryTitle', { title: input.courseTitle || sources.titles[0] || '' }),
          length: input.length,
          contentLanguage: lang,
          sentences: written.sentences,
          engine: written.engine,
          note: written.note,
          sourceKnowIds: sources.knowIds,
          uploadId: sources.uploadId,
          courseUuid: input.courseUuid ?? null,
          courseTitle: input.courseTitle ?? null,
        };
        const [saved] = await app.db.insert(aiSummaries).values(row).returning();
        await recordAiEvent(app, viewer, AI_EVENTS.summaryCreated, { value: input.length, valueId: written.sentences.length });
        return toSummary(saved!);
      } catch (err) {
        await giveBack(app, taken);
        throw err;
      }
    },
  };
}


export async function getSummary(app: AppContext, viewer: AuthUser, uuid: string): Promise<AiSummary> {
  const [row] = await app.db.select().from(aiSummaries).where(and(eq(aiSummaries.id, uuid.toLowerCase()), eq(aiSummaries.userId, viewer.user.id)));
  if (!row) throw notFound('The summary was not found.');
  return toSummary(row);
}
