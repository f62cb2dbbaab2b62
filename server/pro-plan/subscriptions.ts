/**
 * Pro plan subscriptions (issue 11 §6, decision 0027): checkout -> paid (code) -> activated on an
 * account -> cancelled at period end -> expired. Every state change is one conditional UPDATE, so
 * parallel calls and replayed provider events cannot apply twice.
 */
import { and, desc, eq, lte, notExists, sql } from 'drizzle-orm';
import { proPrice, type ProPlan } from '@/lib/config/pro-prices';
import type { PremiumStatus, Subscription, SubscriptionStatus } from '@/lib/contract/pro-plan';
import { randomUuid } from '@/lib/uuid';
import type { AppContext } from '../app';
import { randomToken } from '../auth/crypto';
import { subscriptions, users } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { periodEndFrom } from './period';
import type { CheckoutCompleted } from './provider';
import { paymentProvider } from './test-provider';

type Row = typeof subscriptions.$inferSelect;
const PRO: PremiumStatus = 'PRO';
const NONE: PremiumStatus = 'NONE';

/** The same answer for "no Plus plan here" everywhere, so the feature is simply absent. */
const noPlusPlan = () => notFound('The Pro plan is not available in this country.');

export async function createCheckout(app: AppContext, buyerId: string | null, country: string, plan: ProPlan) {
  const price = proPrice(country, plan);
  if (!price) throw noPlusPlan();
  const provider = paymentProvider();
  const id = randomUuid();
  const opened = await provider.createCheckout({ subscriptionUuid: id, plan, price });
  await app.db.insert(subscriptions).values({
    id, buyerId, plan, status: 'PENDING', country, amountMinor: price.amountMinor, currency: price.currency,
    provider: provider.name, providerCheckoutId: opened.checkoutId,
  });
  return { ...opened, testMode: provider.testMode, price };
}

/**
 * Applies a verified completion once: PENDING -> PAID with a fresh single-use code. A replay
 * finds the row no longer PENDING and changes nothing; it answers the same uuid and code so the
 * success page can be reloaded.
 */
export async function completeCheckout(app: AppContext, event: CheckoutCompleted) {
  const provider = paymentProvider();
  const byCheckout = and(eq(subscriptions.provider, provider.name), eq(subscriptions.providerCheckoutId, event.checkoutId));
  const found = await app.db.query.subscriptions.findFirst({ where: byCheckout });
  if (!found) throw notFound('No checkout with this id.');
  const [paid] = await app.db
    .update(subscriptions)
    .set({
      status: 'PAID', code: randomToken(18), providerSubscriptionId: event.providerSubscriptionId,
      currentPeriodEnd: event.currentPeriodEnd ?? periodEndFrom(found.plan as ProPlan, new Date()), updatedAt: new Date(),
    })
    .where(and(byCheckout, eq(subscriptions.status, 'PENDING')))
    .returning();
  const row = paid ?? (await app.db.query.subscriptions.findFirst({ where: byCheckout }))!;
  return { subscriptionUuid: row.id, subscriptionCode: row.code! };
}

/** Activates a paid subscription on `userId`'s account: exactly once per code, whoever bought it. */
export async function activateSubscription(app: AppContext, userId: string, userCountry: string, uuid: string, code: string) {
  if (!proPrice(userCountry, 'MONTHLY')) throw noPlusPlan();
  const row = await app.db.transaction(async (tx) => {
    // The status condition is re-checked on the locked row, so of parallel calls one wins.
    const [won] = await tx
      .update(subscriptions)
      .set({ status: 'ACTIVE', activatedBy: userId, activatedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(subscriptions.id, uuid), eq(subscriptions.code, code), eq(subscriptions.status, 'PAID')))
      .returning();
    if (won) await tx.update(users).set({ premiumStatus: PRO, updatedAt: new Date() }).where(eq(users.id, userId));
    return won;
  });
  if (row) return serialize(row);
  const existing = await app.db.query.subscriptions.findFirst({ where: and(eq(subscriptions.id, uuid), eq(subscriptions.code, code)) });
  if (existing && existing.status !== 'PENDING') throw conflict('DuplicateError', 'This subscription code was already used.');
  throw notFound('No paid subscription with this uuid and code.');
}

/** The caller's running subscription (the one activated on their account), or null. */
export async function currentSubscription(app: AppContext, userId: string, userCountry: string) {
  if (!proPrice(userCountry, 'MONTHLY')) throw noPlusPlan();
  const row = await app.db.query.subscriptions.findFirst({
    where: and(eq(subscriptions.activatedBy, userId), eq(subscriptions.status, 'ACTIVE')),
    orderBy: desc(subscriptions.currentPeriodEnd),
  });
  return { subscription: row ? serialize(row) : null };
}

/** Stops renewal; Pro stays until the period end, then the expiry job ends it. */
export async function cancelAtPeriodEnd(app: AppContext, userId: string, userCountry: string) {
  if (!proPrice(userCountry, 'MONTHLY')) throw noPlusPlan();
  const running = and(eq(subscriptions.activatedBy, userId), eq(subscriptions.status, 'ACTIVE'));
  const rows = await app.db.select().from(subscriptions).where(running);
  if (rows.length === 0) throw notFound('You have no running subscription.');
  for (const row of rows) {
    if (row.providerSubscriptionId && !row.cancelAtPeriodEnd) await paymentProvider().cancelAtPeriodEnd(row.providerSubscriptionId);
  }
  const updated = await app.db.update(subscriptions).set({ cancelAtPeriodEnd: true, updatedAt: new Date() }).where(running).returning();
  return { subscription: serialize(updated.sort((a, b) => +(b.currentPeriodEnd ?? 0) - +(a.currentPeriodEnd ?? 0))[0]!) };
}

/**
 * The expiry job: every ACTIVE subscription whose period ended either renews (a provider that
 * renews in the job and no cancellation) or expires, and its holder's premiumStatus drops to NONE
 * unless another subscription still runs for them. Safe to run twice or on two instances.
 */
export async function expireDueSubscriptions(app: AppContext, now = new Date()) {
  const provider = paymentProvider();
  const due = await app.db.select().from(subscriptions)
    .where(and(eq(subscriptions.status, 'ACTIVE'), lte(subscriptions.currentPeriodEnd, now)));
  let renewed = 0;
  let expired = 0;
  for (const row of due) {
    const next = row.cancelAtPeriodEnd || row.provider !== provider.name ? null : provider.renewInJob(row.plan as ProPlan, row.currentPeriodEnd!);
    const still = and(eq(subscriptions.id, row.id), eq(subscriptions.status, 'ACTIVE'), eq(subscriptions.currentPeriodEnd, row.currentPeriodEnd!));
    if (next) {
      const done = await app.db.update(subscriptions).set({ currentPeriodEnd: next, updatedAt: now }).where(still).returning({ id: subscriptions.id });
      renewed += done.length;
      continue;
    }
    await app.db.transaction(async (tx) => {
      const done = await tx.update(subscriptions).set({ status: 'EXPIRED', updatedAt: now }).where(still).returning({ id: subscriptions.id });
      if (done.length === 0 || !row.activatedBy) return;
      expired += 1;
      const other = tx.select({ one: sql`1` }).from(subscriptions)
        .where(and(eq(subscriptions.activatedBy, row.activatedBy), eq(subscriptions.status, 'ACTIVE')));
      await tx.update(users).set({ premiumStatus: NONE, updatedAt: now })
        .where(and(eq(users.id, row.activatedBy), notExists(other)));
    });
  }
  return { due: due.length, renewed, expired };
}

function serialize(row: Row): Subscription {
  return {
    subscriptionUuid: row.id,
    plan: row.plan as ProPlan,
    status: row.status as SubscriptionStatus,
    price: { amountMinor: row.amountMinor, currency: row.currency },
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    activatedOn: row.activatedAt?.toISOString() ?? null,
  };
}
