/**
 * No payment provider (decision 0047): production without STRIPE_SECRET_KEY and without
 * PAYMENT_TEST_MODE=true. Pro cannot be bought: opening a checkout answers 503 with a reason the
 * plan page shows in words; the test-mode endpoints answer 404; subscriptions that test mode
 * sold before run to their period end and then expire, renewed by nobody.
 */
import { CHECKOUT_UNAVAILABLE } from '@/lib/contract/pro-plan';
import { ApiError } from '../errors';
import type { PaymentProvider } from './provider';

const checkoutUnavailable = () =>
  new ApiError(503, 'NoErrorType', 'The Pro plan cannot be bought on this server: no payment provider is configured.', { reason: CHECKOUT_UNAVAILABLE });

export const noProvider: PaymentProvider = {
  name: 'none',
  testMode: false,
  async createCheckout() {
    throw checkoutUnavailable();
  },
  async paidCheckout() {
    return null;
  },
  async cancelAtPeriodEnd() {
    // Nothing renews here, so there is nothing to stop.
  },
  async renewal() {
    return { kind: 'ended' };
  },
};
