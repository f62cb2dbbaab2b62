/**
 * PostgreSQL cannot store U+0000 in text or jsonb ("invalid byte sequence" / "unsupported Unicode
 * escape sequence"), so a NUL anywhere in a request's text would surface as a 500 from deep
 * inside a query. The pipeline checks every decoded path parameter, query value and JSON value
 * (keys included) once, before validation, and answers 400 FormValidationError naming the fields.
 */
import { formError } from './errors';

const MESSAGE = 'Must not contain the NUL character (U+0000).';

/** Field paths (dotted, as in validation errors) whose key or string value contains a NUL. */
export function nulFields(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('\0')) found.push(path.join('.') || 'body');
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => nulFields(item, [...path, String(i)], found));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\0')) found.push([...path, key.replaceAll('\0', '\\u0000')].join('.'));
      else nulFields(item, [...path, key], found);
    }
  }
  return found;
}

/** Throws 400 FormValidationError when any text in `value` contains a NUL. */
export function rejectNul(value: unknown): void {
  const fields = nulFields(value);
  if (fields.length > 0) throw formError(Object.fromEntries(fields.map((f) => [f, MESSAGE])));
}
