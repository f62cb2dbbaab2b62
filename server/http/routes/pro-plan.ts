/**
 * The Pro plan (issue 11 §6, decisions 0027, 0033, 0047): checkout, the test-mode payment,
 * Stripe's webhook, activation by code, the caller's subscription and its cancellation. All
 * answer 404 where the country has no Plus plan; checkout answers 503 where no payment provider
 * is configured (prod without Stripe or PAYMENT_TEST_MODE).
 */
import { limitedActivation } from '../../pro-plan/activation-attempts';
import { defineRoute, type AnyRoute } from '../route';
import { signedIn } from './guards';
import { notFound } from '../../errors';
import {
  activateBody, checkoutBody, pricesQuery, pricesSchema, checkoutParams, checkoutSchema, checkoutStateSchema, mySubscriptionSchema,
  subscriptionCodeSchema, subscriptionSchema, webhookReceiptSchema,
} from '@/lib/contract/pro-plan';
import {
  activateSubscription, cancelAtPeriodEnd, checkoutReturnPath, checkoutState, createCheckout, currentSubscription,
} from '../../pro-plan/subscriptions';
import { payTestCheckout, requireTestMode } from '../../pro-plan/test-checkout';
import { paymentProvider } from '../../pro-plan/payment-provider';
import { handleStripeWebhook, STRIPE_SIGNATURE_HEADER } from '../../pro-plan/stripe-webhook';
import { proPrice } from '@/lib/config/pro-prices';

export const proPlanRoutes: AnyRoute[] = [
  defineRoute({
    mount: 'v1', method: 'GET', path: '/pro-plan/prices', tag: 'Pro plan', auth: 'none', clientHeaders: 'platform',
    summary: "The monthly and yearly Pro price in the country's currency (integer minor units)",
    database: false,
    query: pricesQuery,
    success: { status: 200, description: 'Both prices', schema: pricesSchema },
    errors: [400, 404],
    handler: async (c) => {
      const monthly = proPrice(c.query.country, 'MONTHLY');
      const yearly = proPrice(c.query.country, 'YEARLY');
      if (!monthly || !yearly) throw notFound('The Pro plan is not available in this country.');
      const provider = paymentProvider(c.app.env);
      return { status: 200, body: { country: c.query.country, monthly, yearly, testMode: provider.testMode, checkoutAvailable: provider.name !== 'none' } };
    },
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: '/pro-plan/checkouts', tag: 'Pro plan', auth: 'optional', clientHeaders: 'api',
    summary: 'Opens a checkout for the monthly or yearly plan in the edition country (signed in or not: a parent may buy)',
    body: checkoutBody,
    success: { status: 201, description: "The checkout and where to pay", schema: checkoutSchema },
    // 502: the payment provider did not answer. 503 data.reason checkoutUnavailable: no payment provider on this server (decision 0047).
    errors: [400, 404, 502, 503],
    handler: async (c) => ({ status: 201, body: await createCheckout(c.app, c.user?.user.id ?? null, c.body.country, c.body.plan) }),
  }),
  defineRoute({
    // Optional here, required in the handler: with test mode off the endpoint is absent (404) for everyone.
    mount: 'v1', method: 'POST', path: '/pro-plan/test-checkouts/{checkoutId}/complete', tag: 'Pro plan', auth: 'optional', clientHeaders: 'api',
    summary: "Test mode only (else 404): the signed-in buyer pays an open checkout (no money moves); repeated calls change nothing",
    params: checkoutParams,
    success: { status: 200, description: 'The subscriptionUuid and single-use subscriptionCode', schema: subscriptionCodeSchema },
    errors: [401, 404],
    handler: async (c) => {
      requireTestMode(c.app);
      const { user } = signedIn(c);
      return { status: 200, body: await payTestCheckout(c.app, user.id, c.params.checkoutId) };
    },
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/pro-plan/checkouts/{checkoutId}', tag: 'Pro plan', auth: 'none', clientHeaders: 'platform',
    summary: "Where the success page asks after a checkout (Stripe's success_url carries checkoutId): once paid, the subscriptionUuid and single-use subscriptionCode",
    params: checkoutParams,
    success: { status: 200, description: 'paid false while the payment is not confirmed (ask again shortly)', schema: checkoutStateSchema },
    errors: [404, 502],
    handler: async (c) => ({ status: 200, body: await checkoutState(c.app, c.params.checkoutId) }),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/pro-plan/checkouts/{checkoutId}/return', tag: 'Pro plan', auth: 'none', clientHeaders: 'none',
    summary: "Stripe's success_url (a browser navigation): 303 to the success page with subscriptionUuid and subscriptionCode once paid, else with checkoutId",
    params: checkoutParams,
    success: { status: 303, description: 'To the success page of the edition the plan was bought in' },
    errors: [404],
    handler: async (c) => ({ status: 303, headers: { Location: await checkoutReturnPath(c.app, c.params.checkoutId) } }),
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: '/pro-plan/webhooks/stripe', tag: 'Pro plan', auth: 'none', clientHeaders: 'none',
    operationId: 'postProPlanStripeWebhook',
    summary: "Stripe's signed events (Stripe-Signature over the raw body): payment, renewal, cancellation; a replayed event changes nothing",
    bodyKind: 'raw',
    // Stripe's events carry whole objects (an invoice with its lines): more room than an API body.
    maxBodyBytes: (env) => Math.max(env.MAX_JSON_BODY_BYTES, 1024 * 1024),
    success: { status: 200, description: 'Received (duplicate: this event id was applied before)', schema: webhookReceiptSchema },
    errors: [400, 404, 413],
    handler: async (c) => {
      const header = c.req.headers[STRIPE_SIGNATURE_HEADER];
      return { status: 200, body: await handleStripeWebhook(c.app, c.rawBody!, Array.isArray(header) ? header[0] : header) };
    },
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: '/pro-plan/activate', tag: 'Pro plan', auth: 'required', clientHeaders: 'api',
    summary: "Activates a paid subscription on the caller's account; a code activates once (the buyer may be someone else)",
    body: activateBody,
    success: { status: 200, description: 'The activated subscription', schema: subscriptionSchema },
    errors: [400, 404, 409, 429],
    handler: async (c) => {
      const { user } = signedIn(c);
      const activate = () => activateSubscription(c.app, user.id, user.country, c.body.subscriptionUuid, c.body.subscriptionCode);
      return { status: 200, body: await limitedActivation(c.app, user.id, c.req.ip, activate) };
    },
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/pro-plan/subscription', tag: 'Pro plan', auth: 'required', clientHeaders: 'api',
    summary: "The subscription running on the caller's account, or null",
    success: { status: 200, description: 'The running subscription', schema: mySubscriptionSchema },
    errors: [404],
    handler: async (c) => {
      const { user } = signedIn(c);
      return { status: 200, body: await currentSubscription(c.app, user.id, user.country) };
    },
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: '/pro-plan/subscription/cancel', tag: 'Pro plan', auth: 'required', clientHeaders: 'api',
    summary: 'Stops renewal: Pro stays until the current period ends, then expires',
    success: { status: 200, description: 'The subscription, cancelAtPeriodEnd true', schema: mySubscriptionSchema },
    errors: [404],
    handler: async (c) => {
      const { user } = signedIn(c);
      return { status: 200, body: await cancelAtPeriodEnd(c.app, user.id, user.country) };
    },
  }),
];
