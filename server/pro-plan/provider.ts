/**
 * The payment provider seam (decision 0027). A provider opens a checkout for one subscription row
 * and later reports what happened as a `PaymentEvent`; `completeCheckout` applies an event once,
 * so a replayed one changes nothing. Stripe fits as: createCheckout = a Checkout Session
 * (mode subscription, metadata.subscriptionUuid), events = its signed webhooks
 * (checkout.session.completed, invoice.paid, customer.subscription.deleted) verified in the
 * webhook route, cancelAtPeriodEnd = subscriptions.update(cancel_at_period_end). This slice has
 * only the built-in test-mode provider.
 */
import type { ProPlan, ProPrice } from '@/lib/config/pro-prices';

export type ProviderName = 'test' | 'stripe';

export interface CheckoutRequest {
  subscriptionUuid: string;
  plan: ProPlan;
  price: ProPrice;
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
  /** From the provider (Stripe: subscription.current_period_end); null: one plan period from now. */
  currentPeriodEnd: Date | null;
}

export interface PaymentProvider {
  name: ProviderName;
  /** Shown on the checkout page and in the API so nobody mistakes test mode for a payment. */
  testMode: boolean;
  createCheckout(request: CheckoutRequest): Promise<OpenedCheckout>;
  /** Ask the provider to stop renewing; the subscription still runs to its period end. */
  cancelAtPeriodEnd(providerSubscriptionId: string): Promise<void>;
  /**
   * The next period end when the provider renews in our own expiry job (test mode: payment
   * always succeeds); null when renewals arrive as events instead (Stripe's invoice.paid).
   */
  renewInJob(plan: ProPlan, periodEnd: Date): Date | null;
}
