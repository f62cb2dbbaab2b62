/**
 * Text that the database cannot store, refused once for every route before validation:
 * - U+0000: PostgreSQL cannot store it in text or jsonb ("invalid byte sequence" / "unsupported
 *   Unicode escape sequence"), so it surfaced as a 500 from deep inside a query.
 * - A lone UTF-16 surrogate (the JSON escape `\ud800` without its pair): not a character at all;
 *   jsonb refuses it ("invalid input syntax for type json"), text columns and upstream relays
 *   would get U+FFFD or an error. Refused rather than replaced, so nothing is stored that the
 *   client did not send.
 * The pipeline checks every decoded path parameter, query value and JSON value (keys included)
 * and answers 400 FormValidationError naming the fields.
 *
 * The walk is iterative and visits each value once; a value's path is kept as a link to its
 * parent and spelled out only for a field that is refused, so the work is linear in the size of
 * the value however deep it nests (a recursive walk that copied the path at every level
 * overflowed the stack at 5,000 levels and cost quadratic time below that).
 */
import { formError } from '../errors';

const NUL_MESSAGE = 'Must not contain the NUL character (U+0000).';
const SURROGATE_MESSAGE = 'Must be well-formed Unicode text (a lone surrogate such as \\ud800 is not a character).';

/** A high surrogate without a low one after it, or a low one without a high one before it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** A value met in the walk: its parent and its key there (null for the root). */
interface Step {
  value: unknown;
  parent: Step | null;
  key: string | null;
}

/** The dotted path of a step; NULs and lone surrogates in keys are written as escapes, so the answer is valid text. */
function pathOf(step: Step, last?: string): string {
  const keys: string[] = last === undefined ? [] : [last];
  for (let s: Step | null = step; s?.key != null; s = s.parent) keys.push(s.key);
  const path = keys.reverse().join('.') || 'body';
  return path
    .replaceAll('\0', '\\u0000')
    .replace(LONE_SURROGATES, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
}

/** Calls `visit` once for every string value and once for every object key in `value`. */
export function walkText(value: unknown, visit: (text: string, path: () => string) => void): void {
  const pending: Step[] = [{ value, parent: null, key: null }];
  for (let step = pending.pop(); step; step = pending.pop()) {
    const v = step.value;
    if (typeof v === 'string') {
      const at = step;
      visit(v, () => pathOf(at));
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) pending.push({ value: v[i], parent: step, key: String(i) });
    } else if (typeof v === 'object' && v !== null) {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        const at = step;
        visit(key, () => pathOf(at, key));
        pending.push({ value: item, parent: step, key });
      }
    }
  }
}

/** Field paths (dotted, as in validation errors) whose key or string value cannot be stored, with why. */
export function badTextFields(value: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  walkText(value, (text, path) => {
    if (text.includes('\0')) found[path()] = NUL_MESSAGE;
    else if (LONE_SURROGATE.test(text)) found[path()] = SURROGATE_MESSAGE;
  });
  return found;
}

/** Throws 400 FormValidationError when any text in `value` has a NUL or a lone surrogate. */
export function rejectBadText(value: unknown): void {
  const fields = badTextFields(value);
  if (Object.keys(fields).length > 0) throw formError(fields);
}
