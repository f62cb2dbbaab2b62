/**
 * PostgreSQL cannot store U+0000 in text or jsonb ("invalid byte sequence" / "unsupported Unicode
 * escape sequence"), so a NUL anywhere in a request's text would surface as a 500 from deep
 * inside a query. The pipeline checks every decoded path parameter, query value and JSON value
 * (keys included) once, before validation, and answers 400 FormValidationError naming the fields.
 *
 * The walk is iterative and visits each value once; a value's path is kept as a link to its
 * parent and spelled out only for a field that is refused, so the work is linear in the size of
 * the value however deep it nests (a recursive walk that copied the path at every level
 * overflowed the stack at 5,000 levels and cost quadratic time below that).
 */
import { formError } from './errors';

const MESSAGE = 'Must not contain the NUL character (U+0000).';

/** A value met in the walk: its parent and its key there (null for the root). */
interface Step {
  value: unknown;
  parent: Step | null;
  key: string | null;
}

function pathOf(step: Step, last?: string): string {
  const keys: string[] = last === undefined ? [] : [last];
  for (let s: Step | null = step; s?.key != null; s = s.parent) keys.push(s.key);
  return keys.reverse().join('.') || 'body';
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

/** Field paths (dotted, as in validation errors) whose key or string value contains a NUL. */
export function nulFields(value: unknown): string[] {
  const found: string[] = [];
  walkText(value, (text, path) => {
    if (text.includes('\0')) found.push(path().replaceAll('\0', '\\u0000'));
  });
  return found;
}

/** Throws 400 FormValidationError when any text in `value` contains a NUL. */
export function rejectNul(value: unknown): void {
  const fields = nulFields(value);
  if (fields.length > 0) throw formError(Object.fromEntries(fields.map((f) => [f, MESSAGE])));
}
