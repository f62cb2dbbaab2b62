/**
 * The built-in test-mode provider (default; decision 0027): no money moves, so a fresh clone can
 * walk the whole flow. Its checkout page is ours and says "test mode"; paying there calls
 * POST /pro-plan/test-checkouts/{checkoutId}/complete, which yields the same completion Stripe's
 * webhook would. Renewal: the expiry job renews every subscription not cancelled for another
 * period at its end, as if the card on file had been charged (decision 0033).
 */
import { randomToken } from '../auth/crypto';
import { periodEndFrom } from './period';
import type { PaymentProvider } from './provider';

export const testProvider: PaymentProvider = {
  name: 'test',
  testMode: true,
  async createCheckout() {
    // The id is the only handle on the unpaid checkout, so it is unguessable.
    const checkoutId = `test_cs_${randomToken(18)}`;
    return { checkoutId, checkoutUrl: `/pro-plan/checkout?checkoutId=${checkoutId}` };
  },
  async paidCheckout() {
    return null;
  },
  async cancelAtPeriodEnd() {
    // Nothing to tell: the expiry job reads cancel_at_period_end itself.
  },
  async renewal({ plan, periodEnd }) {
    return { kind: 'renewed', periodEnd: periodEndFrom(plan, periodEnd) };
  },
};
