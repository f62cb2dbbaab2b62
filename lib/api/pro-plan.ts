/**
 * The Pro plan resource (decision 0027, 0032, 0047): whether Pro can be bought here, open a
 * checkout and go where it says (our test-mode page or the provider's), pay a test-mode checkout, ask after a checkout on the way back (Stripe),
 * activate a code on the signed-in account, read and cancel the running subscription.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProPlan } from '@/lib/config/pro-prices';
import type { z } from 'zod';
import { CHECKOUT_UNAVAILABLE, type checkoutStateSchema, type pricesSchema, type Subscription } from '@/lib/contract/pro-plan';
import { apiClient } from './client';
import { toApiError } from './errors';
import { proPlanKeys } from './query-keys';

export type { Subscription } from '@/lib/contract/pro-plan';

export interface Checkout {
  checkoutId: string;
  checkoutUrl: string;
  testMode: boolean;
}

export interface SubscriptionCode {
  subscriptionUuid: string;
  subscriptionCode: string;
}

type ProPayments = z.infer<typeof pricesSchema>;

/** The prices as the server sees them: whether payment is real, and whether Pro can be bought at all. */
export async function getProPayments(country: string): Promise<ProPayments> {
  return (await apiClient.get<ProPayments>('/pro-plan/prices', { params: { country } })).data;
}

/**
 * Whether this server sells Pro (decision 0047): a setting of the server, so asked at run time
 * (the plan pages are static). Until the answer is in, the pages act as if it does.
 */
export function useProPayments(country: string, fetch: (country: string) => Promise<ProPayments> = getProPayments) {
  return useQuery({ queryKey: proPlanKeys.prices(country), queryFn: () => fetch(country), staleTime: 5 * 60_000 });
}

/** The checkout's 503 when the server has no payment provider (not an outage: trying again will not help). */
export function isCheckoutUnavailable(error: unknown): boolean {
  const e = toApiError(error);
  return e.status === 503 && (e.data as { reason?: unknown } | null)?.reason === CHECKOUT_UNAVAILABLE;
}

export async function createCheckout(country: string, plan: ProPlan): Promise<Checkout> {
  return (await apiClient.post<Checkout>('/pro-plan/checkouts', { country, plan })).data;
}

/** Test mode only, signed in as the buyer: pays the checkout; the answer is the single-use code. */
export async function completeTestCheckout(checkoutId: string): Promise<SubscriptionCode> {
  return (await apiClient.post<SubscriptionCode>(`/pro-plan/test-checkouts/${encodeURIComponent(checkoutId)}/complete`)).data;
}

export type CheckoutState = z.infer<typeof checkoutStateSchema>;

/** A checkout as the success page sees it (Stripe returns with ?checkoutId=): the code once paid. */
export async function getCheckoutState(checkoutId: string): Promise<CheckoutState> {
  return (await apiClient.get<CheckoutState>(`/pro-plan/checkouts/${encodeURIComponent(checkoutId)}`)).data;
}

/** How often, and how many times, the success page asks while the provider confirms the payment. */
const CHECKOUT_POLL_MS = 2000;
const CHECKOUT_POLL_MAX = 45;

/**
 * Asks until the checkout is paid or about 90 s have passed (then `gaveUp`: the page says so
 * instead of waiting for ever); off without a checkout id.
 */
export function useCheckoutState(checkoutId: string | null, fetch: (id: string) => Promise<CheckoutState> = getCheckoutState) {
  const queryKey = proPlanKeys.checkout(checkoutId ?? '');
  const query = useQuery({
    queryKey,
    queryFn: () => fetch(checkoutId!),
    enabled: checkoutId !== null,
    refetchInterval: (q) => (q.state.data?.paid || q.state.dataUpdateCount >= CHECKOUT_POLL_MAX ? false : CHECKOUT_POLL_MS),
  });
  const updates = useQueryClient().getQueryState(queryKey)?.dataUpdateCount ?? 0;
  return { query, gaveUp: !!query.data && !query.data.paid && updates >= CHECKOUT_POLL_MAX };
}

export async function activateSubscription(code: SubscriptionCode): Promise<Subscription> {
  return (await apiClient.post<Subscription>('/pro-plan/activate', code)).data;
}

export async function getMySubscription(): Promise<Subscription | null> {
  return (await apiClient.get<{ subscription: Subscription | null }>('/pro-plan/subscription')).data.subscription;
}

export async function cancelMySubscription(): Promise<Subscription | null> {
  return (await apiClient.post<{ subscription: Subscription | null }>('/pro-plan/subscription/cancel')).data.subscription;
}

/** The subscription running on the signed-in account; `fetch` replaces the API call (component tests). */
export function useMySubscription(userUuid: string, { fetch = getMySubscription }: { fetch?: () => Promise<Subscription | null> } = {}) {
  return useQuery({ queryKey: proPlanKeys.subscription(userUuid), queryFn: () => fetch(), staleTime: 0 });
}

export function useCancelSubscription(userUuid: string, cancel: () => Promise<Subscription | null> = cancelMySubscription) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancel(),
    onSuccess: (subscription) => queryClient.setQueryData(proPlanKeys.subscription(userUuid), subscription),
  });
}
