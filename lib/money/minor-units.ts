/**
 * Money is integer minor units of an ISO 4217 currency (issue 11). How many minor units make
 * one major unit comes from ICU's currency data (2 for EUR, RON, BRL, CZK; 0 for CLP), so no
 * table of our own can disagree with what Intl.NumberFormat later prints.
 */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** A whole amount of major units (a §9 tier amount) in minor units: 20 EUR -> 2000. */
export function toMinorUnits(major: number, currency: string): number {
  if (!Number.isInteger(major)) throw new Error(`Whole major units expected, got ${major}.`);
  return major * 10 ** minorDigits(currency);
}
