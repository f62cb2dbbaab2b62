/**
 * Stripe as the payment provider (decision 0033), through the official client: a Checkout Session
 * in subscription mode per checkout, its subscription read back for the period end, cancel at
 * period end through the API. What Stripe reports arrives as signed webhooks (stripe-webhook.ts);
 * the expiry job asks Stripe itself when a renewal has not arrived by the period end.
 */
import Stripe from 'stripe';
import { BRAND } from '@/lib/config/brand';
import { COUNTRIES, isCountryCode } from '@/lib/config/countries';
import { editionOrigin } from '@/lib/config/editions';
import { DEFAULT_LOCALE } from '@/lib/config/locales';
import { localeHref } from '@/lib/links/locale-path';
import type { ServerEnv } from '../env';
import type { CheckoutCompleted, PaymentProvider } from './provider';
import { parseStripePrices, stripePriceKey } from './stripe-prices';

/** Stripe subscription states after which nothing renews (unpaid: retries exhausted, left unpaid). */
const ENDED = new Set<string>(['canceled', 'incomplete_expired', 'unpaid', 'paused']);

export function stripeClient(env: ServerEnv): Stripe {
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  return new Stripe(env.STRIPE_SECRET_KEY!, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    appInfo: { name: BRAND.name },
    ...(api
      ? { host: api.hostname, port: api.port || (api.protocol === 'https:' ? 443 : 80), protocol: api.protocol === 'https:' ? 'https' : 'http' }
      : {}),
  });
}

/** The end of the period a Stripe subscription is paid up to: its items' latest current_period_end. */
export function stripePeriodEnd(subscription: Stripe.Subscription): Date | null {
  const ends = subscription.items.data.map((item) => item.current_period_end).filter((n) => Number.isFinite(n));
  return ends.length > 0 ? new Date(Math.max(...ends) * 1000) : null;
}

export const stripeSubscriptionEnded = (subscription: Stripe.Subscription) => ENDED.has(subscription.status);

export interface StripeProvider extends PaymentProvider {
  client: Stripe;
  /** The completion of a paid Checkout Session (from its webhook or read back), null while unpaid. */
  completionOf(session: Stripe.Checkout.Session): Promise<CheckoutCompleted | null>;
}

export function createStripeProvider(env: ServerEnv): StripeProvider {
  const client = stripeClient(env);
  const priceIds = parseStripePrices(env.STRIPE_PRICES);

  async function completionOf(session: Stripe.Checkout.Session): Promise<CheckoutCompleted | null> {
    const paid = session.status === 'complete' && (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
    if (!paid || !session.subscription) return null;
    const subscription =
      typeof session.subscription === 'string' ? await client.subscriptions.retrieve(session.subscription) : session.subscription;
    return { kind: 'checkout.completed', checkoutId: session.id, providerSubscriptionId: subscription.id, currentPeriodEnd: stripePeriodEnd(subscription) };
  }

  return {
    name: 'stripe',
    testMode: false,
    client,
    completionOf,
    async createCheckout({ subscriptionUuid, plan, price, country }) {
      const code = isCountryCode(country) ? country : env.DEFAULT_EDITION;
      const locale = COUNTRIES[code]?.locale ?? DEFAULT_LOCALE;
      const origin = editionOrigin(locale, env);
      const priceId = priceIds[stripePriceKey(price.currency, plan)];
      const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = priceId
        ? { price: priceId, quantity: 1 }
        : {
            quantity: 1,
            price_data: {
              currency: price.currency.toLowerCase(),
              unit_amount: price.amountMinor,
              recurring: { interval: plan === 'MONTHLY' ? 'month' : 'year' },
              product_data: { name: BRAND.proPlanName },
            },
          };
      const session = await client.checkout.sessions.create(
          {
            mode: 'subscription',
            line_items: [lineItem],
            // Stripe puts the session id in place of the literal {CHECKOUT_SESSION_ID}; that route
            // answers 303 to the success page with the code.
            success_url: `${origin}/api/v1/pro-plan/checkouts/{CHECKOUT_SESSION_ID}/return`,
            cancel_url: `${origin}${localeHref(locale, '/pro-plan')}`,
            client_reference_id: subscriptionUuid,
            metadata: { subscriptionUuid },
            subscription_data: { metadata: { subscriptionUuid } },
          },
          { idempotencyKey: `checkout-${subscriptionUuid}` },
        );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { checkoutId: session.id, checkoutUrl: session.url };
    },
    async paidCheckout(checkoutId) {
      return completionOf(await client.checkout.sessions.retrieve(checkoutId));
    },
    async cancelAtPeriodEnd(providerSubscriptionId) {
      await client.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true });
    },
    async renewal({ periodEnd, providerSubscriptionId }) {
      if (!providerSubscriptionId) return { kind: 'ended' };
      let subscription: Stripe.Subscription;
      try {
        subscription = await client.subscriptions.retrieve(providerSubscriptionId);
      } catch (err) {
        // Gone at Stripe: over. Anything else (network, outage): ask again on the next run.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return { kind: 'ended' };
        return { kind: 'pending' };
      }
      if (stripeSubscriptionEnded(subscription)) return { kind: 'ended' };
      const end = stripePeriodEnd(subscription);
      if (end && end > periodEnd && (subscription.status === 'active' || subscription.status === 'trialing')) return { kind: 'renewed', periodEnd: end };
      return { kind: 'pending' };
    },
  };
}
