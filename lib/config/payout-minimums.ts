/**
 * The smallest payout a knower may request, per currency, in whole major units (issue 21: a
 * payout of 1 cent was accepted, and each payout costs a review and a bank or PayPal transfer).
 * About ten euros everywhere, rounded to what reads naturally in each currency. Typed over every
 * currency, so a new currency cannot go live without its minimum.
 */
import type { Currency } from './countries';
import { toMinorUnits } from '../money/minor-units';

export const PAYOUT_MINIMUMS: Record<Currency, number> = {
  EUR: 10,
  CHF: 10,
  PLN: 50,
  GBP: 10,
  USD: 10,
  COP: 40_000,
  TRY: 300,
  MXN: 200,
  PEN: 40,
  CLP: 10_000,
  ARS: 10_000,
  RON: 50,
  BRL: 50,
  CZK: 250,
};

/** The minimum payout in `currency`, in minor units (10 EUR -> 1000). */
export function payoutMinimumMinor(currency: Currency): number {
  return toMinorUnits(PAYOUT_MINIMUMS[currency], currency);
}
