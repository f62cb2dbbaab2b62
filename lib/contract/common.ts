/**
 * Building blocks every resource contract shares: 32-bit integers (ids, pages, limits) that a
 * query string or JSON body can never push past PostgreSQL's `integer`, uuid path parameters
 * and the page envelope; the text a user must fill in.
 */
import { z } from 'zod';
import { codePointLength, INT32_MAX, INTEGER_TEXT } from './limits';

const WHOLE_NUMBER = 'Enter a whole number.';

/** An integer in a JSON body, within [min, max] (max at most INT32_MAX). */
export function bodyInt(min: number, max: number = INT32_MAX) {
  return z.number({ error: WHOLE_NUMBER }).int(WHOLE_NUMBER).min(min).max(Math.min(max, INT32_MAX));
}

/** A positive 32-bit id in a JSON body (subjectId, school.id, regionId...). */
export const bodyId = bodyInt(1);

/**
 * An integer from a query string, within [min, max]: only plain decimal digits are read, so a
 * query string cannot smuggle in exponents, hex or trailing garbage. Numbers (services called
 * directly by server-rendered pages) pass as they are.
 */
export function queryInt(min: number, max: number = INT32_MAX): z.ZodType<number, number | string> {
  // The declared input is what a client may send (the preprocess itself accepts unknown).
  return z.preprocess(
    (v) => (typeof v === 'string' && INTEGER_TEXT.test(v) ? Number(v) : v),
    z.number({ error: WHOLE_NUMBER }).int(WHOLE_NUMBER).min(min).max(Math.min(max, INT32_MAX)),
  ) as unknown as z.ZodType<number, number | string>;
}

/** A positive 32-bit id in a query string (subjectId...). */
export const queryId = queryInt(1);

/** `limit` and `offset` of a paged list. */
export function pageQuery(limits: { limitMax: number; limitDefault: number; offsetMax: number }) {
  return {
    limit: queryInt(1, limits.limitMax).default(limits.limitDefault),
    offset: queryInt(0, limits.offsetMax).default(0),
  };
}

export const uuidParams = z.object({ uuid: z.uuid() });

/** One page of a list. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ content: z.array(item), numberOfResults: z.number().int() });
}

/** Text a user must fill in (a title, a name): trimmed, not empty, at most `max` characters (code points). */
export function requiredText(max: number, messages: { required: string; tooLong: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .refine((s) => s.length > 0, messages.required)
    .refine((s) => codePointLength(s) <= max, messages.tooLong);
}
