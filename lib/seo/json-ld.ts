/**
 * JSON-LD for a <script type="application/ld+json"> data block: characters that could end the
 * element or confuse an HTML parser are escaped, so user text (a know's title) cannot break out.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
