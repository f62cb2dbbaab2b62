/**
 * Money and dates of the payout pages in the edition's locale (Intl.NumberFormat and
 * Intl.DateTimeFormat): integer minor units in, text out (lib/money/format-money.ts).
 */
import { useMemo } from 'react';
import type { Money } from '@/lib/contract/earnings';
import { useEdition } from '@/lib/edition/use-edition';
import { formatMoney } from '@/lib/money/format-money';
import { formatMediumDate, formatMonthYear, formatMonthYearInDate } from '@/lib/dates';

export interface PayoutFormat {
  locale: string;
  money: (money: Money) => string;
  /** A signed amount with its sign always shown (+20,00 € / −12,50 €): ledger rows. */
  signedMoney: (money: Money) => string;
  date: (iso: string) => string;
  /** A YYYY-MM accrual period on its own (nominative): "October 2026", "Οκτώβριος 2026". */
  month: (period: string) => string;
  /** The same period as it reads inside a date (genitive where inflected): "Οκτωβρίου 2026". */
  monthOf: (period: string) => string;
}

export function usePayoutFormat(): PayoutFormat {
  const { locale } = useEdition();
  const tag = locale.locale;
  return useMemo(() => {
    return {
      locale: tag,
      money: (m) => formatMoney(m.amountMinor, m.currency, tag),
      signedMoney: (m) => {
        const text = formatMoney(Math.abs(m.amountMinor), m.currency, tag);
        return m.amountMinor < 0 ? `\u2212${text}` : `+${text}`;
      },
      date: (iso) => formatMediumDate(iso, tag),
      month: (period) => formatMonthYear(period, tag),
      monthOf: (period) => formatMonthYearInDate(period, tag),
    };
  }, [tag]);
}
