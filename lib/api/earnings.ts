/**
 * A knower's earnings (GET knowers/{id}/earnings, decision 0025): the balance per currency and
 * the ledger, paged. The balance is its own small query (one ledger row asked for), so the request
 * form can read it without loading the ledger.
 */
import { useQuery } from '@tanstack/react-query';
import type { Earnings } from '@/lib/contract/earnings';
import { EARNINGS_LIMITS } from '@/lib/contract/limits';
import { apiClient } from './client';
import type { PageRequest, PagedList } from './paged-list';
import { answerFiguresQueryOptions, useAnswerPages } from './answer-with-page';
import { earningsKeys } from './query-keys';

export type { Earnings } from '@/lib/contract/earnings';
export type LedgerEntry = Earnings['ledger']['content'][number];

export async function getEarnings(knowerUuid: string, page: PageRequest, signal?: AbortSignal): Promise<Earnings> {
  const url = `/knowers/${encodeURIComponent(knowerUuid)}/earnings`;
  return (await apiClient.get<Earnings>(url, { params: page, signal })).data;
}

export function getBalancesQueryOptions(knowerUuid: string) {
  return answerFiguresQueryOptions(earningsKeys.balances(knowerUuid), (page, signal) => getEarnings(knowerUuid, page, signal), (e) => e.balances);
}

/** The knower's balances, one per currency they have rows in. */
export function useBalances(knowerUuid: string) {
  return useQuery(getBalancesQueryOptions(knowerUuid));
}

/** The ledger, newest first, EARNINGS_LIMITS.limitDefault rows a page. */
export function useLedger(knowerUuid: string, pageSize: number = EARNINGS_LIMITS.limitDefault): PagedList<LedgerEntry> {
  return useAnswerPages(earningsKeys.ledger(knowerUuid), (page, signal) => getEarnings(knowerUuid, page, signal), (e) => e.ledger, pageSize);
}
