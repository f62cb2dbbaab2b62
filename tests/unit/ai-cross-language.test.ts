// The learner's language over material in another (issue 23 §7, decision 0072): a model writes
// in the learner's language and names, per item, the passage's sentence it states; the item is
// kept only when that source is the passage's own and the item keeps its names and numbers.
// Against the local chat-completions server, with a model that invents facts.
import { describe, expect, it } from 'vitest';
import fr from '@/locales/fr/ai-engine.json';
import { checkAcross, crossesLanguages } from '@/server/ai/cross-language';
import { indexPassage } from '@/server/ai/grounding';
import { generateMockExam } from '@/server/ai/mock-exam';
import { examWithModel } from '@/server/ai/model-exam';
import { summaryWithModel } from '@/server/ai/model-summary';
import { systemPrompt } from '@/server/ai/prompt';
import { extractiveSummary, summarySentenceCount } from '@/server/ai/summarize';
import { sentencesOf, type SourceRef } from '@/server/ai/text/sentences';
import { passageOf, replyJson } from '../support/openai-server';
import { blockFakeOpenAi } from '../support/openai-block';
import { modelWrittenItems } from '../support/model-work';

const ref: SourceRef = { knowUuid: '00000000-0000-4000-8000-000000000002', uploadUuid: null, title: 'Zellatmung', viewerPath: '/knows/zellatmung/view' };
const PAGE_1 = [
  'Die Glykolyse spaltet ein Molekül Glukose im Zytoplasma in zwei Moleküle Pyruvat.',
  'Der Citratzyklus findet in der Matrix der Mitochondrien statt.',
  'Er wurde 1937 von Hans Krebs beschrieben.',
  'Jede Runde des Zyklus setzt 2 Moleküle Kohlenstoffdioxid frei.',
].join(' ');
const PAGE_2 = [
  'Die Atmungskette liegt in der inneren Membran der Mitochondrien.',
  'Sauerstoff ist der letzte Elektronenakzeptor der Atmungskette.',
  'Die ATP-Synthase nutzt den Protonengradienten, um den größten Teil des ATP der Zelle herzustellen.',
  'Ohne Sauerstoff wandeln Zellen Pyruvat durch Gärung in Laktat um.',
].join(' ');
const sentences = sentencesOf([{ ref, page: 1, text: PAGE_1 }, { ref, page: 2, text: PAGE_2 }], 'de');

describe('an item in another language than its passage', () => {
  const p1 = indexPassage(PAGE_1, 'de');
  const krebs = 'Er wurde 1937 von Hans Krebs beschrieben.';
  it('is kept when its source is the passage\'s sentence and it keeps the names and numbers', () => {
    expect(crossesLanguages('de', 'fr')).toBe(true);
    expect(crossesLanguages('en-GB', 'en')).toBe(false);
    expect(checkAcross(p1, 'Il a été décrit par Hans Krebs en 1937.', krebs, 'fr')).toBe(krebs);
    expect(checkAcross(p1, 'It was described by Hans Krebs in 1937.', krebs, 'en')).toBe(krebs);
  });
  it('is dropped for an invented name or number, a source the passage lacks, or a claim added on', () => {
    expect(checkAcross(p1, 'Il a été décrit par Albert Einstein en 1937.', krebs, 'fr')).toBeNull();
    expect(checkAcross(p1, 'Il a été décrit par Hans Krebs en 1921.', krebs, 'fr')).toBeNull();
    // The model's "source" must be the material's sentence, not its own.
    expect(checkAcross(p1, 'Il a été décrit par Albert Einstein en 1921.', 'Er wurde 1921 von Albert Einstein beschrieben.', 'fr')).toBeNull();
    expect(checkAcross(p1, 'Le cycle a lieu dans la matrice.', '', 'fr')).toBeNull();
    expect(
      checkAcross(p1, 'Il a été décrit par Hans Krebs en 1937, qui a ensuite reçu un prix pour cette découverte majeure de la biochimie moderne et enseigné longtemps à Oxford.', krebs, 'fr'),
    ).toBeNull();
  });
  it('a chat model is told to answer in the learner\'s language', () => {
    const system = systemPrompt({ assistant: 'school-gpt', contentLanguage: 'de', answerLanguage: 'fr' });
    expect(system).toContain('Answer in French');
    expect(system).toContain('may be in German');
    expect(systemPrompt({ assistant: 'school-gpt', contentLanguage: 'de', answerLanguage: 'de' })).not.toContain('may be in');
  });
});

describe('a summary for a French learner of German notes', () => {
  const fake = blockFakeOpenAi();
  const model = () => fake.model();

  it('keeps the faithful French sentences, cited by their German source; drops the invented ones', async () => {
    fake.requests = [];
    fake.behaviour = replyJson((body) => ({
      sentences: [
        { text: 'Le cycle de l\'acide citrique se déroule dans la matrice des mitochondries.', passage: passageOf(body, 'Citratzyklus'), source: 'Der Citratzyklus findet in der Matrix der Mitochondrien statt.' },
        { text: 'Il a été découvert par Albert Einstein en 1921.', passage: passageOf(body, 'Citratzyklus'), source: 'Er wurde 1921 von Albert Einstein beschrieben.' },
        { text: 'Le dioxygène est le dernier accepteur d\'électrons de la chaîne respiratoire.', passage: passageOf(body, 'Sauerstoff'), source: 'Sauerstoff ist der letzte Elektronenakzeptor der Atmungskette.' },
        { text: 'Chaque tour du cycle libère 12 molécules de dioxyde de carbone.', passage: passageOf(body, 'Citratzyklus'), source: 'Jede Runde des Zyklus setzt 2 Moleküle Kohlenstoffdioxid frei.' },
      ],
    }));
    const embedded = extractiveSummary(sentences, 'short');
    const r = await summaryWithModel(model(), sentences, embedded, { length: 'short', lang: 'de', learnerLang: 'fr' });
    const byModel = modelWrittenItems(r, 'sentences', fr.modelReplacedSentencesNote, summarySentenceCount('short', sentences.length));
    expect(byModel.map((s) => s.text)).toEqual([
      'Le cycle de l\'acide citrique se déroule dans la matrice des mitochondries.',
      'Le dioxygène est le dernier accepteur d\'électrons de la chaîne respiratoire.',
    ]);
    // The source, one click away: the German sentence quoted, its page linked.
    expect(byModel[0]!.citation).toMatchObject({ page: 1, quote: 'Der Citratzyklus findet in der Matrix der Mitochondrien statt.', href: '/knows/zellatmung/view?page=1' });
    expect(byModel[1]!.citation).toMatchObject({ page: 2, quote: 'Sauerstoff ist der letzte Elektronenakzeptor der Atmungskette.', href: '/knows/zellatmung/view?page=2' });
    expect(r.sentences.map((s) => s.text).join(' ')).not.toMatch(/Einstein|12 molécules/);
    // Asked in French, with the source copied in German, in the schema too.
    const body = fake.requests[0]!.body;
    expect(body.messages[0]!.content).toContain('in French');
    expect(body.messages[0]!.content).toContain('copied word for word in German');
    expect(JSON.stringify(body.response_format?.json_schema?.schema)).toContain('"source"');
  });

  it('exam: French questions kept when their source holds the key; invented keys and unseeable alterations dropped', async () => {
    const krebs = 'Er wurde 1937 von Hans Krebs beschrieben.';
    const matrix = 'Der Citratzyklus findet in der Matrix der Mitochondrien statt.';
    fake.behaviour = {
      kind: 'reply',
      reply: (body) => {
        const n = passageOf(body, 'Citratzyklus');
        return JSON.stringify({
          questions: [
            { kind: 'GAP', passage: n, prompt: 'Le cycle de l\'acide citrique a été décrit en 1937 par _____.', options: [], answer: 'Hans Krebs', correction: '', source: krebs },
            { kind: 'TRUE_FALSE', passage: n, prompt: 'Chaque tour du cycle libère 3 molécules de dioxyde de carbone.', options: [], answer: 'false', correction: 'Chaque tour du cycle libère 2 molécules de dioxyde de carbone.', source: 'Jede Runde des Zyklus setzt 2 Moleküle Kohlenstoffdioxid frei.' },
            // A changed common word cannot be seen across languages: not accepted as false.
            { kind: 'TRUE_FALSE', passage: n, prompt: 'Le cycle de l\'acide citrique a lieu dans le noyau.', options: [], answer: 'false', correction: 'Le cycle de l\'acide citrique a lieu dans la matrice des mitochondries.', source: matrix },
            // An inventing model: its "source" is not the material's.
            { kind: 'MULTIPLE_CHOICE', passage: n, prompt: 'Le cycle de l\'acide citrique a été décrit par _____.', options: ['Albert Einstein', 'Marie Curie', 'Louis Pasteur'], answer: 'Albert Einstein', correction: '', source: 'Er wurde von Albert Einstein beschrieben.' },
          ],
        });
      },
    };
    const embedded = generateMockExam(sentences, { count: 8, focus: '', lang: 'de', seed: 's' });
    const r = await examWithModel(model(), sentences, embedded, { count: 4, focus: '', lang: 'de', learnerLang: 'fr', seed: 's' });
    const byModel = modelWrittenItems(r, 'questions', fr.modelReplacedQuestionsNote);
    expect(byModel.map((q) => [q.kind, q.answer])).toEqual([['GAP', 'Hans Krebs'], ['TRUE_FALSE', 'false']]);
    expect(byModel[0]!.passage).toMatchObject({ page: 1, quote: krebs });
    expect(r.questions.map((q) => q.prompt).join(' ')).not.toMatch(/Einstein|noyau/);
    expect(fake.requests.at(-1)!.body.messages[0]!.content).toContain('in French');
  });
});
