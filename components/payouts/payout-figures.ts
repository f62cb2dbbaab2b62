/**
 * The figures every payout page starts from: the balance in the payout currency (the ledger's sum,
 * decision 0025), balances in other currencies (earned before a change of country: not payable
 * here), the §9 yearly limit and what is left, and what can be requested now (the smaller of
 * balance and limit left).
 */
import { useBalances } from '@/lib/api/earnings';
import { usePayoutLimit, type PayoutLimit } from '@/lib/api/payouts';
import type { Money } from '@/lib/contract/earnings';

export interface PayoutFigures {
  balance: Money;
  otherBalances: Money[];
  limit: PayoutLimit;
  /** Minor units that can be requested now. */
  available: number;
}

export type PayoutFiguresState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; figures: PayoutFigures };

export function usePayoutFigures(knowerUuid: string): PayoutFiguresState {
  const balances = useBalances(knowerUuid);
  const limit = usePayoutLimit(knowerUuid);
  if (balances.isError || limit.isError) {
    return {
      status: 'error',
      retry: () => {
        if (balances.isError) void balances.refetch();
        if (limit.isError) void limit.refetch();
      },
    };
  }
  if (!balances.data || !limit.data) return { status: 'loading' };
  const currency = limit.data.yearly.currency;
  const balance = balances.data.find((b) => b.currency === currency) ?? { amountMinor: 0, currency };
  return {
    status: 'ready',
    figures: {
      balance,
      otherBalances: balances.data.filter((b) => b.currency !== currency && b.amountMinor !== 0),
      limit: limit.data,
      available: Math.max(0, Math.min(balance.amountMinor, limit.data.remainingMinor)),
    },
  };
}
