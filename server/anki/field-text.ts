/**
 * An Anki field (HTML) as the plain text a card holds, and the images it shows. The result is
 * text, never markup: the app renders cards as text (React escapes it), so whatever HTML a deck
 * carries (script, event handlers, styles) ends up as nothing or as visible characters.
 * Line breaks are kept: <br>, block elements and list items end a line.
 */

const BLOCK = /^(?:div|p|li|ul|ol|tr|table|h[1-6]|blockquote|pre|section|article|header|footer|dd|dt|dl)$/;
/** Elements whose content is never text a learner reads. */
const DROPPED = /<(script|style|template|object|iframe|svg|math|head|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

const BLOCK_BREAK = '\u0000';

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', hellip: '…',
  laquo: '«', raquo: '»', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', bull: '•', middot: '·',
  times: '×', divide: '÷', deg: '°', euro: '€', shy: '',
};

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      // Control characters and lone surrogates are not text.
      if (!Number.isFinite(n) || n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff) || (n < 32 && n !== 9 && n !== 10)) return '';
      return String.fromCodePoint(n);
    }
    return NAMED[code.toLowerCase()] ?? whole;
  });
}

function attribute(tag: string, name: string): string | null {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? decodeEntities(m[1] ?? m[2] ?? m[3] ?? '') : null;
}

export interface FieldContent {
  text: string;
  /** The `src` of each <img>, in order, as written (media names of the package). */
  images: string[];
}

/** Anki's cloze markers: {{c1::answer}} or {{c1::answer::hint}}. */
const CLOZE = /\{\{c\d+::([\s\S]*?)(?:::([\s\S]*?))?\}\}/g;

/** The front of a cloze note hides each deletion ("[…]", or its hint); the back shows it. */
export function clozeSides(html: string): { front: string; back: string } {
  return {
    front: html.replace(CLOZE, (_w, _a, hint?: string) => (hint ? `[${hint}]` : '[…]')),
    back: html.replace(CLOZE, (_w, answer: string) => answer),
  };
}

export function fieldContent(html: string): FieldContent {
  const images: string[] = [];
  let s = html.replace(/<!--[\s\S]*?-->/g, '').replace(DROPPED, '');
  // Anki's sound and other media tags are not text.
  s = s.replace(/\[sound:[^\]]*\]/g, '');
  s = s.replace(/<\/?([a-z][a-z0-9-]*)\b[^>]*>/gi, (tag, name: string) => {
    const lower = name.toLowerCase();
    if (lower === 'img') {
      const src = attribute(tag, 'src');
      if (src) images.push(src);
      return '';
    }
    if (lower === 'br') return '\n';
    // A block boundary ends a line once, however many blocks meet there (</div><div>).
    if (BLOCK.test(lower)) return BLOCK_BREAK;
    if (lower === 'td' || lower === 'th') return tag.startsWith('</') ? '' : ' ';
    return '';
  });
  // A "<" that opened no tag (e.g. "a < b" written raw) stays as text.
  const text = decodeEntities(s.replace(/\r\n?/g, '\n'))
    .replace(/[ \t]*\u0000(?:[ \t\n]*\u0000)*[ \t]*/g, '\n')
    .replace(/[\t\f\v\u00a0 ]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text, images };
}
