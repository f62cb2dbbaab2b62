/**
 * The built-in assistant's sentence ranker (issue 23 §3, decision 0061): question words without
 * request words, idf-weighted coverage, definitions first for "what is" questions in several
 * languages, tasks and boilerplate never chosen, a short answer of new sentences.
 */
import { describe, expect, it } from 'vitest';
import { isDefinitionQuestion, isDefiningSentence } from '@/server/ai/answer/definitions';
import { pageSentences } from '@/server/ai/answer/page-sentences';
import { chooseAnswer, rankSentences, type CandidateSentence } from '@/server/ai/answer/rank-sentences';
import { lightStem, matchesStem, questionWords, termOf, type QueryTerm } from '@/server/ai/answer/terms';
import { isInstruction } from '@/server/ai/text/instructions';

/** Terms as retrieval makes them: the word, a stem as PostgreSQL's stemmer gives it, an idf. */
function term(word: string, idf: number, stem = word, position?: number): QueryTerm {
  return { ...termOf({ word, named: false, position: position ?? 0 }, [stem], 'en'), idf };
}

const candidates = (texts: string[], knowScore = 1, page = 0): CandidateSentence[] => texts.map((text, position) => ({ text, page, position, knowScore }));

describe('question words', () => {
  it('drop request words, stop words and elided articles; keep names and phrases', () => {
    // English function words ("in") are left to PostgreSQL's stop list, which keeps nouns such as "world".
    expect(questionWords('Explain photosynthesis in simple words', 'en').map((w) => w.word)).toEqual(['photosynthesis', 'in']);
    expect(questionWords('What started World War I?', 'en').map((w) => w.word)).toEqual(['what', 'world', 'war']);
    expect(questionWords('Erklär mir die Fotosynthese in einfachen Worten', 'de').map((w) => w.word)).toEqual(['fotosynthese']);
    expect(questionWords("Qu'est-ce que l'impératif catégorique chez Kant ?", 'fr').map((w) => w.word)).toEqual(['impératif', 'catégorique', 'kant']);
    expect(questionWords('Explique-moi la photosynthèse simplement', 'fr').map((w) => w.word)).toEqual(['photosynthèse']);
    const mussolini = questionWords('Come ha preso il potere Mussolini?', 'it');
    expect(mussolini.find((w) => w.word === 'mussolini')?.named).toBe(true);
    expect(mussolini.find((w) => w.word === 'potere')?.named).toBe(false);
    // A hyphenated word stays whole; English possessives go.
    expect(questionWords('What does a P-value mean?', 'en').map((w) => w.word)).toContain('p-value');
    expect(questionWords("How do I use Ohm's law?", 'en').map((w) => w.word)).toContain('ohm');
    // Without a stemmer, two forms of a word are one term.
    expect(questionWords('Czym różni się klucz główny od klucza obcego?', 'pl').map((w) => w.word).filter((w) => w.startsWith('klucz'))).toHaveLength(1);
  });

  it('stems match the forms of a word, not other words', () => {
    expect(matchesStem('photosynthetic', 'photosynthesi')).toBe(true);
    expect(matchesStem('distributions', 'distribut')).toBe(true);
    expect(matchesStem('study', 'studi')).toBe(true);
    expect(matchesStem('photography', 'photosynthesi')).toBe(false);
    expect(lightStem('fotosynteza')).toBe('fotosynt');
    expect(lightStem('mitoza')).toBe('mitoz');
  });
});

describe('definitions', () => {
  it('recognises definitional questions per language', () => {
    expect(isDefinitionQuestion('What is a sampling distribution?', 'en')).toBe(true);
    expect(isDefinitionQuestion('Was ist ein Codon?', 'de')).toBe(true);
    expect(isDefinitionQuestion("Qu'est-ce que le refoulement selon Freud ?", 'fr')).toBe(true);
    expect(isDefinitionQuestion('Czym jest mitoza?', 'pl')).toBe(true);
    expect(isDefinitionQuestion('¿Qué es el tenebrismo?', 'es')).toBe(true);
    expect(isDefinitionQuestion("Che cos'è l'inflazione?", 'it')).toBe(true);
    expect(isDefinitionQuestion('How does the Electoral College work?', 'en')).toBe(false);
    expect(isDefinitionQuestion('Wann benutze ich einen if-Satz Typ II?', 'de')).toBe(false);
  });

  it('a defining sentence names the subject, then a copula, or is a glossary line', () => {
    const terms = [term('sampling', 3, 'sampl', 1), term('distribution', 3, 'distribut', 2)];
    expect(isDefiningSentence('Sampling distribution: The distribution of a statistic over all possible samples.', terms, 'en')).toBe(true);
    expect(isDefiningSentence('A sampling distribution is the distribution of a statistic over many samples.', terms, 'en')).toBe(true);
    expect(isDefiningSentence('Larger samples make the sampling distribution narrower, as the spread shrinks.', terms, 'en')).toBe(false);
    const codon = [{ ...termOf({ word: 'codon', named: true, position: 1 }, ['codon'], 'de'), idf: 5 }];
    expect(isDefiningSentence('Ein Codon ist ein Basentriplett der mRNA.', codon, 'de')).toBe(true);
    const mitoza = [{ ...termOf({ word: 'mitoza', named: false, position: 1 }, ['mitoza'], 'pl'), idf: 5 }];
    expect(isDefiningSentence('Mitoza to podział jądra komórkowego, w którym powstają dwie komórki.', mitoza, 'pl')).toBe(true);
  });
});

describe('instructions', () => {
  it('tasks, questions and blanks are instructions; statements and glossary lines are not', () => {
    expect(isInstruction('Explain in your own words what “Photosynthesis” means and give an example.', 'en')).toBe(true);
    expect(isInstruction('Draw a mind map with every key term about photosynthesis.', 'en')).toBe(true);
    expect(isInstruction('Name three causes of the First World War.', 'en')).toBe(true);
    expect(isInstruction('Photosynthesis: a core part of Biology; learn the definition, a typical example and a situation where it is used.', 'en')).toBe(true);
    expect(isInstruction('Erkläre den Begriff Fotosynthese mit einem Beispiel.', 'de')).toBe(true);
    expect(isInstruction('Fill in: The cell ____ divides.', 'en')).toBe(true);
    expect(isInstruction('What is photosynthesis?', 'en')).toBe(true);
    expect(isInstruction('Ποια είναι η πρωτεύουσα της Ελλάδας;', 'el')).toBe(true);
    expect(isInstruction('State law differs from federal law in many ways.', 'en')).toBe(false);
    expect(isInstruction('Mark Twain wrote The Adventures of Tom Sawyer.', 'en')).toBe(false);
    expect(isInstruction('Parameter: A number describing a population.', 'en')).toBe(false);
    expect(isInstruction('Die Fotosynthese bildet aus Kohlenstoffdioxid und Wasser Glucose.', 'de')).toBe(false);
  });

  it('page sentences: tasks and headings are not usable, initials do not end a sentence', () => {
    const page = [
      'An Inspector Calls – English',
      'Explanation',
      'An Inspector Calls by J. B. Priestley was first performed in 1945.',
      'Explain in your own words why the Inspector visits the Birlings.',
    ].join('\n');
    const sentences = pageSentences(page, 'en');
    expect(sentences.filter((s) => s.usable).map((s) => s.text)).toEqual(['An Inspector Calls by J. B. Priestley was first performed in 1945.']);
  });
});

describe('sentence ranker', () => {
  const photosynthesis = [term('photosynthesis', 4, 'photosynthesi')];

  it('ranks by the weighted question words; a rare word outweighs a common one', () => {
    const terms = [term('cell', 0.5, 'cell', 1), term('membrane', 4, 'membran', 2)];
    const ranked = rankSentences('What does the cell membrane do?', terms, candidates([
      'A cell is the smallest unit of life and contains many organelles.',
      'The membrane controls what enters and leaves, using proteins as channels.',
    ]), 'en');
    expect(ranked[0]!.text).toMatch(/^The membrane/);
    expect(ranked[0]!.coverage).toBeCloseTo(4 / 4.5, 5);
  });

  it('puts the defining sentence first for a definitional question', () => {
    const terms = [term('sampling', 3, 'sampl', 3), term('distribution', 3, 'distribut', 4)];
    const ranked = rankSentences('What is a sampling distribution?', terms, candidates([
      'Larger samples make the sampling distribution of the mean narrower and more normal.',
      'A sampling distribution is the distribution of a statistic over all possible samples of one size.',
    ]), 'en');
    expect(ranked[0]!.defining).toBe(true);
    expect(ranked[0]!.text).toMatch(/^A sampling distribution is/);
  });

  it('ranks the same way in other languages (German, French)', () => {
    const de = [{ ...termOf({ word: 'treibhauseffekt', named: true, position: 3 }, ['treibhauseffekt'], 'de'), idf: 5 }];
    const ranked = rankSentences('Was ist der Treibhauseffekt?', de, candidates([
      'Durch den Treibhauseffekt steigen die Temperaturen seit der Industrialisierung deutlich an.',
      'Der Treibhauseffekt ist die Erwärmung der Erde, weil Gase in der Atmosphäre Wärmestrahlung zurückhalten.',
    ]), 'de');
    expect(ranked[0]!.text).toMatch(/^Der Treibhauseffekt ist/);
    const fr = [{ ...termOf({ word: 'refoulement', named: false, position: 4 }, ['refoul'], 'fr'), idf: 5 }];
    const top = rankSentences("Qu'est-ce que le refoulement selon Freud ?", fr, candidates([
      'Freud étudie le refoulement chez ses patients viennois pendant des années.',
      'Le refoulement est le mécanisme qui maintient hors de la conscience des représentations jugées inacceptables.',
    ]), 'fr');
    expect(top[0]!.text).toMatch(/^Le refoulement est/);
  });

  it('a subject only named in quotes (boilerplate) ranks below sentences that explain it', () => {
    const ranked = rankSentences('Explain photosynthesis in simple words', photosynthesis, candidates([
      'These notes focus on “Photosynthesis” and what comes up in tests again and again.',
      'Photosynthesis converts light energy into chemical energy stored in glucose.',
    ]), 'en');
    expect(ranked[0]!.text).toMatch(/^Photosynthesis converts/);
  });

  it('a sentence of a less relevant know ranks lower than an equal one of the best know', () => {
    const ranked = rankSentences('Explain photosynthesis', photosynthesis, [
      ...candidates(['Photosynthesis happens in the chloroplasts of plant cells, as the notes show.'], 0.6, 0),
      ...candidates(['Photosynthesis happens in the chloroplasts of leaves, where chlorophyll absorbs light.'], 1, 1),
    ], 'en');
    expect(ranked[0]!.page).toBe(1);
  });

  it('the answer: two to five new sentences with a key word, the lead first; nothing when nothing covers the question', () => {
    const texts = [
      'Photosynthesis converts light energy into chemical energy stored in glucose.',
      'Photosynthesis converts light energy into chemical energy stored in the sugar glucose.',
      'The light-dependent reactions of photosynthesis take place in the thylakoids.',
      'The Calvin cycle of photosynthesis fixes carbon dioxide in the stroma.',
      'Plants also respire all the time, day and night, like animals do.',
    ];
    const ranked = rankSentences('Explain photosynthesis', photosynthesis, candidates(texts), 'en');
    const answer = chooseAnswer(ranked, photosynthesis, 'en', () => null);
    expect(answer[0]!.text).toBe(texts[0]);
    expect(answer.map((s) => s.text)).not.toContain(texts[1]); // a near-duplicate
    expect(answer.map((s) => s.text)).not.toContain(texts[4]); // no question word
    expect(answer.length).toBeGreaterThanOrEqual(2);
    expect(answer.length).toBeLessThanOrEqual(5);
    const other = rankSentences('Explain photosynthesis', photosynthesis, candidates(['Plants also respire all the time, day and night.']), 'en');
    expect(chooseAnswer(other, photosynthesis, 'en', () => null)).toEqual([]);
  });

  it('a single matching sentence gets the next sentence of its paragraph as context', () => {
    const ranked = rankSentences('Explain photosynthesis', photosynthesis, candidates(['Photosynthesis makes glucose from carbon dioxide and water.']), 'en');
    const next = { text: 'Oxygen is released as a by-product of this process.', page: 0, position: 1, knowScore: 1 };
    expect(chooseAnswer(ranked, photosynthesis, 'en', () => next).map((s) => s.text)).toEqual([ranked[0]!.text, next.text]);
  });
});
