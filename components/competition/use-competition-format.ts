/** Money and contest days in the edition's locale: Intl.NumberFormat of integer minor units, UTC days. */
import { useMemo } from 'react';
import type { z } from 'zod';
import type { moneySchema } from '@/lib/contract/earnings';
import { useEdition } from '@/lib/edition/use-edition';
import { formatMoney } from '@/lib/money/format-money';
import { formatLongDate } from '@/lib/dates';

type Money = z.infer<typeof moneySchema>;

export function useCompetitionFormat() {
  const { locale } = useEdition();
  return useMemo(() => {
    return {
      money: (m: Money) => formatMoney(m.amountMinor, m.currency, locale.locale),
      /** An ISO day (or instant) as a long date; contest days are UTC. */
      day: (iso: string) => formatLongDate(iso, locale.dateLocale, { timeZone: 'UTC' }),
    };
  }, [locale.dateLocale, locale.locale]);
}
