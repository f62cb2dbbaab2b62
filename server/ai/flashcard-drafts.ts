/**
 * "Make flashcards" (issue 23 §6, decisions 0063 and 0068): a draft set of cards from knows the
 * caller may read, each card citing its page. Only readable pages are material (loadSources,
 * decision 0048); another user's private know is "not found". The embedded cards (glossary
 * lines, definitions, key terms) are made first: material without any is refused before a minute
 * is taken. With a configured model it writes question/answer cards, each checked against the
 * passage it cites; the embedded cards fill the places of those dropped. Nothing is stored: the
 * learner edits the draft and saves it as a private flashcard know (POST /knows). A draft costs
 * tutoring minutes (decision 0035), given back when the work fails or the learner stops it.
 */
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { FlashcardDraft, flashcardDraftBody } from '@/lib/contract/flashcards';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import { knows } from '../db/schema';
import { badRequest } from '../errors';
import { giveBack, takeMinutes } from './allowance';
import { modelSettings } from './engine';
import { buildFlashcardsFromPassages } from './flashcards-from-passages';
import { learnerLanguage } from './learner-language';
import { embeddedDraft, flashcardsWithModel } from './model-flashcards';
import { loadSources } from './sources';
import { sentencesOf } from './text/sentences';
import type { WorkOptions } from './work';

type DraftInput = z.output<typeof flashcardDraftBody>;

export interface FlashcardDraftJob {
  run(o?: WorkOptions): Promise<FlashcardDraft>;
}

/** Everything that can refuse (sources, no cards, minutes) before the work starts. */
export async function prepareFlashcardDraft(app: AppContext, viewer: AuthUser, input: DraftInput): Promise<FlashcardDraftJob> {
  const sources = await loadSources(app, viewer, input.knowUuids, null);
  const lang = sources.contentLanguage;
  const model = modelSettings(app.env);
  // With a model, twice as many embedded cards: the rest fill the places of dropped model cards.
  const embedded = buildFlashcardsFromPassages(sources.pages, lang, { count: input.cardCount * (model ? 2 : 1) });
  if (embedded.length === 0) throw badRequest('The chosen material has no terms or definitions to make flashcards of.');
  const taken = await takeMinutes(app, viewer.user, 'flashcards');
  return {
    async run(o: WorkOptions = {}) {
      try {
        const written = model
          ? await flashcardsWithModel(model, sentencesOf(sources.pages, lang), embedded, {
              ...o,
              count: input.cardCount,
              lang,
              learnerLang: learnerLanguage(viewer),
              onFailure: (err) => app.log.warn({ err: String(err) }, 'AI model failed on flashcards; the embedded draft stands'),
            })
          : embeddedDraft(embedded);
        o.signal?.throwIfAborted();
        const [first] = await app.db.select({ id: knows.id, subjectId: knows.subjectId }).from(knows).where(inArray(knows.id, sources.knowIds.slice(0, 1)));
        return {
          sourceTitles: sources.titles,
          subjectId: first?.subjectId ?? null,
          contentLanguage: lang,
          cards: written.cards.map(({ front, back, source, citation, engine }) => ({ front, back, source, citation, engine })),
          engine: written.engine,
          note: written.note,
          allowance: taken.allowance,
        };
      } catch (err) {
        await giveBack(app, taken);
        throw err;
      }
    },
  };
}

