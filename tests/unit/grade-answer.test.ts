/** The typed-answer grader (issue 24 §2): what a teacher ignores, per language, typos, alternatives, overrides. */
import { describe, expect, it } from 'vitest';
import { answerAlternatives } from '@/lib/study/answer-alternatives';
import { answerKey } from '@/lib/study/answer-text';
import { choiceMatches, gradeAnswer, typoAllowance, type AnswerVerdict } from '@/lib/study/grade-answer';

const verdict = (answer: string, back: string, language?: string, accepted?: string[]): AnswerVerdict =>
  gradeAnswer(answer, back, { language, accepted }).verdict;

describe('typo allowance by length', () => {
  it('is 0 below 4 letters, 1 for 4 to 7, 2 from 8', () => {
    expect([1, 3, 4, 7, 8, 30].map(typoAllowance)).toEqual([0, 0, 1, 1, 2, 2]);
  });
  it('lets a short answer have no typo at all', () => {
    expect(verdict('cat', 'cat', 'en')).toBe('correct');
    expect(verdict('cut', 'cat', 'en')).toBe('incorrect');
    expect(verdict('hose', 'house', 'en')).toBe('typo');
    expect(verdict('hse', 'house', 'en')).toBe('incorrect');
    expect(verdict('photosynthsis', 'photosynthesis', 'en')).toBe('typo');
    expect(verdict('fotosynthsis', 'photosynthesis', 'en')).toBe('incorrect');
  });
  it('counts a swap of two neighbouring letters as one typo (Damerau)', () => {
    expect(verdict('hosue', 'house', 'en')).toBe('typo');
  });
  it('never lets a typo change a number', () => {
    expect(verdict('1946', '1945', 'en')).toBe('incorrect');
    expect(verdict('in 1946', 'in 1945', 'en')).toBe('incorrect');
    expect(verdict('-3', '3', 'en')).toBe('incorrect');
    expect(verdict('3,5', '3.5', 'de')).toBe('correct');
    expect(verdict('3 4', '3/4', 'en')).toBe('incorrect');
  });
  it('reports the spelling it came close to', () => {
    expect(gradeAnswer('Bahnhoff', 'der Bahnhof', { language: 'de' })).toMatchObject({ verdict: 'typo', matched: 'der Bahnhof' });
  });
});

describe('alternatives', () => {
  it('splits on slashes and semicolons, but not inside a fraction', () => {
    expect(answerAlternatives('big / large')).toEqual(['big / large', 'big', 'large']);
    expect(answerAlternatives('rapide; vite')).toEqual(['rapide; vite', 'rapide', 'vite']);
    expect(answerAlternatives('3/4')).toEqual(['3/4']);
  });
  it('splits on commas only when the back clearly lists', () => {
    expect(answerAlternatives('groß, riesig, gewaltig')).toEqual(['groß, riesig, gewaltig', 'groß', 'riesig', 'gewaltig']);
    expect(answerAlternatives('The cell stores energy, and it divides.')).toEqual(['The cell stores energy, and it divides.']);
    expect(answerAlternatives('3,5')).toEqual(['3,5']);
  });
  it('makes text in parentheses optional', () => {
    expect(verdict('run', '(to) run', 'en')).toBe('correct');
    expect(verdict('to run', '(to) run', 'en')).toBe('correct');
  });
  it('accepts each alternative and the whole list', () => {
    expect(verdict('large', 'big / large', 'en')).toBe('correct');
    expect(verdict('big, large', 'big / large', 'en')).toBe('correct');
    expect(verdict('huge', 'big / large', 'en')).toBe('incorrect');
  });
});

describe('"I was right" overrides', () => {
  it('accepts an answer the learner had accepted before, by its key', () => {
    const first = gradeAnswer('Kater', 'die Katze', { language: 'de' });
    expect(first.verdict).toBe('incorrect');
    const again = gradeAnswer('  kater!', 'die Katze', { language: 'de', accepted: [first.answerKey] });
    expect(again).toMatchObject({ verdict: 'correct', overridden: true });
  });
  it('never accepts an empty answer', () => {
    expect(verdict('  ?! ', 'Antwort', 'de', [''])).toBe('incorrect');
  });
});

describe('multiple choice', () => {
  it('matches the option that reads as the back', () => {
    expect(choiceMatches(' Light energy  into chemical energy', 'Light energy into chemical energy')).toBe(true);
    expect(choiceMatches('Water', 'Light energy into chemical energy')).toBe(false);
    expect(choiceMatches('', '')).toBe(false);
  });
});

// One block per edition language: case, accents, punctuation, articles, a typo.
describe.each([
  {
    language: 'de',
    right: [['hund', 'der Hund'], ['Strasse', 'die Straße'], ['eine Katze', 'die Katze'], ['Käse', 'der Kaese'], ['Äpfel!', 'die Äpfel']],
    typo: [['Schmeterling', 'der Schmetterling']],
    wrong: [['Katze', 'der Hund'], ['Frau', 'die Mann']],
  },
  {
    language: 'fr',
    right: [['eau', "l'eau"], ['L’école', 'école'], ['chien', 'le chien'], ['une pomme', 'la pomme'], ['ETE', 'été'], ['garcon', 'le garçon']],
    typo: [['papilon', 'le papillon']],
    wrong: [['chat', 'le chien']],
  },
  {
    language: 'pl',
    right: [['zolw', 'żółw'], ['Łódź', 'lodz'], ['dzien dobry!', 'Dzień dobry']],
    typo: [['motyl', 'motyle'], ['zrzeczenie', 'zrzeczanie']],
    // Polish has no articles: "a" is a word there ("but").
    wrong: [['kot', 'pies'], ['dom', 'a dom']],
  },
  {
    language: 'it',
    right: [['isola', "l'isola"], ['gli studenti', 'studenti'], ['citta', 'la città'], ['uno zaino', 'zaino'], ['Perché?', 'perche']],
    typo: [['farfala', 'la farfalla']],
    wrong: [['cane', 'il gatto']],
  },
  {
    language: 'en',
    right: [['The Mitochondria', 'mitochondria'], ['an apple', 'apple'], ['run', 'to run'], ["Don't", 'dont'], ['naive', 'naïve']],
    typo: [['mitochondira', 'mitochondria'], ['powerhose of the cell', 'The powerhouse of the cell']],
    wrong: [['nucleus', 'mitochondria']],
  },
  {
    language: 'es',
    right: [['arbol', 'el árbol'], ['la casa', 'casa'], ['¿Qué?', 'que'], ['nino', 'el niño'], ['unas manzanas', 'manzanas']],
    typo: [['mariposaa', 'la mariposa']],
    wrong: [['perro', 'el gato']],
  },
  {
    language: 'tr',
    right: [['ISTANBUL', 'İstanbul'], ['kelebek', 'Kelebek'], ['cicek', 'çiçek'], ['ağaç', 'agac'], ['ıslak', 'Islak']],
    typo: [['kelebekk', 'kelebek']],
    // Turkish has no articles: "o" is a word there ("that").
    wrong: [['kitap', 'o kitap'], ['kedi', 'köpek']],
  },
  {
    language: 'ro',
    right: [['fluture', 'un fluture'], ['o carte', 'carte'], ['pasare', 'pasăre'], ['Țară', 'tara'], ['știință', 'stiinta']],
    typo: [['fluturre', 'fluture']],
    wrong: [['câine', 'pisică']],
  },
  {
    language: 'el',
    right: [['σκυλος', 'ο σκύλος'], ['Η ΓΑΤΑ', 'γάτα'], ['το σπίτι', 'σπίτι'], ['ΟΔΟΣ', 'οδός'], ['ένα μήλο', 'μήλο']],
    typo: [['πεταλυδα', 'η πεταλούδα'], ['θαλασα', 'θάλασσα']],
    wrong: [['γάτα', 'ο σκύλος']],
  },
  {
    language: 'pt',
    right: [['coracao', 'o coração'], ['a casa', 'casa'], ['uma maçã', 'maçã'], ['ACAO', 'ação'], ['os livros', 'livros']],
    typo: [['borboletta', 'a borboleta']],
    wrong: [['cão', 'o gato']],
  },
  {
    language: 'cs',
    right: [['zelva', 'želva'], ['Příliš', 'prilis'], ['dobry den', 'Dobrý den!']],
    typo: [['motýlek', 'motýlik'], ['čokolda', 'čokoláda']],
    // Czech has no articles: "o" is a word there ("about").
    wrong: [['pes', 'kočka'], ['knize', 'o knize']],
  },
])('$language', ({ language, right, typo, wrong }) => {
  it.each(right)('accepts %j for %j', (answer, back) => expect(verdict(answer, back, language)).toBe('correct'));
  it.each(typo)('counts %j for %j as a typo', (answer, back) => expect(verdict(answer, back, language)).toBe('typo'));
  it.each(wrong)('refuses %j for %j', (answer, back) => expect(verdict(answer, back, language)).toBe('incorrect'));
});

describe('another language on the card', () => {
  it("ignores the article the back itself starts with (a German set's French words)", () => {
    expect(verdict('chien', 'le chien', 'de')).toBe('correct');
    expect(verdict('la maison', 'la maison', 'de')).toBe('correct');
  });
  it('keys answers the same whatever their case, accents or spacing', () => {
    expect(answerKey('  Ça   VA? ')).toBe('ca va');
  });
});
