// Grounding (decision 0064): a model's sentence is kept only when the passage it cites supports
// it (content words mostly there, every number and name there), and an exam question only when
// its answer key holds in that passage; accents, case and word endings aside.
import { describe, expect, it } from 'vitest';
import { indexPassage, keyOverlap, occursIn, support, wordKey } from '@/server/ai/grounding';
import { checkQuestion, type ModelQuestion } from '@/server/ai/question-check';
import { GAP } from '@/server/ai/mock-exam';

const EN = indexPassage(
  'The citric acid cycle takes place in the matrix of the mitochondria. It was described by Hans Krebs in 1937. ' +
    'Each turn of the cycle releases two molecules of carbon dioxide.',
  'en',
);
const ES = indexPassage('La fotosíntesis ocurre en los cloroplastos de las células vegetales.', 'es');
const DE = indexPassage('Der Zitronensäurezyklus läuft in der Matrix der Mitochondrien ab und setzt 2 Moleküle CO2 frei.', 'de');

const q = (over: Partial<ModelQuestion>): ModelQuestion => ({ kind: 'GAP', prompt: '', options: [], answer: '', correction: '', ...over });

describe('sentence support', () => {
  it('keeps a close paraphrase and the passage\'s own words', () => {
    expect(support(EN, 'The citric acid cycle happens in the matrix of the mitochondria.').supported).toBe(true);
    expect(support(EN, 'Hans Krebs described the citric acid cycle in 1937.').supported).toBe(true);
    // Accents and endings: "fotosintesis", "cloroplasto" match "fotosíntesis", "cloroplastos".
    expect(support(ES, 'La Fotosintesis ocurre en el cloroplasto de la célula vegetal.').supported).toBe(true);
    expect(support(DE, 'Der Zitronensäurezyklus läuft in der Matrix der Mitochondrien ab.').supported).toBe(true);
  });

  it('drops invented numbers, names and facts', () => {
    const year = support(EN, 'Hans Krebs described the citric acid cycle in 1953.');
    expect(year).toMatchObject({ supported: false, missingNumbers: ['1953'] });
    const name = support(EN, 'The citric acid cycle was described by Albert Szent-Györgyi.');
    expect(name.supported).toBe(false);
    expect(name.missingNames).toContain('albert');
    expect(support(EN, 'The cycle produces glucose from sunlight in plant leaves.').supported).toBe(false);
    // Too little to check.
    expect(support(EN, 'This is it.').supported).toBe(false);
    expect(support(DE, 'Der Zyklus setzt 3 Moleküle CO2 frei.').supported).toBe(false);
  });

  it('phrases occur word for word, accent- and case-insensitive', () => {
    expect(occursIn(EN, 'Matrix')).toBe(true);
    expect(occursIn(EN, 'carbon dioxide')).toBe(true);
    expect(occursIn(EN, 'dioxide carbon')).toBe(false);
    expect(occursIn(ES, 'FOTOSINTESIS')).toBe(true);
    expect(wordKey('İstanbul', 'tr')).toBe('istanbul');
    expect(keyOverlap(['citric', 'acid', 'cycle'], ['citric', 'acid', 'cycles', 'matrix'])).toBe(1);
    expect(keyOverlap(['glucose'], ['citric'])).toBe(0);
  });
});

describe('question check', () => {
  it('a gap whose key is in the passage and whose filled sentence holds', () => {
    expect(checkQuestion(EN, q({ prompt: 'The citric acid cycle takes place in the ___ of the mitochondria.', answer: 'matrix' }))).toMatchObject({
      kind: 'GAP', prompt: `The citric acid cycle takes place in the ${GAP} of the mitochondria.`, answer: 'matrix',
    });
    // The key is not in the passage.
    expect(checkQuestion(EN, q({ prompt: 'The citric acid cycle takes place in the _____ of the mitochondria.', answer: 'cytosol' }))).toBeNull();
    // No gap, two gaps, or the key given away in the prompt.
    expect(checkQuestion(EN, q({ prompt: 'The citric acid cycle takes place in the matrix.', answer: 'matrix' }))).toBeNull();
    expect(checkQuestion(EN, q({ prompt: 'The _____ cycle takes place in the _____.', answer: 'matrix' }))).toBeNull();
    expect(checkQuestion(EN, q({ prompt: 'The matrix of the mitochondria holds the _____ cycle.', answer: 'matrix' }))).toBeNull();
    // The key is in the passage but the filled sentence says something else.
    expect(checkQuestion(EN, q({ prompt: 'Glucose is stored in the _____ of the liver.', answer: 'matrix' }))).toBeNull();
  });

  it('multiple choice: the key among distinct options, no option the passage puts at the gap', () => {
    const ok = checkQuestion(EN, q({
      kind: 'MULTIPLE_CHOICE', prompt: 'Each turn of the cycle releases two molecules of _____.', answer: 'carbon dioxide',
      options: ['carbon dioxide', 'oxygen', 'glucose', 'water'],
    }));
    expect(ok).toMatchObject({ kind: 'MULTIPLE_CHOICE', answer: 'carbon dioxide', options: ['carbon dioxide', 'oxygen', 'glucose', 'water'] });
    expect(checkQuestion(EN, q({ kind: 'MULTIPLE_CHOICE', prompt: 'Each turn of the cycle releases two molecules of _____.', answer: 'carbon dioxide', options: ['oxygen', 'glucose', 'water'] }))).toBeNull();
    expect(checkQuestion(EN, q({ kind: 'MULTIPLE_CHOICE', prompt: 'Each turn of the cycle releases two molecules of _____.', answer: 'carbon dioxide', options: ['carbon dioxide', 'Carbon  dioxide', 'water'] }))).toBeNull();
  });

  it('true statements must hold; false ones must be a clear alteration with a supported correction', () => {
    expect(checkQuestion(EN, q({ kind: 'TRUE_FALSE', prompt: 'The citric acid cycle takes place in the mitochondrial matrix.', answer: 'TRUE' }))).toMatchObject({ answer: 'true', options: ['true', 'false'] });
    expect(checkQuestion(EN, q({ kind: 'TRUE_FALSE', prompt: 'The citric acid cycle was discovered on Mars.', answer: 'true' }))).toBeNull();
    const altered = q({ kind: 'TRUE_FALSE', prompt: 'Hans Krebs described the citric acid cycle in 1953.', answer: 'false', correction: 'Hans Krebs described the citric acid cycle in 1937.' });
    expect(checkQuestion(EN, altered)).toMatchObject({ answer: 'false', basis: altered.correction });
    // A reworded true statement is not false; a false one needs its correction; the correction must hold.
    expect(checkQuestion(EN, q({ kind: 'TRUE_FALSE', prompt: 'The citric acid cycle takes place in the matrix of the mitochondria.', answer: 'false', correction: 'The citric acid cycle takes place in the matrix of the mitochondria.' }))).toBeNull();
    expect(checkQuestion(EN, q({ kind: 'TRUE_FALSE', prompt: 'Hans Krebs described the cycle in 1953.', answer: 'false' }))).toBeNull();
    expect(checkQuestion(EN, q({ kind: 'TRUE_FALSE', prompt: 'Hans Krebs described the cycle in 1953.', answer: 'false', correction: 'Hans Krebs described the cycle in 1960.' }))).toBeNull();
    // A statement about something else altogether is not a question on this passage.
    expect(checkQuestion(EN, q({ kind: 'TRUE_FALSE', prompt: 'Paris is the capital of France.', answer: 'false', correction: 'Hans Krebs described the citric acid cycle in 1937.' }))).toBeNull();
  });
});
