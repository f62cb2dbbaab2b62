/**
 * Stripe's webhook (decision 0033): the signature over the raw body is checked with the endpoint's
 * signing secret (a forged or stale delivery is refused with 400 and changes nothing), then the
 * event is applied in one transaction with the row that records its id. Stripe delivers at least
 * once, also twice in parallel: the second insert of the same id waits for the first and then
 * finds it, so a replay changes nothing. Events may arrive in any order; each effect is written
 * so that order does not matter (see subscriptions.ts).
 */
import Stripe from 'stripe';
import type { AppContext } from '../app-context';
import { paymentEvents } from '../db/schema';
import { ApiError, badRequest, notFound } from '../errors';
import { stripeProvider } from './payment-provider';
import type { CheckoutCompleted } from './provider';
import { stripePeriodEnd, stripeSubscriptionEnded } from './stripe-provider';
import { applyProviderState, completeCheckout, extendPaidPeriod } from './subscriptions';

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/** Deliveries older than this (by their signed timestamp) are refused: a captured one cannot be replayed later. */
const TOLERANCE_SECONDS = 300;

/** The subscription a paid invoice belongs to (API 2025-03 on: under parent.subscription_details). */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const sub = invoice.parent?.subscription_details?.subscription;
  if (!sub) return null;
  return typeof sub === 'string' ? sub : sub.id;
}

/** The end of the latest period an invoice paid for: its subscription lines' period end. */
function invoicePeriodEnd(invoice: Stripe.Invoice): Date | null {
  const ends = invoice.lines.data.map((line) => line.period?.end).filter((n): n is number => typeof n === 'number');
  return ends.length > 0 ? new Date(Math.max(...ends) * 1000) : null;
}

export async function handleStripeWebhook(app: AppContext, raw: Buffer, signature: string | undefined) {
  const provider = stripeProvider(app.env);
  if (!provider) throw notFound('Stripe is not configured.');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(raw, signature ?? '', app.env.STRIPE_WEBHOOK_SECRET!, TOLERANCE_SECONDS);
  } catch {
    throw badRequest('The Stripe-Signature header is missing or does not sign this body.', { header: 'Stripe-Signature' });
  }

  // Reads from Stripe happen before the transaction (no network wait while holding locks).
  let completion: CheckoutCompleted | null = null;
  if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
    if (event.data.object.mode === 'subscription') completion = await provider.completionOf(event.data.object);
  }

  const at = new Date(event.created * 1000);
  const receipt = await app.db.transaction(async (tx) => {
    const [fresh] = await tx.insert(paymentEvents)
      .values({ provider: 'stripe', eventId: event.id, type: event.type, createdAt: at })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!fresh) return { received: true, duplicate: true };
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        // A session we did not open (another integration on the same account) is none of ours.
        if (completion) await completeCheckout(tx, 'stripe', completion).catch((err: unknown) => {
          if (!(err instanceof ApiError)) throw err;
        });
        break;
      case 'invoice.paid':
      case 'invoice.payment_succeeded': {
        const subscriptionId = invoiceSubscriptionId(event.data.object);
        const end = invoicePeriodEnd(event.data.object);
        if (subscriptionId && end) await extendPaidPeriod(tx, 'stripe', subscriptionId, end);
        break;
      }
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        await applyProviderState(tx, 'stripe', subscription.id, {
          cancelAtPeriodEnd: subscription.cancel_at_period_end,
          periodEnd: stripePeriodEnd(subscription),
          ended: event.type === 'customer.subscription.deleted' || stripeSubscriptionEnded(subscription),
        }, at);
        break;
      }
      default:
        // Recorded, nothing to do: the endpoint may be subscribed to more than it needs.
        break;
    }
    return { received: true, duplicate: false };
  });
  app.log.info({ eventId: event.id, type: event.type, duplicate: receipt.duplicate }, 'stripe event');
  return receipt;
}
