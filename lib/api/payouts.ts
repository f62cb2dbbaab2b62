/**
 * A knower's payout requests (POST/GET knowers/{id}/payouts, decision 0026): the §9 yearly limit
 * and what is left of it, the history paged, and the request itself. A request changes the
 * balance, the ledger, the limit left and the history, so it refreshes all of them.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutHistory, PayoutRequest, PayoutRequestBody } from '@/lib/contract/payouts';
import { PAYOUT_LIMITS } from '@/lib/contract/limits';
import { apiClient } from './client';
import type { PageRequest, PagedList } from './paged-list';
import { answerFiguresQueryOptions, useAnswerPages } from './answer-with-page';
import { earningsKeys, payoutKeys } from './query-keys';

export type { PayoutHistory, PayoutRequest, PayoutRequestBody } from '@/lib/contract/payouts';
export type PayoutLimit = PayoutHistory['limit'];

const path = (knowerUuid: string) => `/knowers/${encodeURIComponent(knowerUuid)}/payouts`;

export async function getPayoutHistory(knowerUuid: string, page: PageRequest, signal?: AbortSignal): Promise<PayoutHistory> {
  return (await apiClient.get<PayoutHistory>(path(knowerUuid), { params: page, signal })).data;
}

/** POST: 201 with the request (REQUESTED); 400 FormValidationError with `fields` when refused. */
export async function requestPayout(knowerUuid: string, body: PayoutRequestBody): Promise<PayoutRequest> {
  return (await apiClient.post<PayoutRequest>(path(knowerUuid), body)).data;
}

export function getPayoutLimitQueryOptions(knowerUuid: string) {
  return answerFiguresQueryOptions(payoutKeys.limit(knowerUuid), (page, signal) => getPayoutHistory(knowerUuid, page, signal), (h) => h.limit);
}

/** The country's yearly limit and what is left of it this calendar year. */
export function usePayoutLimit(knowerUuid: string) {
  return useQuery(getPayoutLimitQueryOptions(knowerUuid));
}

/** The requests, newest first. */
export function usePayoutHistory(knowerUuid: string, pageSize: number = PAYOUT_LIMITS.limitDefault): PagedList<PayoutRequest> {
  return useAnswerPages(payoutKeys.history(knowerUuid), (page, signal) => getPayoutHistory(knowerUuid, page, signal), (h) => h.requests, pageSize);
}

/** Requests a payout; afterwards (also after a refusal: the figures may have moved) reloads what it touches. */
export function useRequestPayout(knowerUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutRequestBody) => requestPayout(knowerUuid, body),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: earningsKeys.all(knowerUuid) }),
        queryClient.invalidateQueries({ queryKey: payoutKeys.all(knowerUuid) }),
      ]);
    },
  });
}
