/**
 * JSON with <, >, & and the JS line separators escaped: the parsed value is unchanged, but user
 * text (a name, a know's title) can never become markup, neither inside a
 * <script type="application/ld+json"> data block (lib/seo) nor if an API response is ever
 * rendered as HTML (server/http/respond.ts).
 */
export function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
