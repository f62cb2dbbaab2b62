/** A Match time in the edition's words and digits: "12.3 sec" (en), "12,3 s" (de), "12,3 sn" (tr). */
const cache = new Map<string, Intl.NumberFormat>();

export function formatMatchTime(ms: number, locale: string): string {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'short', minimumFractionDigits: 1, maximumFractionDigits: 1 });
    cache.set(locale, format);
  }
  // Tenths, rounded down: a clock never shows a time not yet reached.
  return format.format(Math.floor(Math.max(0, ms) / 100) / 10);
}
