// Flashcard import parser (issue 5 §3): CSV, TSV, Anki "Notes in Plain Text" and Quizlet
// exports as those tools write them, and the edge cases of pasted text.
import { describe, expect, it } from 'vitest';
import {
  MAX_CARD_SIDE_CHARS,
  MAX_IMPORT_CARDS,
  detectFormat,
  htmlToText,
  parseFlashcards,
} from '@/lib/flashcards/import-parser';

const pairs = (r: ReturnType<typeof parseFlashcards>) => r.cards.map((c) => [c.front, c.back]);

describe('CSV', () => {
  it('reads quoted fields with commas, doubled quotes and newlines, and keeps each card’s line', () => {
    const csv = [
      'Front,Back',
      'Mitochondrion,"Powerhouse of the cell, makes ATP"',
      '"Say ""hello""",Hallo sagen',
      '"Two',
      'lines",Zwei Zeilen',
      'Last,card',
    ].join('\n');
    const r = parseFlashcards(csv);
    expect(r.format).toBe('csv');
    expect(r.delimiter).toBe(',');
    expect(r.skippedHeader).toBe(true);
    expect(pairs(r)).toEqual([
      ['Mitochondrion', 'Powerhouse of the cell, makes ATP'],
      ['Say "hello"', 'Hallo sagen'],
      ['Two\nlines', 'Zwei Zeilen'],
      ['Last', 'card'],
    ]);
    expect(r.cards.map((c) => c.line)).toEqual([2, 3, 4, 6]);
    expect(r.issues).toEqual([]);
  });

  it('detects semicolons (Excel in German, French, Polish…) and a German header', () => {
    const csv = 'Vorderseite;Rückseite\r\nder Hund;the dog\r\n"die Katze; das Tier";the cat\r\n';
    const r = parseFlashcards(csv);
    expect(r.delimiter).toBe(';');
    expect(r.skippedHeader).toBe(true);
    expect(pairs(r)).toEqual([
      ['der Hund', 'the dog'],
      ['die Katze; das Tier', 'the cat'],
    ]);
  });

  it('uses the delimiter it is told, and keeps a first line that is not a header', () => {
    const r = parseFlashcards('a;b,c\nd;e,f', { format: 'csv', csvDelimiter: ',' });
    expect(pairs(r)).toEqual([
      ['a;b', 'c'],
      ['d;e', 'f'],
    ]);
    expect(r.skippedHeader).toBe(false);
    expect(parseFlashcards('x,y\nq,a', { header: true }).cards).toEqual([{ front: 'q', back: 'a', line: 2 }]);
    expect(parseFlashcards('front,back\nq,a', { header: false }).cards).toHaveLength(2);
  });

  it('strips a byte order mark, handles CRLF and CR, and skips blank lines', () => {
    const r = parseFlashcards('\uFEFFone,eins\r\n\r\n   \r\ntwo,zwei\rthree,drei\n\n');
    expect(pairs(r)).toEqual([
      ['one', 'eins'],
      ['two', 'zwei'],
      ['three', 'drei'],
    ]);
    expect(r.cards.map((c) => c.line)).toEqual([1, 4, 5]);
    expect(r.cards[0]!.front.charCodeAt(0)).toBe('o'.charCodeAt(0));
  });

  it('reports lines without a back or front, and an unclosed quote, per line', () => {
    const r = parseFlashcards('good,card\nlonely\n,no front\n"open quote,back\nfine,too');
    expect(pairs(r)).toEqual([
      ['good', 'card'],
      ['"open quote', 'back'],
      ['fine', 'too'],
    ]);
    expect(r.issues).toEqual([
      { line: 2, code: 'missingBack' },
      { line: 3, code: 'missingFront' },
      { line: 4, code: 'unclosedQuote' },
    ]);
  });

  it('ignores extra columns', () => {
    expect(pairs(parseFlashcards('q,a,tag1 tag2,extra'))).toEqual([['q', 'a']]);
  });
});

describe('TSV and Quizlet', () => {
  // Quizlet "Export": tab between term and definition, new line between rows (its defaults).
  const quizletDefault = 'photosynthesis\tprocess by which plants make food, using light\nosmosis\tdiffusion of water through a membrane\n';

  it('reads Quizlet’s default export as TSV, commas kept in definitions', () => {
    const r = parseFlashcards(quizletDefault);
    expect(r.format).toBe('tsv');
    expect(pairs(r)).toEqual([
      ['photosynthesis', 'process by which plants make food, using light'],
      ['osmosis', 'diffusion of water through a membrane'],
    ]);
  });

  it.each([
    {
      separators: 'comma and semicolon separators, splitting at the first comma only',
      text: 'la casa,the house; el perro,the dog, a pet;\nel gato,the cat;',
      quizlet: { term: 'comma', card: 'semicolon' },
      cards: [['la casa', 'the house'], ['el perro', 'the dog, a pet'], ['el gato', 'the cat']],
      lines: [1, 1, 2],
    },
    {
      separators: 'custom separators',
      text: 'Paris - capital of France\n\nBerlin - capital of Germany\nand its largest city\n\n',
      quizlet: { term: { custom: ' - ' }, card: { custom: '\n\n' } },
      cards: [['Paris', 'capital of France'], ['Berlin', 'capital of Germany\nand its largest city']],
      lines: [1, 3],
    },
  ] as const)('reads Quizlet exports with $separators', ({ text, quizlet, cards, lines }) => {
    const r = parseFlashcards(text, { format: 'quizlet', quizlet });
    expect(pairs(r)).toEqual(cards);
    expect(r.cards.map((c) => c.line)).toEqual(lines);
  });

  it('a Quizlet card without the term separator has no back', () => {
    const r = parseFlashcards('term\tdef\njust a term\n', { format: 'quizlet', quizlet: { term: 'tab', card: 'newline' } });
    expect(r.cards).toHaveLength(1);
    expect(r.issues).toEqual([{ line: 2, code: 'missingBack' }]);
  });

  it('swaps front and back, and reports missing sides after the swap', () => {
    const r = parseFlashcards('dog\tHund\ncat\t', { swap: true });
    expect(pairs(r)).toEqual([['Hund', 'dog']]);
    expect(r.issues).toEqual([{ line: 2, code: 'missingFront' }]);
  });
});

describe('Anki "Notes in Plain Text"', () => {
  // As Anki 2.1.66 writes it with "Include HTML and media references", deck and notetype.
  const anki = [
    '#separator:tab',
    '#html:true',
    '#notetype column:1',
    '#deck column:2',
    '#tags column:5',
    'Basic\tBiologie::Zelle\t<b>Mitochondrium</b>\tKraftwerk der Zelle<br>bildet ATP\tbio zelle',
    'Basic\tBiologie::Zelle\tRibosom&nbsp;\t"Ort der <i>Proteinbiosynthese</i>; enthält rRNA<div>2 Untereinheiten</div>"\tbio',
    'Basic (and reversed card)\tBiologie\t&lt;script&gt; ist kein Tag\t<script>alert(1)</script>Text [sound:zelle.mp3]\t',
  ].join('\n');

  it('reads the header, skips the meta columns and turns HTML into text', () => {
    const r = parseFlashcards(anki);
    expect(r.format).toBe('anki');
    expect(pairs(r)).toEqual([
      ['Mitochondrium', 'Kraftwerk der Zelle\nbildet ATP'],
      ['Ribosom', 'Ort der Proteinbiosynthese; enthält rRNA\n2 Untereinheiten'],
      ['<script> ist kein Tag', 'Text'],
    ]);
    expect(r.cards.map((c) => c.line)).toEqual([6, 7, 8]);
  });

  it('keeps HTML-looking text as written when the export says html:false', () => {
    const text = '#separator:Semicolon\n#html:false\n2 < 3;"a <b> tag; literally"\n';
    const r = parseFlashcards(text);
    expect(r.delimiter).toBe(';');
    expect(pairs(r)).toEqual([['2 < 3', 'a <b> tag; literally']]);
  });

  it('reads an old export without header lines when Anki is chosen', () => {
    const r = parseFlashcards('front<br>side\tback &amp; more\n', { format: 'anki' });
    expect(pairs(r)).toEqual([['front\nside', 'back & more']]);
  });

  it('htmlToText drops scripts, styles and comments and decodes entities once', () => {
    expect(htmlToText('<style>p{}</style><p>a</p><!-- x --><p>b&amp;lt;</p>&#x1F600;&#0;')).toBe('a\nb&lt;\n😀&#0;');
  });
});

describe('limits and detection', () => {
  it('keeps at most MAX_IMPORT_CARDS cards and says how many there were', () => {
    const text = Array.from({ length: MAX_IMPORT_CARDS + 12 }, (_, i) => `q${i}\ta${i}`).join('\n');
    const r = parseFlashcards(text);
    expect(r.cards).toHaveLength(MAX_IMPORT_CARDS);
    expect(r.validCount).toBe(MAX_IMPORT_CARDS + 12);
    expect(r.truncated).toBe(true);
    expect(r.cards.at(-1)).toEqual({ front: `q${MAX_IMPORT_CARDS - 1}`, back: `a${MAX_IMPORT_CARDS - 1}`, line: MAX_IMPORT_CARDS });
    expect(parseFlashcards(text.split('\n').slice(0, MAX_IMPORT_CARDS).join('\n')).truncated).toBe(false);
  });

  it('refuses sides longer than the API allows', () => {
    const long = 'x'.repeat(MAX_CARD_SIDE_CHARS + 1);
    const r = parseFlashcards(`ok\tfine\n${long}\tb\na\t${long}\n${'y'.repeat(MAX_CARD_SIDE_CHARS)}\tb`);
    expect(r.cards.map((c) => c.line)).toEqual([1, 4]);
    expect(r.issues).toEqual([
      { line: 2, code: 'frontTooLong' },
      { line: 3, code: 'backTooLong' },
    ]);
  });

  it('detects the format from the first lines', () => {
    expect(detectFormat('#separator:tab\na\tb')).toBe('anki');
    expect(detectFormat('a\tb')).toBe('tsv');
    expect(detectFormat('a,b')).toBe('csv');
  });

  it('finds nothing in empty or separator-free text', () => {
    expect(parseFlashcards('').cards).toEqual([]);
    expect(parseFlashcards('\uFEFF\n\n').issues).toEqual([]);
    const r = parseFlashcards('just words\nmore words');
    expect(r.cards).toEqual([]);
    expect(r.issues.map((i) => i.code)).toEqual(['missingBack', 'missingBack']);
  });
});
