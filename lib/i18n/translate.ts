/**
 * Any i18next `t` function, whatever its namespace (from useTranslation or the app instance), as
 * code that only looks keys up takes it. Two call forms rather than one with optional options:
 * i18next 27's `t` is generic over its options and is not assignable to a function whose options
 * may be `undefined` (decision 0074).
 */
export interface Translate {
  (key: string): string;
  (key: string, options: Record<string, unknown>): string;
}
