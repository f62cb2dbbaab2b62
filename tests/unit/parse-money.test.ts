/** Amounts typed into the payout form become exact minor units (issue 11 §4), in any locale's notation. */
import { describe, expect, it } from 'vitest';
import { formatMoneyInput, parseMoneyInput } from '@/lib/money/parse-money';

describe('parseMoneyInput', () => {
  it('reads decimal commas and points, grouping, and never goes through a float', () => {
    const eur = (s: string) => parseMoneyInput(s, 'EUR');
    expect(['20', '20,5', '20.50', '0,29', '0.29', '1.234,56', '1,234.56', '1 234,56', '1234', '1.234', '1,234,567'].map(eur)).toEqual([
      2000, 2050, 2050, 29, 29, 123456, 123456, 123456, 123400, 123400, 123456700,
    ]);
  });

  it('refuses what is not an amount', () => {
    for (const s of ['', ' ', '-5', 'abc', '12,345,6', '1..2', '12,', '.5', '1e3', '12.345.67', '12,5€']) {
      expect(parseMoneyInput(s, 'EUR'), s).toBeNull();
    }
    expect(parseMoneyInput('9'.repeat(20), 'EUR')).toBeNull();
  });

  it('follows the currency digits (CLP has none)', () => {
    expect(parseMoneyInput('1.500', 'CLP')).toBe(1500);
    expect(parseMoneyInput('1500', 'CLP')).toBe(1500);
    expect(parseMoneyInput('400', 'CZK')).toBe(40000);
  });

  it('formats an input value in the locale and reads it back', () => {
    expect(formatMoneyInput(123456, 'EUR', 'de')).toBe('1234,56');
    expect(formatMoneyInput(123456, 'EUR', 'en')).toBe('1234.56');
    for (const locale of ['de', 'en', 'fr', 'pt-BR', 'cs', 'el', 'ro', 'tr']) {
      expect(parseMoneyInput(formatMoneyInput(987654, 'EUR', locale), 'EUR'), locale).toBe(987654);
    }
  });
});
