/**
 * Pro plan subscriptions (issue 11 §6, decision 0027): checkout -> paid (code) -> activated on an
 * account -> cancelled at period end -> expired. Every state change is one conditional UPDATE, so
 * parallel calls and replayed provider events cannot apply twice.
 */
import { and, desc, eq, inArray, isNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import { COUNTRIES, type CountryCode } from '@/lib/config/countries';
import { DEFAULT_LOCALE } from '@/lib/config/locales';
import { proPrice, type ProPlan } from '@/lib/config/pro-prices';
import { localeHref } from '@/lib/links/locale-path';
import type { PremiumStatus, Subscription, SubscriptionStatus } from '@/lib/contract/pro-plan';
import { randomUuid } from '@/lib/uuid';
import type { AppContext } from '../app-context';
import { randomToken } from '../auth/crypto';
import type { Db, Tx } from '../db/client';
import { subscriptions, users } from '../db/schema';
import { ApiError, conflict, notFound } from '../errors';
import { periodEndFrom } from './period';
import { askProvider, paymentProvider } from './payment-provider';
import type { CheckoutCompleted, ProviderName } from './provider';

type Row = typeof subscriptions.$inferSelect;
const PRO: PremiumStatus = 'PRO';
const NONE: PremiumStatus = 'NONE';

/** The same answer for "no Plus plan here" everywhere, so the feature is simply absent. */
const noPlusPlan = () => notFound('The Pro plan is not available in this country.');

export async function createCheckout(app: AppContext, buyerId: string | null, country: string, plan: ProPlan) {
  const price = proPrice(country, plan);
  if (!price) throw noPlusPlan();
  const provider = paymentProvider(app.env);
  const id = randomUuid();
  const opened = await askProvider(app.log, 'open a checkout', () => provider.createCheckout({ subscriptionUuid: id, plan, price, country }));
  await app.db.insert(subscriptions).values({
    id, buyerId, plan, status: 'PENDING', country, amountMinor: price.amountMinor, currency: price.currency,
    provider: provider.name, providerCheckoutId: opened.checkoutId,
  });
  return { ...opened, testMode: provider.testMode, price };
}

/**
 * Applies a verified completion once: PENDING -> PAID with a fresh single-use code. A replay
 * finds the row no longer PENDING and changes nothing; it answers the same uuid and code so the
 * success page can be reloaded. `db` may be the transaction that records the provider's event.
 */
export async function completeCheckout(db: Db | Tx, provider: ProviderName, event: CheckoutCompleted) {
  const byCheckout = and(eq(subscriptions.provider, provider), eq(subscriptions.providerCheckoutId, event.checkoutId));
  const found = await db.query.subscriptions.findFirst({ where: byCheckout });
  if (!found) throw notFound('No checkout with this id.');
  const [paid] = await db
    .update(subscriptions)
    .set({
      status: 'PAID', code: randomToken(18), providerSubscriptionId: event.providerSubscriptionId,
      currentPeriodEnd: event.currentPeriodEnd ?? periodEndFrom(found.plan as ProPlan, new Date()), updatedAt: new Date(),
    })
    .where(and(byCheckout, eq(subscriptions.status, 'PENDING')))
    .returning();
  const row = paid ?? (await db.query.subscriptions.findFirst({ where: byCheckout }))!;
  return { subscriptionUuid: row.id, subscriptionCode: row.code! };
}

/**
 * Where the success page asks after a checkout (the id is the buyer's handle, as unguessable as
 * the code it reveals): paid -> uuid and code. A checkout still open here but paid at the
 * provider is completed now, so the buyer need not wait for the provider's event.
 */
export async function checkoutState(app: AppContext, checkoutId: string) {
  const provider = paymentProvider(app.env);
  const byCheckout = and(eq(subscriptions.provider, provider.name), eq(subscriptions.providerCheckoutId, checkoutId));
  const row = await app.db.query.subscriptions.findFirst({ where: byCheckout });
  if (!row) throw notFound('No checkout with this id.');
  if (row.status === 'PENDING') {
    const completion = await askProvider(app.log, 'read a checkout', () => provider.paidCheckout(checkoutId));
    if (completion) return { paid: true, ...(await completeCheckout(app.db, provider.name, completion)) };
    return { paid: false, subscriptionUuid: row.id, subscriptionCode: null };
  }
  return { paid: true, subscriptionUuid: row.id, subscriptionCode: row.code };
}

/**
 * Where Stripe sends the buyer back (success_url): the success page with the uuid and code, in
 * the locale of the edition it was bought in. Not paid yet (a payment method that confirms
 * later) or Stripe unreachable: the success page with the checkout id, which asks again.
 */
export async function checkoutReturnPath(app: AppContext, checkoutId: string): Promise<string> {
  const state = await checkoutState(app, checkoutId).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 502) return null;
    throw err;
  });
  const provider = paymentProvider(app.env).name;
  const row = await app.db.query.subscriptions.findFirst({
    where: and(eq(subscriptions.provider, provider), eq(subscriptions.providerCheckoutId, checkoutId)),
  });
  if (!row) throw notFound('No checkout with this id.');
  const locale = COUNTRIES[row.country as CountryCode]?.locale ?? DEFAULT_LOCALE;
  const query = state?.paid && state.subscriptionCode
    ? { subscriptionUuid: state.subscriptionUuid, subscriptionCode: state.subscriptionCode }
    : { checkoutId };
  return localeHref(locale, '/pro-plan/success', query);
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
  const provider = paymentProvider(app.env);
  for (const row of rows) {
    if (!row.providerSubscriptionId || row.cancelAtPeriodEnd || row.provider !== provider.name) continue;
    await askProvider(app.log, 'cancel at period end', () => provider.cancelAtPeriodEnd(row.providerSubscriptionId!));
  }
  // The provider's own events from before this moment no longer undo the cancellation.
  const updated = await app.db.update(subscriptions)
    .set({ cancelAtPeriodEnd: true, providerStateAt: new Date(), updatedAt: new Date() }).where(running).returning();
  return { subscription: serialize(updated.sort((a, b) => +(b.currentPeriodEnd ?? 0) - +(a.currentPeriodEnd ?? 0))[0]!) };
}

/** Ends the rows `where` selects; their holders lose Pro unless another subscription still runs for them. */
async function expireWhere(tx: Tx, where: SQL | undefined, now: Date): Promise<number> {
  const done = await tx.update(subscriptions).set({ status: 'EXPIRED', updatedAt: now }).where(where)
    .returning({ activatedBy: subscriptions.activatedBy });
  for (const { activatedBy } of done) {
    if (!activatedBy) continue;
    const other = tx.select({ one: sql`1` }).from(subscriptions)
      .where(and(eq(subscriptions.activatedBy, activatedBy), eq(subscriptions.status, 'ACTIVE')));
    await tx.update(users).set({ premiumStatus: NONE, updatedAt: now }).where(and(eq(users.id, activatedBy), notExists(other)));
  }
  return done.filter((d) => d.activatedBy).length;
}

/**
 * The expiry job: every ACTIVE subscription whose period ended is cancelled (expires), renewed
 * by its provider (test mode: always; Stripe: when Stripe reports the next period paid), still
 * being decided (Stripe retrying a payment: Pro stays, the next run asks again), or over. Safe to
 * run twice or on two instances: each change is conditional on the period end it saw.
 */
export async function expireDueSubscriptions(app: AppContext, now = new Date()) {
  const provider = paymentProvider(app.env);
  const due = await app.db.select().from(subscriptions)
    .where(and(eq(subscriptions.status, 'ACTIVE'), lte(subscriptions.currentPeriodEnd, now)));
  let renewed = 0;
  let expired = 0;
  for (const row of due) {
    const running = { plan: row.plan as ProPlan, periodEnd: row.currentPeriodEnd!, providerSubscriptionId: row.providerSubscriptionId };
    const renewal = row.cancelAtPeriodEnd || row.provider !== provider.name ? { kind: 'ended' as const } : await provider.renewal(running);
    const still = and(eq(subscriptions.id, row.id), eq(subscriptions.status, 'ACTIVE'), eq(subscriptions.currentPeriodEnd, row.currentPeriodEnd!));
    if (renewal.kind === 'pending') continue;
    if (renewal.kind === 'renewed') {
      const done = await app.db.update(subscriptions).set({ currentPeriodEnd: renewal.periodEnd, updatedAt: now }).where(still).returning({ id: subscriptions.id });
      renewed += done.length;
      continue;
    }
    expired += await app.db.transaction((tx) => expireWhere(tx, still, now));
  }
  return { due: due.length, renewed, expired };
}

/** The rows of one provider subscription that still run (paid, or activated). */
const runningAt = (provider: ProviderName, providerSubscriptionId: string) => and(
  eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
  inArray(subscriptions.status, ['PAID', 'ACTIVE']),
);

/**
 * A paid renewal (Stripe: invoice.paid): the period end moves to `periodEnd` unless it is already
 * later, so a replayed or late older invoice changes nothing.
 */
export async function extendPaidPeriod(tx: Tx, provider: ProviderName, providerSubscriptionId: string, periodEnd: Date) {
  const done = await tx.update(subscriptions)
    .set({ currentPeriodEnd: sql`greatest(${subscriptions.currentPeriodEnd}, ${periodEnd.toISOString()}::timestamptz)`, updatedAt: new Date() })
    .where(runningAt(provider, providerSubscriptionId))
    .returning({ id: subscriptions.id });
  return done.length;
}

export interface ProviderState {
  cancelAtPeriodEnd: boolean;
  periodEnd: Date | null;
  /** Nothing renews any more (Stripe: canceled, unpaid, ...): the subscription expires now. */
  ended: boolean;
}

/**
 * The provider's view of a subscription as of `at` (Stripe: customer.subscription.updated or
 * deleted): applied only when no newer view was applied before, so events arriving out of order
 * cannot undo a later one; the period end only ever moves forward; an end applies always.
 */
export async function applyProviderState(tx: Tx, provider: ProviderName, providerSubscriptionId: string, state: ProviderState, at: Date) {
  const fresh = and(
    runningAt(provider, providerSubscriptionId),
    or(isNull(subscriptions.providerStateAt), lte(subscriptions.providerStateAt, at)),
  );
  // An end is final at the provider (a cancelled Stripe subscription never runs again): whatever came before.
  if (state.ended) return expireWhere(tx, runningAt(provider, providerSubscriptionId), new Date());
  const end = state.periodEnd ? sql`greatest(${subscriptions.currentPeriodEnd}, ${state.periodEnd.toISOString()}::timestamptz)` : subscriptions.currentPeriodEnd;
  const done = await tx.update(subscriptions)
    .set({ cancelAtPeriodEnd: state.cancelAtPeriodEnd, currentPeriodEnd: end, providerStateAt: at, updatedAt: new Date() })
    .where(fresh)
    .returning({ id: subscriptions.id });
  return done.length;
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
