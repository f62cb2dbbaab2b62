/**
 * Which payment provider takes Pro payments (decisions 0033, 0047): Stripe when STRIPE_SECRET_KEY
 * is set, else the built-in test mode where it is on (the local default; prod only with
 * PAYMENT_TEST_MODE=true), else none. Decided by the settings alone; one Stripe client per key.
 */
import type { ServerEnv } from '../env';
import { ApiError } from '../errors';
import type { Logger } from '../log/logger';
import type { PaymentProvider } from './provider';
import { createStripeProvider, type StripeProvider } from './stripe-provider';
import { noProvider } from './no-provider';
import { testProvider } from './test-provider';

const stripeProviders = new Map<string, StripeProvider>();

/** The Stripe provider of these settings, or null in test mode. */
export function stripeProvider(env: ServerEnv): StripeProvider | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  const key = `${env.STRIPE_SECRET_KEY}\n${env.STRIPE_API_URL ?? ''}\n${env.STRIPE_PRICES ?? ''}`;
  let provider = stripeProviders.get(key);
  if (!provider) stripeProviders.set(key, (provider = createStripeProvider(env)));
  return provider;
}

export function paymentProvider(env: ServerEnv): PaymentProvider {
  return stripeProvider(env) ?? (env.paymentTestMode ? testProvider : noProvider);
}

/**
 * A call to the provider from a request: when it fails (network, outage, a refused request) the
 * caller gets 502 and may try again, nothing of ours changed, and the cause is logged (scrubbed).
 */
export async function askProvider<T>(log: Logger, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ApiError) throw err;
    log.warn({ err }, `payment provider failed: ${what}`);
    throw new ApiError(502, 'NoErrorType', 'The payment provider did not answer. Try again shortly.');
  }
}
