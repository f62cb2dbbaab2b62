/**
 * Turning API errors into what the account forms show: per-field messages from a
 * FormValidationError (localised where the form knows the field, else the server's text), and
 * the wait of a TooMany…Error.
 */
import { fieldErrors, toApiError } from '@/lib/api/errors';
import { formatTime } from '@/lib/dates';

export type FieldMessages = Record<string, string>;

/**
 * The field errors of `error`: `localized[field]` where given (the server's messages are
 * English), else the server's message. Empty when `error` is not a FormValidationError.
 */
export function formFieldErrors(error: unknown, localized: Partial<Record<string, string>> = {}): FieldMessages {
  const out: FieldMessages = {};
  for (const [field, message] of Object.entries(fieldErrors(error))) out[field] = localized[field] ?? message;
  return out;
}

export function errorType(error: unknown): string {
  return toApiError(error).type;
}

/** Seconds to wait from a 429 body (`data.retryAfter`), or null. */
export function retryAfterSeconds(error: unknown): number | null {
  const data = toApiError(error).data;
  const value = typeof data === 'object' && data !== null ? (data as { retryAfter?: unknown }).retryAfter : undefined;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/** The clock time (e.g. "14:05" or "2:05 PM") when a wait of `seconds` is over. */
export function retryTime(seconds: number, locale: string, now: number = Date.now()): string {
  const at = new Date(now + Math.ceil(seconds / 60) * 60_000);
  try {
    return formatTime(at, locale);
  } catch {
    return formatTime(at, 'en');
  }
}

/** The first field (in form order) that has an error, to move the focus there. */
export function firstInvalid(order: readonly string[], errors: FieldMessages): string | null {
  return order.find((f) => errors[f]) ?? null;
}
