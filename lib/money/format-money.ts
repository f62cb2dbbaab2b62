/** Integer minor units -> a localized currency string ("25,00 €"), never through a float sum. */
import { minorDigits } from './minor-units';

export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  // One division at the end: the integer amount is exact, and the divisor is a power of ten.
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amountMinor / 10 ** minorDigits(currency));
}
