/**
 * An amount as a person types it ("12,50", "1.234,5", "1 234.50", "20") -> integer minor units of
 * the currency, or null when it is not an amount. String arithmetic only: no float ever holds the
 * money, so "0.29" is 29 cents and not 28.999...
 */
import { minorDigits } from './minor-units';

export function parseMoneyInput(raw: string, currency: string): number | null {
  const text = raw.replace(/[\s\u00a0\u202f']/g, '');
  if (!/^\d[\d.,]*$/.test(text)) return null;
  const digits = minorDigits(currency);
  const last = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
  // The last separator is the decimal one when 1..digits digits follow it ("12,5", "12.50");
  // otherwise every separator groups thousands ("1.234", "1,234,567").
  const tail = last >= 0 ? text.slice(last + 1) : '';
  const decimal = last >= 0 && digits > 0 && tail.length >= 1 && tail.length <= digits && !/[.,]/.test(tail);
  const whole = decimal ? text.slice(0, last) : text;
  // One mark cannot both group and separate decimals ("12,345,6").
  if (decimal && whole.includes(text[last]!)) return null;
  const fraction = decimal ? tail : '';
  const groups = whole.split(/[.,]/);
  if (groups.some((g, i) => g === '' || (i > 0 && g.length !== 3))) return null;
  const amount = Number(groups.join('')) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(amount) ? amount : null;
}

/** Minor units as an input value in `locale` without grouping ("123,45" in de): what the field shows. */
export function formatMoneyInput(amountMinor: number, currency: string, locale: string): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(
    amountMinor / 10 ** digits,
  );
}
