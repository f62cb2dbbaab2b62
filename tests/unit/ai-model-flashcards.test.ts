// Flashcards written by a model (decision 0068, the checks of 0064), against a local server
// speaking the chat-completions protocol: each card is kept only when the passage it cites holds
// its answer; invented cards are dropped and the material's own cards take their place, every
// card naming its engine; broken JSON leaves the embedded draft with a note; the learner's stop
// aborts without a fallback; progress is reported while the model writes. A learner whose
// language is not the material's gets cards in their language, each checked by its source
// sentence (decision 0072).
import { describe, expect, it } from 'vitest';
import de from '@/locales/de/ai-engine.json';
import en from '@/locales/en/ai-engine.json';
import type { AiProgress } from '@/lib/contract/ai-stream';
import { buildFlashcardsFromPassages } from '@/server/ai/flashcards-from-passages';
import { indexPassage } from '@/server/ai/grounding';
import { checkCard, flashcardsWithModel } from '@/server/ai/model-flashcards';
import { DATA_CLOSE, DATA_OPEN } from '@/server/ai/prompt';
import { sentencesOf, type SourcePage, type SourceRef } from '@/server/ai/text/sentences';
import { passageOf, replyJson } from '../support/openai-server';
import { blockFakeOpenAi } from '../support/openai-block';
import { modelWrittenItems } from '../support/model-work';

const ref: SourceRef = { knowUuid: '00000000-0000-4000-8000-000000000001', uploadUuid: null, title: 'Cell respiration', viewerPath: '/knows/cell-respiration/view' };
const PAGE_1 = [
  'Glycolysis splits one molecule of glucose into two molecules of pyruvate in the cytoplasm.',
  'The citric acid cycle takes place in the matrix of the mitochondria.',
  'It was described by Hans Krebs in 1937.',
  'Osmosis is the diffusion of water through a semi-permeable membrane.',
].join(' ');
const PAGE_2 = [
  'The electron transport chain sits in the inner membrane of the mitochondria.',
  'Oxygen is the final electron acceptor of the electron transport chain.',
  'ATP synthase uses the proton gradient to produce most of the ATP of the cell.',
  'Ribosome: the place where proteins are built from amino acids.',
].join('\n\n');
const pages: SourcePage[] = [{ ref, page: 1, text: PAGE_1 }, { ref, page: 2, text: PAGE_2 }];
const sentences = sentencesOf(pages, 'en');

describe('a model card against its passage', () => {
  const p1 = indexPassage(PAGE_1, 'en');
  it('keeps a question whose answer the passage gives, short or as a sentence', () => {
    expect(checkCard(p1, 'Where does the citric acid cycle take place?', 'In the matrix of the mitochondria')).not.toBeNull();
    expect(checkCard(p1, 'Who described the citric acid cycle?', 'Hans Krebs')).not.toBeNull();
    expect(checkCard(p1, 'When did Hans Krebs describe the cycle?', '1937')).not.toBeNull();
    expect(checkCard(p1, 'What is osmosis?', 'The diffusion of water through a semi-permeable membrane.')).not.toBeNull();
  });
  it('drops invented answers: a wrong name, a wrong number, a word the passage lacks', () => {
    expect(checkCard(p1, 'Who described the citric acid cycle?', 'Albert Einstein')).toBeNull();
    expect(checkCard(p1, 'When did Hans Krebs describe the cycle?', '1921')).toBeNull();
    expect(checkCard(p1, 'Where does the citric acid cycle take place?', 'In the nucleus')).toBeNull();
    expect(checkCard(p1, 'What does glycolysis produce?', 'Lactate and ethanol')).toBeNull();
  });
  it('drops a card that answers itself or says nothing', () => {
    expect(checkCard(p1, 'Glycolysis splits glucose into pyruvate: what does glycolysis split?', 'Glucose')).toBeNull();
    expect(checkCard(p1, 'What is osmosis?', 'It is.')).toBeNull();
  });
});

describe('model-written flashcards', () => {
  const fake = blockFakeOpenAi();
  const { model } = fake;
  const embedded = buildFlashcardsFromPassages(pages, 'en', { count: 12 });

  it('keeps checked cards (cited, marked), drops invented ones and fills with the material\'s cards; reports progress', async () => {
    fake.requests = [];
    // A German learner, English notes: German cards, each with the English sentence it rests on.
    fake.behaviour = replyJson((body) => ({
      cards: [
        { front: 'Wo findet der Citratzyklus statt?', back: 'In der Matrix der Mitochondrien', passage: passageOf(body, 'citric acid'), source: 'The citric acid cycle takes place in the matrix of the mitochondria.' },
        { front: 'Wer entdeckte den Citratzyklus?', back: 'Albert Einstein im Jahr 1921', passage: passageOf(body, 'citric acid'), source: 'It was described by Hans Krebs in 1937.' },
        { front: 'Was ist der letzte Elektronenakzeptor der Elektronentransportkette?', back: 'Sauerstoff', passage: passageOf(body, 'Oxygen'), source: 'Oxygen is the final electron acceptor of the electron transport chain.' },
        { front: 'Was nutzt die ATP-Synthase?', back: 'Sonnenlicht', passage: passageOf(body, 'ATP synthase'), source: 'ATP synthase uses sunlight to make ATP.' },
        { front: 'Broken', passage: 'x' },
      ],
    }));
    const progress: AiProgress[] = [];
    const failures: unknown[] = [];
    const r = await flashcardsWithModel(model(), sentences, embedded, { count: 4, lang: 'en', learnerLang: 'de', onProgress: (p) => progress.push(p), onFailure: (e) => failures.push(e) });
    expect(failures).toEqual([]);
    // Notes are in the learner's language.
    const model2 = modelWrittenItems(r, 'cards', de.modelReplacedCardsNote, 4);
    expect(model2.map((c) => c.back)).toEqual(['In der Matrix der Mitochondrien', 'Sauerstoff']);
    expect(model2.every((c) => c.source === 'model')).toBe(true);
    expect(model2[0]!.citation).toMatchObject({ page: 1, quote: 'The citric acid cycle takes place in the matrix of the mitochondria.', href: '/knows/cell-respiration/view?page=1' });
    expect(model2[1]!.citation).toMatchObject({ page: 2, href: '/knows/cell-respiration/view?page=2' });
    expect(r.cards.map((c) => c.back).join(' ')).not.toMatch(/Einstein|Sonnenlicht/);
    const filled = r.cards.filter((c) => c.engine === 'embedded');
    expect(filled).toHaveLength(2);
    for (const c of filled) expect(embedded.map((e) => e.front)).toContain(c.front);
    // The data section and the schema on the wire.
    const body = fake.requests[0]!.body;
    expect(body.messages.at(-1)!.content).toContain(DATA_OPEN);
    expect(body.messages.at(-1)!.content).toContain(DATA_CLOSE);
    expect(body.response_format?.json_schema?.name).toBe('flashcards');
    expect(body.messages[0]!.content).toContain('in German');
    expect(body.messages[0]!.content).toContain('copied word for word in English');
    expect(JSON.stringify(body.response_format?.json_schema?.schema)).toContain('"source"');
    // Progress: writing from 0 up to the cards written, then checking.
    expect(progress[0]).toEqual({ stage: 'writing', done: 0, total: 4 });
    expect(progress.at(-1)).toEqual({ stage: 'checking' });
    const writing = progress.filter((p) => p.stage === 'writing').map((p) => p.done!);
    expect(writing).toEqual([...writing].sort((a, b) => a - b));
    expect(writing.at(-1)).toBe(4);
  });

  it('broken JSON: the embedded draft whole, with the note', async () => {
    fake.behaviour = { kind: 'reply', reply: () => '{"cards": [{"front": "What is osmosis?", "back": ' };
    const failures: unknown[] = [];
    const r = await flashcardsWithModel(model(), sentences, embedded, { count: 3, lang: 'en', learnerLang: 'en', onFailure: (e) => failures.push(e) });
    expect(failures).toHaveLength(1);
    expect(r).toMatchObject({ engine: 'embedded', note: en.modelFailedNote });
    expect(r.cards).toEqual(embedded.slice(0, 3).map((c) => ({ ...c, engine: 'embedded' })));
  });

  it('a model that only invents: every card is the material\'s, with the note', async () => {
    fake.behaviour = replyJson((body) => ({ cards: [{ front: 'Who discovered glycolysis?', back: 'Louis Pasteur', passage: passageOf(body, 'Glycolysis') }] }));
    const r = await flashcardsWithModel(model(), sentences, embedded, { count: 3, lang: 'en', learnerLang: 'en' });
    expect(r).toMatchObject({ engine: 'embedded', note: en.modelReplacedCardsNote });
    expect(r.cards.every((c) => c.engine === 'embedded')).toBe(true);
    expect(r.cards).toHaveLength(3);
  });

  it('the learner\'s stop aborts: no fallback, no failure reported', async () => {
    fake.behaviour = { kind: 'stall', chunks: ['{"cards":[{"front":"What is osmosis?","back":"The diffusion of water","passage":1},'] };
    const stop = new AbortController();
    const failures: unknown[] = [];
    const progress: AiProgress[] = [];
    const run = flashcardsWithModel(model(5_000), sentences, embedded, {
      count: 3, lang: 'en', learnerLang: 'en', signal: stop.signal, onFailure: (e) => failures.push(e),
      onProgress: (p) => {
        progress.push(p);
        if (p.done === 1) stop.abort(new Error('stopped'));
      },
    });
    await expect(run).rejects.toThrow('stopped');
    expect(failures).toEqual([]);
    expect(progress.some((p) => p.stage === 'checking')).toBe(false);
  });
});
