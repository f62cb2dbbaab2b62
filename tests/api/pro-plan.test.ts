/**
 * The Pro plan (issue 11 §6, decision 0027) in test mode: checkout -> paid -> activation by code
 * -> premiumStatus PRO; a code activates once, also under parallel calls; cancel at period end;
 * the expiry job ends it; countries without the Plus plan get 404; bad input a typed error; only
 * the signed-in buyer pays a test checkout (decision 0047; production: pro-plan-production.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { randomUuid } from '@/lib/uuid';
import { COUNTRIES, COUNTRY_CODES } from '@/lib/config/countries';
import { PRO_PRICES, proPrice } from '@/lib/config/pro-prices';
import { subscriptions, users } from '@/server/db/schema';
import { limitFor } from '@/server/rate-limit/limits';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client, expectError } from './support/client';

describe('Pro prices', () => {
  it('has a monthly and yearly price in integer minor units for exactly the Plus countries', () => {
    for (const code of COUNTRY_CODES) {
      const monthly = proPrice(code, 'MONTHLY');
      const yearly = proPrice(code, 'YEARLY');
      if (!COUNTRIES[code].flags.hasPlusPlan) {
        expect([code, monthly, yearly]).toEqual([code, null, null]);
        continue;
      }
      expect(monthly?.currency).toBe(COUNTRIES[code].currency);
      for (const p of [monthly!, yearly!]) expect(Number.isInteger(p.amountMinor) && p.amountMinor > 0).toBe(true);
      expect(yearly!.amountMinor).toBeLessThan(12 * monthly!.amountMinor);
    }
    const plusCurrencies = new Set(COUNTRY_CODES.filter((c) => COUNTRIES[c].flags.hasPlusPlan).map((c) => COUNTRIES[c].currency));
    expect(new Set(Object.keys(PRO_PRICES))).toEqual(plusCurrencies);
  });
});

describe.each(BACKENDS)('Pro plan on %s', (backend) => {
  const s = blockServer(backend);
  const c = client(s);

  async function account(country = 'DE') {
    const { token } = await c.signedInUser({ country });
    const me = await c.get('/api/v1/users/me', { token });
    return { token, id: me.body.uuid as string };
  }
  const premiumOf = async (token: string) => (await c.get('/api/v1/users/me', { token })).body.premiumStatus;

  /** Checkout and test-mode payment by a signed-in buyer (a new one unless given); returns what the success page shows. */
  async function buy(plan: 'MONTHLY' | 'YEARLY', country = 'DE', token?: string) {
    token ??= (await account()).token;
    const checkout = await c.post('/api/v1/pro-plan/checkouts', { country, plan }, { token });
    expect(checkout.status, checkout.text).toBe(201);
    const paid = await c.post(`/api/v1/pro-plan/test-checkouts/${checkout.body.checkoutId}/complete`, undefined, { token });
    expect(paid.status, paid.text).toBe(200);
    return { checkout: checkout.body, ...paid.body } as { checkout: Record<string, unknown>; subscriptionUuid: string; subscriptionCode: string };
  }

  it('a parent buys, a learner activates: premiumStatus follows', async () => {
    const parent = await account();
    const learner = await account('AT');
    const bought = await buy('YEARLY', 'DE', parent.token);
    expect(bought.checkout).toMatchObject({ testMode: true, price: { amountMinor: 4999, currency: 'EUR' } });
    expect(bought.checkout.checkoutUrl).toMatch(/^\/pro-plan\/checkout\?checkoutId=test_cs_/);
    // A replayed completion changes nothing and shows the same code.
    const again = await c.post(`/api/v1/pro-plan/test-checkouts/${bought.checkout.checkoutId}/complete`, undefined, { token: parent.token });
    expect(again.body).toEqual({ subscriptionUuid: bought.subscriptionUuid, subscriptionCode: bought.subscriptionCode });
    expect(await premiumOf(learner.token)).toBe('NONE');

    const body = { subscriptionUuid: bought.subscriptionUuid, subscriptionCode: bought.subscriptionCode };
    const r = await c.post('/api/v1/pro-plan/activate', body, { token: learner.token });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ subscriptionUuid: bought.subscriptionUuid, plan: 'YEARLY', status: 'ACTIVE', cancelAtPeriodEnd: false });
    const end = new Date(r.body.currentPeriodEnd).getTime();
    expect(end - Date.now()).toBeGreaterThan(364 * 86_400_000);
    expect(await premiumOf(learner.token)).toBe('PRO');
    expect(await premiumOf(parent.token)).toBe('NONE');
    const row = await s.app.db.query.subscriptions.findFirst({ where: eq(subscriptions.id, bought.subscriptionUuid) });
    expect(row).toMatchObject({ buyerId: parent.id, activatedBy: learner.id, provider: 'test' });
    expect((await c.get('/api/v1/pro-plan/subscription', { token: learner.token })).body.subscription.subscriptionUuid).toBe(bought.subscriptionUuid);
    expect((await c.get('/api/v1/pro-plan/subscription', { token: parent.token })).body).toEqual({ subscription: null });

    // Used once: the same code again, by anyone, is refused and changes nothing.
    expectError(await c.post('/api/v1/pro-plan/activate', body, { token: parent.token }), 409, 'DuplicateError');
    expect(await premiumOf(parent.token)).toBe('NONE');
  });

  it('activates a code exactly once under 10 parallel calls', async () => {
    const bought = await buy('MONTHLY');
    const learners = await Promise.all(Array.from({ length: 10 }, () => account()));
    const body = { subscriptionUuid: bought.subscriptionUuid, subscriptionCode: bought.subscriptionCode };
    const results = await Promise.all(learners.map((l) => c.post('/api/v1/pro-plan/activate', body, { token: l.token })));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const premium = await Promise.all(learners.map((l) => premiumOf(l.token)));
    expect(premium.filter((p) => p === 'PRO')).toHaveLength(1);
    const winner = learners[results.findIndex((r) => r.status === 200)]!;
    const row = await s.app.db.query.subscriptions.findFirst({ where: eq(subscriptions.id, bought.subscriptionUuid) });
    expect(row?.activatedBy).toBe(winner.id);
  });

  it('cancel at period end keeps Pro until the expiry job ends it; uncancelled test subscriptions renew', async () => {
    const learner = await account();
    const other = await account();
    for (const l of [learner, other]) {
      const b = await buy('MONTHLY');
      const r = await c.post('/api/v1/pro-plan/activate', { subscriptionUuid: b.subscriptionUuid, subscriptionCode: b.subscriptionCode }, { token: l.token });
      expect(r.status, r.text).toBe(200);
    }
    expectError(await c.post('/api/v1/pro-plan/subscription/cancel', undefined, { token: (await account()).token }), 404, 'NotFoundError');
    const cancelled = await c.post('/api/v1/pro-plan/subscription/cancel', undefined, { token: learner.token });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.subscription).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: true });
    const periodEnd = cancelled.body.subscription.currentPeriodEnd as string;

    // Before the period ends the job changes nothing.
    await s.app.jobs.runNow('expire-subscriptions', {});
    expect(await premiumOf(learner.token)).toBe('PRO');

    // After it: the cancelled one expires, the other renews for a month; twice changes nothing more.
    const after = new Date(new Date(periodEnd).getTime() + 60_000).toISOString();
    await s.app.jobs.runNow('expire-subscriptions', { now: after });
    await s.app.jobs.runNow('expire-subscriptions', { now: after });
    expect(await premiumOf(learner.token)).toBe('NONE');
    expect((await c.get('/api/v1/pro-plan/subscription', { token: learner.token })).body).toEqual({ subscription: null });
    expect(await premiumOf(other.token)).toBe('PRO');
    const renewed = (await c.get('/api/v1/pro-plan/subscription', { token: other.token })).body.subscription;
    expect(new Date(renewed.currentPeriodEnd).getTime()).toBeGreaterThan(new Date(after).getTime() + 27 * 86_400_000);
    const rows = await s.app.db.select().from(subscriptions).where(eq(subscriptions.activatedBy, learner.id));
    expect(rows.map((r) => r.status)).toEqual(['EXPIRED']);
  });

  it('lists both prices per country, public', async () => {
    const r = await c.get('/api/v1/pro-plan/prices?country=CH');
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({
      country: 'CH', testMode: true, checkoutAvailable: true, monthly: { amountMinor: 500, currency: 'CHF' }, yearly: { amountMinor: 4990, currency: 'CHF' },
    });
    expect(expectError(await c.get('/api/v1/pro-plan/prices?country=XX'), 400, 'FormValidationError').data.fields).toHaveProperty('country');
  });

  it('answers 404 where the country has no Plus plan', async () => {
    expectError(await c.get('/api/v1/pro-plan/prices?country=US'), 404, 'NotFoundError');
    expectError(await c.post('/api/v1/pro-plan/checkouts', { country: 'GR', plan: 'MONTHLY' }), 404, 'NotFoundError');
    const greek = await account('GR');
    const bought = await buy('MONTHLY');
    const body = { subscriptionUuid: bought.subscriptionUuid, subscriptionCode: bought.subscriptionCode };
    expectError(await c.post('/api/v1/pro-plan/activate', body, { token: greek.token }), 404, 'NotFoundError');
    expectError(await c.get('/api/v1/pro-plan/subscription', { token: greek.token }), 404, 'NotFoundError');
    expectError(await c.post('/api/v1/pro-plan/subscription/cancel', undefined, { token: greek.token }), 404, 'NotFoundError');
    expect(await premiumOf(greek.token)).toBe('NONE');
    const row = await s.app.db.query.subscriptions.findFirst({ where: eq(subscriptions.id, bought.subscriptionUuid) });
    expect(row?.status).toBe('PAID');
  });

  it('pays a test checkout only signed in, and only the buyer’s own (decision 0047)', async () => {
    const buyer = await account();
    const stranger = await account();
    const checkout = (await c.post('/api/v1/pro-plan/checkouts', { country: 'DE', plan: 'MONTHLY' }, { token: buyer.token })).body;
    const complete = (token?: string) => c.post(`/api/v1/pro-plan/test-checkouts/${checkout.checkoutId}/complete`, undefined, { token });
    expectError(await complete(), 401, 'AuthorizationError');
    // Another account's checkout is as unknown as a made-up one.
    expectError(await complete(stranger.token), 404, 'NotFoundError');
    const row = () => s.app.db.query.subscriptions.findFirst({ where: eq(subscriptions.providerCheckoutId, checkout.checkoutId) });
    expect(await row()).toMatchObject({ status: 'PENDING', buyerId: buyer.id, code: null });
    const paid = await complete(buyer.token);
    expect(paid.status, paid.text).toBe(200);
    expect(await row()).toMatchObject({ status: 'PAID', buyerId: buyer.id, code: paid.body.subscriptionCode });

    // Opened without signing in (a parent through the API): whoever pays it first is its buyer.
    const open = (await c.post('/api/v1/pro-plan/checkouts', { country: 'AT', plan: 'YEARLY' })).body;
    const pay = (token?: string) => c.post(`/api/v1/pro-plan/test-checkouts/${open.checkoutId}/complete`, undefined, { token });
    expectError(await pay(), 401, 'AuthorizationError');
    const results = await Promise.all([pay(buyer.token), pay(stranger.token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
    const payer = results[0]!.status === 200 ? buyer : stranger;
    expect(await s.app.db.query.subscriptions.findFirst({ where: eq(subscriptions.providerCheckoutId, open.checkoutId) }))
      .toMatchObject({ status: 'PAID', buyerId: payer.id });
  });

  it('answers typed errors for bad input and changes nothing', async () => {
    const learner = await account();
    const before = (await s.app.db.select().from(subscriptions)).length;
    const invalid = async (body: unknown, fields: string[]) => {
      const e = expectError(await c.post('/api/v1/pro-plan/checkouts', body), 400, 'FormValidationError');
      expect(Object.keys(e.data.fields).sort()).toEqual(fields);
    };
    await invalid({ country: 'DE', plan: 'WEEKLY' }, ['plan']);
    await invalid({ country: 'XX', plan: 'MONTHLY' }, ['country']);
    await invalid({}, ['country', 'plan']);
    expect((await s.app.db.select().from(subscriptions)).length).toBe(before);
    expectError(await c.post('/api/v1/pro-plan/test-checkouts/test_cs_nope/complete', undefined, { token: learner.token }), 404, 'NotFoundError');

    const bought = await buy('MONTHLY');
    const post = (body: unknown, token: string | null = learner.token) => c.post('/api/v1/pro-plan/activate', body, { token: token ?? undefined });
    expectError(await post({ subscriptionUuid: bought.subscriptionUuid, subscriptionCode: bought.subscriptionCode }, null), 401, 'AuthorizationError');
    expect(expectError(await post({ subscriptionUuid: 'not-a-uuid', subscriptionCode: bought.subscriptionCode }), 400, 'FormValidationError').data.fields)
      .toHaveProperty('subscriptionUuid');
    expect(expectError(await post({ subscriptionUuid: bought.subscriptionUuid, subscriptionCode: 'short' }), 400, 'FormValidationError').data.fields)
      .toHaveProperty('subscriptionCode');
    expectError(await post({ subscriptionUuid: bought.subscriptionUuid, subscriptionCode: 'x'.repeat(24) }), 404, 'NotFoundError');
    expectError(await post({ subscriptionUuid: randomUuid(), subscriptionCode: bought.subscriptionCode }), 404, 'NotFoundError');
    // An unpaid checkout has no code to activate.
    const open = await c.post('/api/v1/pro-plan/checkouts', { country: 'PL', plan: 'MONTHLY' });
    expect(open.body.price).toEqual({ amountMinor: 1999, currency: 'PLN' });
    const [user] = await s.app.db.select().from(users).where(eq(users.id, learner.id));
    expect(user?.premiumStatus).toBe('NONE');
    const row = await s.app.db.query.subscriptions.findFirst({ where: eq(subscriptions.id, bought.subscriptionUuid) });
    expect(row).toMatchObject({ status: 'PAID', activatedBy: null });
  });
  // Issue 21 point 6: 300 wrong codes were all checked, never a 429.
  it('refuses wrong activation codes past the limit with 429 and Retry-After, a right code too, until the window passes', async () => {
    const learner = await account();
    const bought = await buy('MONTHLY');
    const wrong = { subscriptionUuid: bought.subscriptionUuid, subscriptionCode: 'w'.repeat(bought.subscriptionCode.length) };
    const max = limitFor('pro-activate-user', learner.id).max;
    const tries = await Promise.all(Array.from({ length: max + 20 }, () => c.post('/api/v1/pro-plan/activate', wrong, { token: learner.token })));
    expect(tries.filter((r) => r.status === 404)).toHaveLength(max);
    const refused = tries.filter((r) => r.status === 429);
    expect(refused).toHaveLength(20);
    for (const r of refused) {
      expectError(r, 429, 'TooManyRequestsError');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const right = { subscriptionUuid: bought.subscriptionUuid, subscriptionCode: bought.subscriptionCode };
    expectError(await c.post('/api/v1/pro-plan/activate', right, { token: learner.token }), 429, 'TooManyRequestsError');
    expect(await premiumOf(learner.token)).toBe('NONE');
    expect((await s.app.db.query.subscriptions.findFirst({ where: eq(subscriptions.id, bought.subscriptionUuid) }))?.status).toBe('PAID');

    // The window passes (the limit's counts are moved an hour back).
    await s.app.db.execute(sql`UPDATE rate_limits SET tat = tat - interval '1 hour' WHERE bucket LIKE 'pro-activate-%'`);
    const later = await c.post('/api/v1/pro-plan/activate', right, { token: learner.token });
    expect(later.status, later.text).toBe(200);
    expect(await premiumOf(learner.token)).toBe('PRO');
  });

  it('counts wrong activation codes per client IP over all accounts too', async () => {
    const bought = await buy('MONTHLY');
    const wrong = { subscriptionUuid: bought.subscriptionUuid, subscriptionCode: 'v'.repeat(bought.subscriptionCode.length) };
    const perUser = limitFor('pro-activate-user', 'x').max;
    const perIp = limitFor('pro-activate-ip', '127.0.0.1').max;
    let attempts = 0;
    let refusedBelowUserLimit = false;
    // Fresh accounts, each below its own limit: only the IP's count can refuse them.
    while (attempts < perIp + perUser && !refusedBelowUserLimit) {
      const guesser = await account();
      for (let i = 0; i < perUser - 1; i++) {
        attempts++;
        const r = await c.post('/api/v1/pro-plan/activate', wrong, { token: guesser.token });
        if (r.status === 429) {
          expectError(r, 429, 'TooManyRequestsError');
          refusedBelowUserLimit = true;
          break;
        }
        expectError(r, 404, 'NotFoundError');
      }
    }
    expect(refusedBelowUserLimit).toBe(true);
    expect(attempts).toBeLessThanOrEqual(perIp + 1);
    await s.app.db.execute(sql`DELETE FROM rate_limits WHERE bucket LIKE 'pro-activate-%'`);
  });
});
