/**
 * Flashcard import (issue 5 §3): turns pasted text or a .csv/.tsv/.txt file into front/back
 * cards. Pure (no DOM, no I/O) so the page and the unit tests share it.
 *
 * Formats:
 * - csv: RFC 4180 (double-quoted fields may hold delimiters, "" and newlines), `,` or `;`.
 * - tsv: tab-separated; a field that starts with a quote is quoted like CSV (Anki writes so).
 * - anki: Anki's "Notes in Plain Text" export. Header lines (`#separator:tab`, `#html:true`,
 *   `#notetype column:1`, …) say how to read the rest; meta columns (guid, notetype, deck,
 *   tags) are skipped; HTML fields become plain text.
 * - quizlet: Quizlet's export: a term/definition separator and a card separator, both
 *   selectable as in Quizlet's dialog, no quoting. A card splits at the FIRST term separator,
 *   so definitions keep their commas.
 *
 * Every card keeps the 1-based source line where it starts, so problems are reported per line.
 */

export const MAX_IMPORT_CARDS = 500;
export const MAX_CARD_SIDE_CHARS = 1000;

export type ImportFormat = 'csv' | 'tsv' | 'anki' | 'quizlet';
export type CsvDelimiter = ',' | ';';
/** Quizlet's choices: tab or comma between term and definition, or any text. */
export type QuizletTermSeparator = 'tab' | 'comma' | { custom: string };
/** Quizlet's choices: new line or semicolon between cards, or any text. */
export type QuizletCardSeparator = 'newline' | 'semicolon' | { custom: string };

export interface ParseOptions {
  /** 'auto' (default) recognises Anki headers, then tabs, then CSV. */
  format?: ImportFormat | 'auto';
  /** CSV only; 'auto' (default) picks the one that splits the first lines best. */
  csvDelimiter?: CsvDelimiter | 'auto';
  quizlet?: { term: QuizletTermSeparator; card: QuizletCardSeparator };
  /** Skip the first record; 'auto' (default) skips it when it looks like "front,back". */
  header?: boolean | 'auto';
  /** Front and back exchanged. */
  swap?: boolean;
}

export interface ParsedCard {
  front: string;
  back: string;
  /** 1-based line of the source where the card starts. */
  line: number;
}

export type IssueCode = 'missingBack' | 'missingFront' | 'frontTooLong' | 'backTooLong' | 'unclosedQuote';

export interface ParseIssue {
  line: number;
  code: IssueCode;
}

export interface ParseResult {
  /** At most MAX_IMPORT_CARDS valid cards, in source order. */
  cards: ParsedCard[];
  issues: ParseIssue[];
  /** The format actually used (resolved from 'auto'). */
  format: ImportFormat;
  /** CSV: the delimiter used. */
  delimiter: string;
  /** Valid cards found, including those beyond the cap. */
  validCount: number;
  /** True when validCount > MAX_IMPORT_CARDS (only the first ones are kept). */
  truncated: boolean;
  /** True when the first record was skipped as a header. */
  skippedHeader: boolean;
}

interface SourceRecord {
  fields: string[];
  line: number;
  unclosedQuote?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Text clean-up

/** BOM removed, CRLF and CR as LF: every later step only knows "\n". */
export function normalizeText(input: string): string {
  return input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—',
  hellip: '…', laquo: '«', raquo: '»', bdquo: '„', ldquo: '“', rdquo: '”', lsquo: '‘', rsquo: '’',
  auml: 'ä', ouml: 'ö', uuml: 'ü', Auml: 'Ä', Ouml: 'Ö', Uuml: 'Ü', szlig: 'ß', eacute: 'é',
  egrave: 'è', agrave: 'à', ccedil: 'ç', middot: '·', times: '×', divide: '÷', deg: '°', euro: '€',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      // Invalid or control code points stay as written rather than becoming odd characters.
      if (!Number.isFinite(code) || code < 32 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return whole;
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[body] ?? whole;
  });
}

/**
 * HTML of an Anki field as plain text. The result is only ever rendered as text (React escapes
 * it) and sent as text, so this needs no sanitiser: scripts and styles are dropped with their
 * content, line-breaking tags become newlines, all other tags go, entities are decoded last
 * (so "&lt;b&gt;" stays the visible text "<b>", never a tag).
 */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<br\s*\/?>/gi, '\n')
      // Block boundaries: a run of them (</div><div>) is one line break.
      .replace(/(?:\s*<\/?(?:div|p|li|ul|ol|h[1-6]|tr|table)\b[^>]*>\s*)+/gi, '\u0000')
      .replace(/<[^>]*>/g, '')
      // Anki media references have no meaning outside Anki.
      .replace(/\[sound:[^\]]*\]/g, ''),
  )
    .replace(/^\u0000+|\u0000+$/g, '')
    .replace(/\u0000/g, '\n')
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

// ---------------------------------------------------------------------------------------------
// Tokenising

/**
 * Delimited records with CSV quoting. A quote only opens a quoted field at the start of a
 * field; an unclosed one is reported and its field read literally up to the line end.
 * Blank lines yield no record.
 */
export function readDelimited(text: string, delimiter: string, startLine = 1): SourceRecord[] {
  const records: SourceRecord[] = [];
  let i = 0;
  let line = startLine;
  const n = text.length;
  while (i < n) {
    const recordLine = line;
    const fields: string[] = [];
    let unclosedQuote = false;
    for (;;) {
      let field = '';
      if (text[i] === '"') {
        const close = findClosingQuote(text, i + 1);
        if (close === -1) {
          unclosedQuote = true;
          const end = nextStop(text, i, delimiter);
          field = text.slice(i, end);
          i = end;
        } else {
          const raw = text.slice(i + 1, close);
          line += countNewlines(raw);
          field = raw.replace(/""/g, '"');
          i = close + 1;
          // Text after the closing quote up to the delimiter belongs to the field (lenient).
          const end = nextStop(text, i, delimiter);
          field += text.slice(i, end);
          i = end;
        }
      } else {
        const end = nextStop(text, i, delimiter);
        field = text.slice(i, end);
        i = end;
      }
      fields.push(field);
      if (i < n && text.startsWith(delimiter, i)) {
        i += delimiter.length;
        continue;
      }
      break;
    }
    // At a newline or the end.
    if (i < n && text[i] === '\n') {
      i++;
      line++;
    }
    if (!(fields.length === 1 && fields[0]!.trim() === '')) records.push({ fields, line: recordLine, unclosedQuote });
  }
  return records;
}

function findClosingQuote(text: string, from: number): number {
  let j = from;
  for (;;) {
    const q = text.indexOf('"', j);
    if (q === -1) return -1;
    if (text[q + 1] === '"') {
      j = q + 2;
      continue;
    }
    return q;
  }
}

function nextStop(text: string, from: number, delimiter: string): number {
  const nl = text.indexOf('\n', from);
  const d = text.indexOf(delimiter, from);
  const end = nl === -1 ? text.length : nl;
  return d !== -1 && d < end ? d : end;
}

function countNewlines(s: string): number {
  let c = 0;
  for (let k = 0; k < s.length; k++) if (s[k] === '\n') c++;
  return c;
}

/** Splits on a literal separator, keeping each piece's start line (Quizlet has no quoting). */
function splitWithLines(text: string, separator: string): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  let line = 1;
  let from = 0;
  for (;;) {
    const at = text.indexOf(separator, from);
    const piece = text.slice(from, at === -1 ? text.length : at);
    // The piece's own leading newlines (after ";" cards often start on a new line).
    const lead = piece.length - piece.trimStart().length;
    out.push({ text: piece, line: line + countNewlines(piece.slice(0, lead)) });
    if (at === -1) break;
    line += countNewlines(piece) + countNewlines(separator);
    from = at + separator.length;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Anki

interface AnkiHeader {
  separator: string;
  html: boolean | null;
  /** 0-based columns that are not note fields. */
  metaColumns: Set<number>;
  /** Number of header lines (the data start after them). */
  lines: number;
}

const ANKI_SEPARATORS: Readonly<Record<string, string>> = {
  tab: '\t', comma: ',', semicolon: ';', space: ' ', pipe: '|', colon: ':',
};

function readAnkiHeader(text: string): AnkiHeader | null {
  const lines = text.split('\n');
  const header: AnkiHeader = { separator: '\t', html: null, metaColumns: new Set(), lines: 0 };
  let seen = false;
  for (const raw of lines) {
    const m = /^#([a-z ]+):(.*)$/i.exec(raw.trim());
    if (!m) break;
    seen = true;
    header.lines++;
    const key = m[1]!.trim().toLowerCase();
    const value = m[2]!.trim();
    if (key === 'separator') {
      const named = ANKI_SEPARATORS[value.toLowerCase()];
      header.separator = named ?? (value.length === 1 ? value : '\t');
    } else if (key === 'html') {
      header.html = value.toLowerCase() === 'true';
    } else if (/^(guid|notetype|deck|tags) column$/.test(key)) {
      const column = Number.parseInt(value, 10);
      if (column >= 1) header.metaColumns.add(column - 1);
    }
  }
  return seen ? header : null;
}

// ---------------------------------------------------------------------------------------------
// Detection

const HEADER_WORDS = new Set([
  'front', 'back', 'term', 'definition', 'question', 'answer', 'word', 'meaning', 'translation',
  'vorderseite', 'rückseite', 'ruckseite', 'begriff', 'frage', 'antwort', 'bedeutung', 'recto',
  'verso', 'terme', 'définition', 'question', 'réponse', 'przód', 'tył', 'pojęcie', 'definicja',
  'pytanie', 'odpowiedź', 'fronte', 'retro', 'termine', 'definizione', 'domanda', 'risposta',
  'anverso', 'reverso', 'término', 'definición', 'pregunta', 'respuesta', 'ön', 'arka', 'terim',
  'tanım', 'soru', 'cevap', 'față', 'spate', 'termen', 'definiție', 'întrebare', 'răspuns',
  'μπροστά', 'πίσω', 'όρος', 'ορισμός', 'ερώτηση', 'απάντηση', 'frente', 'verso', 'termo',
  'definição', 'pergunta', 'resposta', 'přední', 'zadní', 'pojem', 'definice', 'otázka', 'odpověď',
]);

function looksLikeHeader(fields: string[]): boolean {
  const cells = fields.slice(0, 2).map((f) => f.trim().toLowerCase());
  return cells.length === 2 && cells.every((c) => HEADER_WORDS.has(c));
}

function firstLines(text: string, count: number): string[] {
  return text.split('\n').filter((l) => l.trim() !== '').slice(0, count);
}

/** The CSV delimiter that splits the first lines into two or more fields most consistently. */
export function detectCsvDelimiter(text: string): CsvDelimiter {
  const sample = firstLines(text, 20).join('\n');
  const score = (d: CsvDelimiter) =>
    readDelimited(sample, d).filter((r) => r.fields.length >= 2 && r.fields[1]!.trim() !== '').length;
  // Semicolons win ties only when there are more of them: "a, b;c" is one CSV card either way.
  return score(';') > score(',') ? ';' : ',';
}

export function detectFormat(text: string): ImportFormat {
  const lines = firstLines(text, 20);
  if (lines.some((l) => /^#(separator|html|notetype column|deck column|tags column|guid column|columns):/i.test(l.trim()))) return 'anki';
  if (lines.some((l) => l.includes('\t'))) return 'tsv';
  return 'csv';
}

// ---------------------------------------------------------------------------------------------
// Parsing

function separatorText(choice: QuizletTermSeparator | QuizletCardSeparator): string {
  if (typeof choice === 'object') return normalizeText(choice.custom);
  return { tab: '\t', comma: ',', newline: '\n', semicolon: ';' }[choice];
}

function quizletRecords(text: string, term: QuizletTermSeparator, card: QuizletCardSeparator): SourceRecord[] {
  const termSep = separatorText(term);
  const cardSep = separatorText(card);
  if (!termSep || !cardSep) return [];
  return splitWithLines(text, cardSep)
    .filter((piece) => piece.text.trim() !== '')
    .map((piece) => {
      const body = piece.text.replace(/^\s*\n/, '');
      const at = body.indexOf(termSep);
      const fields = at === -1 ? [body] : [body.slice(0, at), body.slice(at + termSep.length)];
      return { fields, line: piece.line };
    });
}

export function parseFlashcards(input: string, options: ParseOptions = {}): ParseResult {
  const text = normalizeText(input);
  const format = !options.format || options.format === 'auto' ? detectFormat(text) : options.format;
  let records: SourceRecord[];
  let delimiter = '';
  let html = false;
  let metaColumns = new Set<number>();

  if (format === 'anki') {
    const header = readAnkiHeader(text);
    delimiter = header?.separator ?? '\t';
    // Old exports have no header: Anki's default then is HTML on.
    html = header?.html ?? true;
    metaColumns = header?.metaColumns ?? new Set();
    const skip = header?.lines ?? 0;
    const body = text.split('\n').slice(skip).join('\n');
    records = readDelimited(body, delimiter, skip + 1);
  } else if (format === 'quizlet') {
    const q = options.quizlet ?? { term: 'tab', card: 'newline' };
    records = quizletRecords(text, q.term, q.card);
    delimiter = separatorText(q.term);
  } else if (format === 'tsv') {
    delimiter = '\t';
    records = readDelimited(text, delimiter);
  } else {
    delimiter = !options.csvDelimiter || options.csvDelimiter === 'auto' ? detectCsvDelimiter(text) : options.csvDelimiter;
    records = readDelimited(text, delimiter);
  }

  let skippedHeader = false;
  const headerOption = options.header ?? 'auto';
  if (format !== 'anki' && records.length > 0) {
    const first = records[0]!;
    if (headerOption === true || (headerOption === 'auto' && looksLikeHeader(first.fields))) {
      records = records.slice(1);
      skippedHeader = true;
    }
  }

  const cards: ParsedCard[] = [];
  const issues: ParseIssue[] = [];
  let validCount = 0;
  for (const record of records) {
    const fields = metaColumns.size ? record.fields.filter((_, k) => !metaColumns.has(k)) : record.fields;
    const clean = (s: string | undefined) => (s === undefined ? '' : html ? htmlToText(s) : s.trim());
    let front = clean(fields[0]);
    let back = clean(fields[1]);
    if (options.swap) [front, back] = [back, front];
    if (record.unclosedQuote) issues.push({ line: record.line, code: 'unclosedQuote' });
    if (!front && !back) continue;
    if (!back) {
      issues.push({ line: record.line, code: 'missingBack' });
      continue;
    }
    if (!front) {
      issues.push({ line: record.line, code: 'missingFront' });
      continue;
    }
    if (front.length > MAX_CARD_SIDE_CHARS) {
      issues.push({ line: record.line, code: 'frontTooLong' });
      continue;
    }
    if (back.length > MAX_CARD_SIDE_CHARS) {
      issues.push({ line: record.line, code: 'backTooLong' });
      continue;
    }
    validCount++;
    if (cards.length < MAX_IMPORT_CARDS) cards.push({ front, back, line: record.line });
  }

  return { cards, issues, format, delimiter, validCount, truncated: validCount > MAX_IMPORT_CARDS, skippedHeader };
}
