/**
 * Paying a test-mode checkout (decisions 0027, 0047). Only while test mode is on (else 404, as if
 * the endpoint did not exist) and only by a signed-in account: the checkout's buyer, or, for a
 * checkout opened without signing in, whoever pays it first (who then is its buyer). Another
 * account's checkout answers 404 like an unknown one. The completion is the one Stripe's webhook
 * would give, so a repeated call changes nothing.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { subscriptions } from '../db/schema';
import { notFound } from '../errors';
import { paymentProvider } from './payment-provider';
import { completeCheckout } from './subscriptions';

/** 404 unless the built-in test mode takes the payments: checked before anything else. */
export function requireTestMode(app: AppContext): void {
  if (!paymentProvider(app.env).testMode) throw notFound();
}

export async function payTestCheckout(app: AppContext, userId: string, checkoutId: string) {
  requireTestMode(app);
  const byCheckout = and(eq(subscriptions.provider, 'test'), eq(subscriptions.providerCheckoutId, checkoutId));
  // Conditional: of two accounts paying the same buyer-less checkout at once, one becomes its buyer.
  await app.db.update(subscriptions).set({ buyerId: userId, updatedAt: new Date() })
    .where(and(byCheckout, isNull(subscriptions.buyerId), eq(subscriptions.status, 'PENDING')));
  const own = await app.db.query.subscriptions.findFirst({ where: and(byCheckout, eq(subscriptions.buyerId, userId)) });
  if (!own) throw notFound('No checkout with this id.');
  return completeCheckout(app.db, 'test', {
    kind: 'checkout.completed', checkoutId, providerSubscriptionId: `test_sub_${checkoutId}`, currentPeriodEnd: null,
  });
}
