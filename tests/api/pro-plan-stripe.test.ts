/**
 * The Pro plan through Stripe (issue 11 §6, decision 0033), against a local Stripe speaking its
 * wire protocol (tests/support/stripe-server.ts) with webhooks signed by Stripe's scheme: checkout
 * opens a Checkout Session, a signed checkout.session.completed pays, forged deliveries are
 * refused, replays (one after another and in parallel) change nothing, renewals extend, events
 * out of order are harmless, cancellation goes to Stripe, the expiry job asks Stripe, and the
 * settings refuse a key without its webhook secret.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { COUNTRIES } from '@/lib/config/countries';
import { editionOrigin } from '@/lib/config/editions';
import { localeHref } from '@/lib/links/locale-path';
import { InvalidEnvError, loadEnv } from '@/server/env';
import { scrub, scrubLine } from '@/server/log/redact';
import { paymentEvents, subscriptions } from '@/server/db/schema';
import { BACKENDS, startServer, type TestServer } from './support/server';
import { client, expectError } from './support/client';
import { startFakeStripe, type FakeStripe } from '../support/stripe-server';

const WEBHOOK = '/api/v1/pro-plan/webhooks/stripe';
const periodEndOf = (sub: Record<string, unknown>) =>
  new Date(((sub.items as { data: { current_period_end: number }[] }).data[0]!.current_period_end) * 1000);

describe.each(BACKENDS)('Pro plan with Stripe on %s', (backend) => {
  let s: TestServer;
  let stripe: FakeStripe;
  let c: ReturnType<typeof client>;
  let hook: string;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    s = await startServer(backend, { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_URL: stripe.url });
    c = client(s.url);
    hook = `${s.url}${WEBHOOK}`;
  });
  afterAll(async () => {
    await s?.close();
    await stripe?.close();
  });

  async function account(country = 'DE') {
    const { token } = await c.signedInUser({ country });
    const me = await c.get('/api/v1/users/me', { token });
    return { token, id: me.body.uuid as string };
  }
  const premiumOf = async (token: string) => (await c.get('/api/v1/users/me', { token })).body.premiumStatus;
  const rowOf = async (checkoutId: string) =>
    (await s.app.db.query.subscriptions.findFirst({ where: and(eq(subscriptions.provider, 'stripe'), eq(subscriptions.providerCheckoutId, checkoutId)) }))!;
  const eventRows = async (eventId: string) => s.app.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));

  async function checkout(plan: 'MONTHLY' | 'YEARLY' = 'MONTHLY', country = 'DE') {
    const r = await c.post('/api/v1/pro-plan/checkouts', { country, plan });
    expect(r.status, r.text).toBe(201);
    return r.body as { checkoutId: string; checkoutUrl: string; testMode: boolean; price: { amountMinor: number; currency: string } };
  }

  async function deliverOk(event: Parameters<FakeStripe['deliver']>[1]) {
    const r = await stripe.deliver(hook, event);
    expect(r.status, await r.clone().text()).toBe(200);
    return (await r.json()) as { received: true; duplicate: boolean };
  }

  /** Checkout, payment at Stripe, its webhooks, activation on a fresh account. */
  async function subscribed(plan: 'MONTHLY' | 'YEARLY' = 'MONTHLY') {
    const opened = await checkout(plan);
    const paid = stripe.pay(opened.checkoutId);
    for (const e of paid.events) await deliverOk(e);
    const state = (await c.get(`/api/v1/pro-plan/checkouts/${opened.checkoutId}`)).body;
    const learner = await account();
    const r = await c.post('/api/v1/pro-plan/activate', { subscriptionUuid: state.subscriptionUuid, subscriptionCode: state.subscriptionCode }, { token: learner.token });
    expect(r.status, r.text).toBe(200);
    return { opened, learner, subscriptionId: paid.subscription.id as string, subscriptionUuid: state.subscriptionUuid as string };
  }

  it('opens a Checkout Session in subscription mode at Stripe, priced from lib/config, back to the edition origin', async () => {
    const prices = await c.get('/api/v1/pro-plan/prices?country=DE');
    expect(prices.body.testMode).toBe(false);
    const opened = await checkout('MONTHLY', 'DE');
    expect(opened).toMatchObject({ testMode: false, price: { amountMinor: 499, currency: 'EUR' } });
    expect(opened.checkoutId).toMatch(/^cs_test_/);
    expect(opened.checkoutUrl).toBe(`https://checkout.stripe.com/c/pay/${opened.checkoutId}`);
    const row = await rowOf(opened.checkoutId);
    expect(row).toMatchObject({ status: 'PENDING', provider: 'stripe', code: null });

    const sent = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions').at(-1)!;
    const origin = editionOrigin('DE', s.app.env);
    expect(sent.params).toMatchObject({
      mode: 'subscription',
      client_reference_id: row.id,
      metadata: { subscriptionUuid: row.id },
      subscription_data: { metadata: { subscriptionUuid: row.id } },
      line_items: [{ quantity: '1', price_data: { currency: 'eur', unit_amount: '499', recurring: { interval: 'month' }, product_data: { name: 'Knowly Pro' } } }],
      success_url: `${origin}/api/v1/pro-plan/checkouts/{CHECKOUT_SESSION_ID}/return`,
      cancel_url: `${origin}${localeHref(COUNTRIES.DE.locale, '/pro-plan')}`,
    });
    expect(sent.idempotencyKey).toBe(`checkout-${row.id}`);

    const yearly = await checkout('YEARLY', 'PL');
    expect(yearly.price).toEqual({ amountMinor: 19990, currency: 'PLN' });
    expect(stripe.requests.at(-1)!.params).toMatchObject({ line_items: [{ price_data: { currency: 'pln', unit_amount: '19990', recurring: { interval: 'year' } } }] });

    // Test mode's own payment does not exist with Stripe.
    expectError(await c.post(`/api/v1/pro-plan/test-checkouts/${opened.checkoutId}/complete`), 404, 'NotFoundError');
    expect((await rowOf(opened.checkoutId)).status).toBe('PENDING');
  });

  it('a signed checkout.session.completed pays it: the success page gets the code, activation gives Pro until Stripe\'s period end', async () => {
    const opened = await checkout('YEARLY');
    expect((await c.get(`/api/v1/pro-plan/checkouts/${opened.checkoutId}`)).body).toMatchObject({ paid: false, subscriptionCode: null });
    const paid = stripe.pay(opened.checkoutId);
    const [completed, invoicePaid] = paid.events;
    expect(await deliverOk(completed!)).toEqual({ received: true, duplicate: false });
    const row = await rowOf(opened.checkoutId);
    expect(row).toMatchObject({ status: 'PAID', providerSubscriptionId: paid.subscription.id });
    expect(row.currentPeriodEnd).toEqual(periodEndOf(paid.subscription));
    expect(await deliverOk(invoicePaid!)).toEqual({ received: true, duplicate: false });
    expect((await rowOf(opened.checkoutId)).currentPeriodEnd).toEqual(row.currentPeriodEnd);

    const state = await c.get(`/api/v1/pro-plan/checkouts/${opened.checkoutId}`);
    expect(state.body).toEqual({ paid: true, subscriptionUuid: row.id, subscriptionCode: row.code });
    const learner = await account();
    const r = await c.post('/api/v1/pro-plan/activate', { subscriptionUuid: row.id, subscriptionCode: row.code }, { token: learner.token });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ status: 'ACTIVE', plan: 'YEARLY', currentPeriodEnd: periodEndOf(paid.subscription).toISOString() });
    expect(await premiumOf(learner.token)).toBe('PRO');
    expectError(await c.get('/api/v1/pro-plan/checkouts/cs_test_unknown'), 404, 'NotFoundError');
  });

  it('the success page completes a checkout Stripe reports paid before the webhook arrives; the webhook then changes nothing', async () => {
    const opened = await checkout();
    const paid = stripe.pay(opened.checkoutId);
    const early = await c.get(`/api/v1/pro-plan/checkouts/${opened.checkoutId}`);
    expect(early.body).toMatchObject({ paid: true, subscriptionCode: expect.stringMatching(/^[\w-]{24}$/) });
    await deliverOk(paid.events[0]!);
    expect((await c.get(`/api/v1/pro-plan/checkouts/${opened.checkoutId}`)).body).toEqual(early.body);
  });

  it("Stripe's way back (success_url) lands on the success page with the code, asking Stripe if the webhook is not there yet", async () => {
    const opened = await checkout('MONTHLY', 'AT');
    const successUrl = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.params.success_url as string;
    // The browser follows Stripe's redirect: the same path on our server.
    const back = () => fetch(`${s.url}${new URL(successUrl.replace('{CHECKOUT_SESSION_ID}', opened.checkoutId)).pathname}`, { redirect: 'manual' });
    const success = (query: Record<string, string>) => localeHref(COUNTRIES.AT.locale, '/pro-plan/success', query);

    const unpaid = await back();
    expect(unpaid.status).toBe(303);
    expect(unpaid.headers.get('location')).toBe(success({ checkoutId: opened.checkoutId }));

    const paid = stripe.pay(opened.checkoutId);
    const r = await back();
    const row = await rowOf(opened.checkoutId);
    expect(row.status).toBe('PAID');
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe(success({ subscriptionUuid: row.id, subscriptionCode: row.code! }));
    expect(r.headers.get('cache-control')).toBe('no-store');
    // The webhook then changes nothing; going back again answers the same.
    await deliverOk(paid.events[0]!);
    expect(await rowOf(opened.checkoutId)).toEqual(row);
    expect((await back()).headers.get('location')).toBe(r.headers.get('location'));

    // Stripe unreachable while the webhook is late: the success page gets the checkout id to ask again.
    const late = await checkout('MONTHLY', 'AT');
    stripe.pay(late.checkoutId);
    stripe.refuseNext();
    const r2 = await fetch(`${s.url}/api/v1/pro-plan/checkouts/${late.checkoutId}/return`, { redirect: 'manual' });
    expect(r2.headers.get('location')).toBe(success({ checkoutId: late.checkoutId }));
    expect((await rowOf(late.checkoutId)).status).toBe('PENDING');
    expect((await fetch(`${s.url}/api/v1/pro-plan/checkouts/cs_test_nope/return`, { redirect: 'manual' })).status).toBe(404);
  });

  it('refuses forged, tampered, stale and unsigned deliveries with 400 and changes nothing', async () => {
    const opened = await checkout();
    const [completed] = stripe.pay(opened.checkoutId).events;
    const payload = JSON.stringify(completed);
    const signed = (await import('stripe')).default.webhooks.generateTestHeaderString({ payload, secret: stripe.webhookSecret });
    const tampered = payload.replace(opened.checkoutId, opened.checkoutId.replace(/.$/, 'x'));
    const attempts = [
      stripe.deliver(hook, completed!, { signature: null }),
      stripe.deliver(hook, completed!, { secret: `whsec_${'0'.repeat(32)}` }),
      stripe.deliver(hook, completed!, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      stripe.deliver(hook, tampered, { signature: signed }),
      stripe.deliver(hook, completed!, { signature: 't=1,v1=deadbeef' }),
      stripe.deliver(hook, 'not json', { signature: signed }),
    ];
    for (const r of await Promise.all(attempts)) {
      expect(r.status).toBe(400);
      const body = (await r.json()) as { error: { type: string; data: Record<string, unknown> } };
      expect(body.error).toMatchObject({ type: 'BadRequestError', data: { header: 'Stripe-Signature' } });
    }
    expect(await rowOf(opened.checkoutId)).toMatchObject({ status: 'PENDING', code: null });
    expect(await eventRows(completed!.id)).toHaveLength(0);
    // The genuine delivery still counts: nothing was used up by the forgeries.
    expect(await deliverOk(completed!)).toEqual({ received: true, duplicate: false });
    expect((await rowOf(opened.checkoutId)).status).toBe('PAID');
  });

  it('a replayed event changes nothing, one after another and ten in parallel', async () => {
    const opened = await checkout();
    const [completed] = stripe.pay(opened.checkoutId).events;
    const first = await Promise.all(Array.from({ length: 10 }, () => stripe.deliver(hook, completed!)));
    const receipts = await Promise.all(first.map(async (r) => { expect(r.status).toBe(200); return r.json() as Promise<{ duplicate: boolean }>; }));
    expect(receipts.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(await eventRows(completed!.id)).toHaveLength(1);
    const paid = await rowOf(opened.checkoutId);
    expect(paid.status).toBe('PAID');
    expect(await deliverOk(completed!)).toEqual({ received: true, duplicate: true });
    expect(await rowOf(opened.checkoutId)).toEqual(paid);

    // A renewal delivered ten times at once extends once; sent again later, nothing more.
    const sub = await subscribed();
    const [renewal] = stripe.renew(sub.subscriptionId);
    const results = await Promise.all(Array.from({ length: 10 }, () => stripe.deliver(hook, renewal!)));
    const seen = await Promise.all(results.map((r) => r.json() as Promise<{ duplicate: boolean }>));
    expect(seen.map((r) => r.duplicate).sort()).toEqual([false, ...Array(9).fill(true)]);
    const extended = (await rowOf(sub.opened.checkoutId)).currentPeriodEnd;
    expect(extended).toEqual(periodEndOf(stripe.subscriptions.get(sub.subscriptionId)!));
    expect(await deliverOk(renewal!)).toEqual({ received: true, duplicate: true });
    expect((await rowOf(sub.opened.checkoutId)).currentPeriodEnd).toEqual(extended);
  });

  it('renewals extend the period; events out of order never move it back or undo a newer state', async () => {
    // invoice.paid of the first invoice often arrives before checkout.session.completed: harmless.
    const opened = await checkout();
    const paid = stripe.pay(opened.checkoutId);
    const [completed, firstInvoice] = paid.events;
    await deliverOk(firstInvoice!);
    expect(await rowOf(opened.checkoutId)).toMatchObject({ status: 'PENDING', currentPeriodEnd: null });
    await deliverOk(completed!);
    const row = await rowOf(opened.checkoutId);
    const learner = await account();
    expect((await c.post('/api/v1/pro-plan/activate', { subscriptionUuid: row.id, subscriptionCode: row.code }, { token: learner.token })).status).toBe(200);
    const subscriptionId = paid.subscription.id as string;

    const [secondPaid, , secondUpdated] = stripe.renew(subscriptionId);
    const [thirdPaid, , thirdUpdated] = stripe.renew(subscriptionId);
    const third = periodEndOf(stripe.subscriptions.get(subscriptionId)!);
    await deliverOk(thirdPaid!);
    expect((await rowOf(opened.checkoutId)).currentPeriodEnd).toEqual(third);
    expect(third.getTime() - row.currentPeriodEnd!.getTime()).toBeGreaterThan(55 * 86_400_000);
    await deliverOk(secondPaid!);
    await deliverOk(secondUpdated!);
    expect((await rowOf(opened.checkoutId)).currentPeriodEnd).toEqual(third);
    await deliverOk(thirdUpdated!);

    // Cancelled at Stripe (customer portal), then an older "not cancelled" view arrives late.
    const now = Math.floor(Date.now() / 1000);
    const cancelled = stripe.setCancelAtPeriodEnd(subscriptionId, true);
    const olderView = stripe.event('customer.subscription.updated', { ...(cancelled.data.object as unknown as Record<string, unknown>), cancel_at_period_end: false }, now - 60);
    await deliverOk({ ...cancelled, created: now } as typeof cancelled);
    await deliverOk(olderView);
    const after = await c.get('/api/v1/pro-plan/subscription', { token: learner.token });
    expect(after.body.subscription).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: true, currentPeriodEnd: third.toISOString() });
    expect(await premiumOf(learner.token)).toBe('PRO');
  });

  it('cancel at period end goes to Stripe; Stripe ending it expires it and premiumStatus follows', async () => {
    const sub = await subscribed();
    const before = stripe.requests.length;
    const r = await c.post('/api/v1/pro-plan/subscription/cancel', undefined, { token: sub.learner.token });
    expect(r.status, r.text).toBe(200);
    expect(r.body.subscription).toMatchObject({ cancelAtPeriodEnd: true, status: 'ACTIVE' });
    const sent = stripe.requests.slice(before);
    expect(sent).toEqual([expect.objectContaining({ method: 'POST', path: `/v1/subscriptions/${sub.subscriptionId}`, params: { cancel_at_period_end: 'true' } })]);
    expect(stripe.subscriptions.get(sub.subscriptionId)!.cancel_at_period_end).toBe(true);
    expect(await premiumOf(sub.learner.token)).toBe('PRO');

    const ended = stripe.end(sub.subscriptionId);
    expect(await deliverOk(ended)).toEqual({ received: true, duplicate: false });
    expect(await premiumOf(sub.learner.token)).toBe('NONE');
    expect((await rowOf(sub.opened.checkoutId)).status).toBe('EXPIRED');
    expect((await c.get('/api/v1/pro-plan/subscription', { token: sub.learner.token })).body).toEqual({ subscription: null });
    // Replayed, or an older update after it: still over.
    expect(await deliverOk(ended)).toEqual({ received: true, duplicate: true });
    await deliverOk(stripe.event('customer.subscription.updated', { ...(ended.data.object as unknown as Record<string, unknown>), status: 'active' }, ended.created - 5));
    expect((await rowOf(sub.opened.checkoutId)).status).toBe('EXPIRED');
    expect(await premiumOf(sub.learner.token)).toBe('NONE');
  });

  it('the expiry job asks Stripe when a renewal did not arrive: renewed, still retrying, or over', async () => {
    const sub = await subscribed();
    const firstEnd = (await rowOf(sub.opened.checkoutId)).currentPeriodEnd!;
    const at = (d: Date) => new Date(d.getTime() + 60_000).toISOString();

    // Renewed at Stripe, webhook lost: the job takes Stripe's new period end.
    stripe.renew(sub.subscriptionId);
    await s.app.jobs.runNow('expire-subscriptions', { now: at(firstEnd) });
    const secondEnd = periodEndOf(stripe.subscriptions.get(sub.subscriptionId)!);
    expect((await rowOf(sub.opened.checkoutId)).currentPeriodEnd).toEqual(secondEnd);
    expect(await premiumOf(sub.learner.token)).toBe('PRO');

    // Payment being retried (past_due): Pro stays, nothing changes.
    stripe.subscriptions.get(sub.subscriptionId)!.status = 'past_due';
    await s.app.jobs.runNow('expire-subscriptions', { now: at(secondEnd) });
    expect(await rowOf(sub.opened.checkoutId)).toMatchObject({ status: 'ACTIVE', currentPeriodEnd: secondEnd });
    expect(await premiumOf(sub.learner.token)).toBe('PRO');

    // Over at Stripe (deleted event lost): the job expires it.
    stripe.end(sub.subscriptionId);
    await s.app.jobs.runNow('expire-subscriptions', { now: at(secondEnd) });
    expect((await rowOf(sub.opened.checkoutId)).status).toBe('EXPIRED');
    expect(await premiumOf(sub.learner.token)).toBe('NONE');
  });

  it('Stripe refusing a request answers 502, stores nothing, and no key or signature reaches the log', async () => {
    const before = (await s.app.db.select().from(subscriptions)).length;
    stripe.refuseNext();
    expectError(await c.post('/api/v1/pro-plan/checkouts', { country: 'DE', plan: 'MONTHLY' }), 502, 'NoErrorType');
    expect((await s.app.db.select().from(subscriptions)).length).toBe(before);
    expect(s.logs.entries().some((e) => String(e.msg).startsWith('payment provider failed'))).toBe(true);

    const forged = stripe.event('checkout.session.completed', { id: 'cs_test_x', object: 'checkout.session', mode: 'subscription' });
    const header = `t=${Math.floor(Date.now() / 1000)},v1=${'ab'.repeat(32)}`;
    expect((await stripe.deliver(hook, forged, { signature: header })).status).toBe(400);
    const text = s.logs.lines.join('\n');
    for (const secret of [stripe.secretKey, stripe.webhookSecret, 'ab'.repeat(32), stripe.secretKey.slice(-12)]) expect(text).not.toContain(secret);
  });
});

describe('Stripe settings', () => {
  it('refuses STRIPE_SECRET_KEY without STRIPE_WEBHOOK_SECRET at start (the check server start runs), naming the setting', () => {
    const start = () => loadEnv({ APP_ENV: 'local', STRIPE_SECRET_KEY: 'sk_test_abcdefghijkl' });
    expect(start).toThrow(InvalidEnvError);
    expect(start).toThrow(/STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is set/);
  });

  it('log text loses Stripe keys and signing secrets of any length; a Stripe-Signature header loses its value', () => {
    expect(scrubLine('key sk_test_abc123, sk_live_Z9, rk_live_q1w2 and whsec_short=')).toBe('key [redacted], [redacted], [redacted] and [redacted]');
    expect(scrub({ headers: { 'stripe-signature': 't=1,v1=abc' } })).toEqual({ headers: { 'stripe-signature': '[redacted]' } });
  });

  it('without Stripe the webhook endpoint is absent (404) and checkout stays in test mode', async () => {
    const s = await startServer(BACKENDS[0]!);
    try {
      const c = client(s.url);
      expectError(await c.post(WEBHOOK, { id: 'evt_1' }, { bare: true, headers: { 'Stripe-Signature': 't=1,v1=00' } }), 404, 'NotFoundError');
      expect((await c.post('/api/v1/pro-plan/checkouts', { country: 'DE', plan: 'MONTHLY' })).body.testMode).toBe(true);
    } finally {
      await s.close();
    }
  });
});
