/**
 * Local defaults in production (issue 21 §4, decision 0047): with APP_ENV=prod and no Stripe key
 * the built-in test mode is off unless PAYMENT_TEST_MODE=true. Off: checkout answers 503
 * (data.reason checkoutUnavailable) and writes nothing, the test-mode endpoint answers 404 to
 * everyone, nobody gets Pro, and a subscription test mode sold earlier expires at its period end
 * instead of renewing for free. On: the flow works for signed-in buyers and the start log warns.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { randomUuid } from '@/lib/uuid';
import { subscriptions, users } from '@/server/db/schema';
import { localDefaultWarnings, warnAboutLocalDefaults } from '@/server/env-warnings';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client, expectError } from './support/client';

/** A production start: a real secret, mail to files chosen explicitly (no SMTP server in tests), no demo data. */
const PROD = { APP_ENV: 'prod', AUTH_SECRET: 'k3J9vQ2mX7pL4sT8wZ1cR6yB0nF5hD2gA9eU', MAIL_TO_FILES: 'true', SEED_DEMO_DATA: 'false' };

async function account(c: ReturnType<typeof client>) {
  const { token } = await c.signedInUser({ country: 'DE' });
  const me = await c.get('/api/v1/users/me', { token });
  return { token, id: me.body.uuid as string };
}

describe.each(BACKENDS)('Pro plan in production on %s', (backend) => {
  describe('without Stripe and without PAYMENT_TEST_MODE', () => {
    const s = blockServer(backend, PROD);
    const c = client(s);

    it('says on the prices that Pro cannot be bought, and no checkout opens', async () => {
      expect(s.app.env.paymentTestMode).toBe(false);
      const prices = await c.get('/api/v1/pro-plan/prices?country=DE');
      expect(prices.status, prices.text).toBe(200);
      expect(prices.body).toMatchObject({ testMode: false, checkoutAvailable: false });

      const learner = await account(c);
      for (const token of [undefined, learner.token]) {
        const e = expectError(await c.post('/api/v1/pro-plan/checkouts', { country: 'DE', plan: 'YEARLY' }, { token }), 503, 'NoErrorType');
        expect(e.data).toEqual({ reason: 'checkoutUnavailable' });
      }
      expect(await s.app.db.select().from(subscriptions)).toEqual([]);
      // Bad input is still a form error, and a country without the plan still 404.
      expectError(await c.post('/api/v1/pro-plan/checkouts', { country: 'DE', plan: 'WEEKLY' }), 400, 'FormValidationError');
      expectError(await c.post('/api/v1/pro-plan/checkouts', { country: 'GR', plan: 'MONTHLY' }), 404, 'NotFoundError');
    });

    it('answers 404 on the test-mode payment to everyone, and grants no Pro', async () => {
      const learner = await account(c);
      const checkoutId = `test_cs_${'a'.repeat(24)}`;
      await s.app.db.insert(subscriptions).values({
        id: randomUuid(), buyerId: learner.id, plan: 'MONTHLY', status: 'PENDING', country: 'DE', amountMinor: 499, currency: 'EUR',
        provider: 'test', providerCheckoutId: checkoutId,
      });
      for (const token of [undefined, learner.token]) {
        expectError(await c.post(`/api/v1/pro-plan/test-checkouts/${checkoutId}/complete`, undefined, { token }), 404, 'NotFoundError');
      }
      expectError(await c.get(`/api/v1/pro-plan/checkouts/${checkoutId}`), 404, 'NotFoundError');
      expect((await s.app.db.query.subscriptions.findFirst({ where: eq(subscriptions.providerCheckoutId, checkoutId) }))?.status).toBe('PENDING');
      expect((await c.get('/api/v1/users/me', { token: learner.token })).body.premiumStatus).toBe('NONE');
    });

    it('lets a subscription sold in test mode before run out instead of renewing it for free', async () => {
      const learner = await account(c);
      const periodEnd = new Date(Date.now() - 60_000);
      const id = randomUuid();
      await s.app.db.insert(subscriptions).values({
        id, buyerId: learner.id, activatedBy: learner.id, activatedAt: new Date(Date.now() - 31 * 86_400_000), plan: 'MONTHLY', status: 'ACTIVE',
        country: 'DE', amountMinor: 499, currency: 'EUR', currentPeriodEnd: periodEnd, provider: 'test', providerCheckoutId: `test_cs_${id}`,
        providerSubscriptionId: `test_sub_${id}`, code: 'c'.repeat(24),
      });
      await s.app.db.update(users).set({ premiumStatus: 'PRO' }).where(eq(users.id, learner.id));
      await s.app.jobs.runNow('expire-subscriptions', {});
      expect((await s.app.db.query.subscriptions.findFirst({ where: eq(subscriptions.id, id) }))?.status).toBe('EXPIRED');
      expect((await c.get('/api/v1/users/me', { token: learner.token })).body.premiumStatus).toBe('NONE');
    });

    it('warns at start only about the local defaults switched on (here: mail to files)', () => {
      expect(localDefaultWarnings(s.app.env).map((w) => w.setting)).toEqual(['MAIL_TO_FILES']);
    });
  });

  describe('with PAYMENT_TEST_MODE=true', () => {
    const s = blockServer(backend, { ...PROD, PAYMENT_TEST_MODE: 'true' });
    const c = client(s);

    it('warns in the start log about the test mode and mail to files', () => {
      warnAboutLocalDefaults(s.app.env, s.logs.logger);
      const warned = s.logs.entries().filter((e) => e.level === 'warn' || e.level === 40);
      expect(warned.map((e) => e.setting)).toEqual(['PAYMENT_TEST_MODE', 'MAIL_TO_FILES']);
      expect(String(warned[0]!.msg)).toMatch(/can get Pro without paying/);
    });

    it('sells Pro in test mode to a signed-in buyer', async () => {
      const prices = await c.get('/api/v1/pro-plan/prices?country=DE');
      expect(prices.body).toMatchObject({ testMode: true, checkoutAvailable: true });
      const buyer = await account(c);
      const checkout = await c.post('/api/v1/pro-plan/checkouts', { country: 'DE', plan: 'MONTHLY' }, { token: buyer.token });
      expect(checkout.status, checkout.text).toBe(201);
      expect(checkout.body.testMode).toBe(true);
      const complete = (token?: string) => c.post(`/api/v1/pro-plan/test-checkouts/${checkout.body.checkoutId}/complete`, undefined, { token });
      expectError(await complete(), 401, 'AuthorizationError');
      const paid = await complete(buyer.token);
      expect(paid.status, paid.text).toBe(200);
      const activated = await c.post('/api/v1/pro-plan/activate', paid.body, { token: buyer.token });
      expect(activated.status, activated.text).toBe(200);
      expect((await c.get('/api/v1/users/me', { token: buyer.token })).body.premiumStatus).toBe('PRO');
    });
  });
});
