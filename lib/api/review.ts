/**
 * The reviewer area (decision 0028): the know review queue and the payout queue, their
 * decisions, and the query hooks the queue pages use (one paged list each). The payout queue
 * shows IBANs masked; a request's decision view (decision 0050) has the full one.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { KnowDetail, Know, Page } from '@/lib/contract/knows';
import type {
  KnowDecision, PayoutDecisionBody, ReviewKnowsParams, ReviewPayout, ReviewPayoutDetail, ReviewPayoutsParams,
} from '@/lib/contract/review';
import { apiClient } from './client';
import { usePagedList, type PagedList } from './paged-list';
import { reviewKeys } from './query-keys';

export type { ReviewPayout, ReviewPayoutDetail } from '@/lib/contract/review';

const id = (uuid: string) => encodeURIComponent(uuid);

/** GET /review/knows: knows IN_REVIEW, oldest first. */
export async function listReviewKnows(params: ReviewKnowsParams): Promise<Page<Know>> {
  return (await apiClient.get<Page<Know>>('/review/knows', { params })).data;
}

/** POST /review/knows/{uuid}/decision: publish, or reject with a reason. */
export async function decideKnow(uuid: string, body: KnowDecision): Promise<KnowDetail> {
  return (await apiClient.post<KnowDetail>(`/review/knows/${id(uuid)}/decision`, body)).data;
}

/** GET /review/payouts: open requests (or one state), oldest first. */
export async function listReviewPayouts(params: ReviewPayoutsParams): Promise<Page<ReviewPayout>> {
  return (await apiClient.get<Page<ReviewPayout>>('/review/payouts', { params })).data;
}

/** GET /review/payouts/{uuid}: the decision view with the full IBAN (the server records the read). */
export async function getReviewPayout(uuid: string): Promise<ReviewPayoutDetail> {
  return (await apiClient.get<ReviewPayoutDetail>(`/review/payouts/${id(uuid)}`)).data;
}

/** POST /review/payouts/{uuid}/decision: approve, mark paid, or reject with a reason. */
export async function decidePayout(uuid: string, body: PayoutDecisionBody): Promise<ReviewPayout> {
  return (await apiClient.post<ReviewPayout>(`/review/payouts/${id(uuid)}/decision`, body)).data;
}

type KnowFilter = Pick<ReviewKnowsParams, 'country' | 'subjectId'>;

export function useReviewKnows(filter: KnowFilter, { enabled = true, pageSize = 20 } = {}): PagedList<Know> {
  return usePagedList({
    queryKey: reviewKeys.knows({ country: filter.country, subjectId: filter.subjectId }),
    fetchPage: (page) => listReviewKnows({ ...filter, ...page }),
    pageSize,
    enabled,
  });
}

export function useReviewPayouts(state: NonNullable<ReviewPayoutsParams['state']>, { enabled = true, pageSize = 20 } = {}): PagedList<ReviewPayout> {
  return usePagedList({
    queryKey: reviewKeys.payouts(state),
    fetchPage: (page) => listReviewPayouts({ state, ...page }),
    pageSize,
    enabled,
  });
}

/**
 * A request's full details, fetched only once the reviewer asks (`enabled`): each fetch is a read
 * in the audit trail. Not kept after the item leaves the page (gcTime 0).
 */
export function useReviewPayoutDetail(uuid: string, enabled: boolean) {
  return useQuery({ queryKey: reviewKeys.payout(uuid), queryFn: () => getReviewPayout(uuid), enabled, staleTime: Infinity, gcTime: 0, retry: false });
}

export function useDecideKnow() {
  return useMutation({ mutationFn: ({ uuid, decision }: { uuid: string; decision: KnowDecision }) => decideKnow(uuid, decision) });
}

export function useDecidePayout() {
  return useMutation({ mutationFn: ({ uuid, decision }: { uuid: string; decision: PayoutDecisionBody }) => decidePayout(uuid, decision) });
}
