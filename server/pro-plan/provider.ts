/**
 * The payment provider seam (decisions 0027, 0033). A provider opens a checkout for one
 * subscription row and later reports what happened; `completeCheckout` applies a completion once,
 * so a replayed one changes nothing. Implementations: the built-in test mode (the local default,
 * test-provider.ts), Stripe when STRIPE_SECRET_KEY is set (stripe-provider.ts), and none (prod
 * with neither, no-provider.ts); which one is in use is decided by the settings alone
 * (payment-provider.ts).
 */
import type { ProPlan, ProPrice } from '@/lib/config/pro-prices';

/** none: no provider configured (no-provider.ts); no subscription row ever carries it. */
export type ProviderName = 'test' | 'stripe' | 'none';

export interface CheckoutRequest {
  subscriptionUuid: string;
  plan: ProPlan;
  price: ProPrice;
  /** The edition country it is bought in: the way back (success, cancel) is on its origin. */
  country: string;
}

export interface OpenedCheckout {
  checkoutId: string;
  checkoutUrl: string;
}

/** A verified fact from the provider; only these change a subscription's state. */
export interface CheckoutCompleted {
  kind: 'checkout.completed';
  checkoutId: string;
  providerSubscriptionId: string;
  /** From the provider (Stripe: the subscription item's current_period_end); null: one plan period from now. */
  currentPeriodEnd: Date | null;
}

/** What the expiry job learns about a running subscription whose period has ended. */
export type Renewal =
  /** Paid for another period. */
  | { kind: 'renewed'; periodEnd: Date }
  /** Over: the job expires it. */
  | { kind: 'ended' }
  /** Not decided yet (Stripe: renewal invoice not paid yet, payment being retried): Pro stays, the job asks again. */
  | { kind: 'pending' };

export interface RunningSubscription {
  plan: ProPlan;
  periodEnd: Date;
  providerSubscriptionId: string | null;
}

export interface PaymentProvider {
  name: ProviderName;
  /** Shown on the checkout page and in the API so nobody mistakes test mode for a payment. */
  testMode: boolean;
  createCheckout(request: CheckoutRequest): Promise<OpenedCheckout>;
  /**
   * The completion of a checkout the provider reports paid, or null while it is not: the success
   * page may come back before the provider's event does (test mode: always null, its own
   * checkout page completes explicitly).
   */
  paidCheckout(checkoutId: string): Promise<CheckoutCompleted | null>;
  /** Ask the provider to stop renewing; the subscription still runs to its period end. */
  cancelAtPeriodEnd(providerSubscriptionId: string): Promise<void>;
  /** Asked by the expiry job for a running, not cancelled subscription whose period has ended. */
  renewal(subscription: RunningSubscription): Promise<Renewal>;
}
