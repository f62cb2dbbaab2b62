/**
 * How deeply a JSON text nests, read in one pass over the raw text before JSON.parse: a body
 * nested thousands deep is refused before anything walks it (a recursive walk overflowed the
 * stack at 5,000 levels, and copying paths level by level cost quadratic time below that).
 * Brackets inside strings are text, not nesting; malformed JSON is left to JSON.parse.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }

/** True when `text` nests objects and arrays deeper than `max` (the outermost value is level 1). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === BACKSLASH) i++;
      else if (ch === QUOTE) inString = false;
    } else if (ch === QUOTE) {
      inString = true;
    } else if (OPEN.has(ch)) {
      if (++depth > max) return true;
    } else if (CLOSE.has(ch)) {
      depth--;
    }
  }
  return false;
}
