/** Contract of the Pro plan (issue 11 §6, decision 0027): checkout, activation, the subscription. */
import { z } from 'zod';
import { PRO_PLANS } from '@/lib/config/pro-prices';
import { COUNTRY_CODES } from '@/lib/config/countries';
import { moneySchema } from './earnings';

/** PENDING: checkout open; PAID: paid, code unused; ACTIVE: activated on an account; EXPIRED. */
export const SUBSCRIPTION_STATUSES = ['PENDING', 'PAID', 'ACTIVE', 'EXPIRED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** `premiumStatus` in users/me: PRO while an activated subscription runs, NONE otherwise (§6). */
export const PREMIUM_STATUSES = ['NONE', 'PRO'] as const;
export type PremiumStatus = (typeof PREMIUM_STATUSES)[number];

/** Activation codes: 24 characters of base64url (18 random bytes). */
export const SUBSCRIPTION_CODE_LENGTH = 24;

export const checkoutBody = z.object({
  /** The edition's country the plan is bought in (its currency and price); 404 without Plus plan. */
  country: z.enum(COUNTRY_CODES),
  plan: z.enum(PRO_PLANS),
});

export const checkoutSchema = z
  .object({
    checkoutId: z.string(),
    /** Where the buyer pays: the provider's page (in test mode our own, marked as test mode). */
    checkoutUrl: z.string(),
    testMode: z.boolean(),
    price: moneySchema,
  })
  .meta({ id: 'ProCheckout' });

export const checkoutParams = z.object({ checkoutId: z.string().min(1).max(200) });

/** What the success page shows and the activation asks for. */
export const subscriptionCodeSchema = z
  .object({ subscriptionUuid: z.uuid(), subscriptionCode: z.string() })
  .meta({ id: 'SubscriptionCode' });

/** A checkout as the success page sees it: the code once the payment is confirmed. */
export const checkoutStateSchema = z
  .object({ paid: z.boolean(), subscriptionUuid: z.uuid(), subscriptionCode: z.string().nullable() })
  .meta({ id: 'ProCheckoutState' });

/** The answer to a payment provider's event. */
export const webhookReceiptSchema = z.object({ received: z.literal(true), duplicate: z.boolean() }).meta({ id: 'WebhookReceipt' });

export const activateBody = z.object({
  subscriptionUuid: z.uuid(),
  subscriptionCode: z.string().length(SUBSCRIPTION_CODE_LENGTH),
});

export const subscriptionSchema = z
  .object({
    subscriptionUuid: z.uuid(),
    plan: z.enum(PRO_PLANS),
    status: z.enum(SUBSCRIPTION_STATUSES),
    price: moneySchema,
    currentPeriodEnd: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    activatedOn: z.string().nullable(),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;

export const mySubscriptionSchema = z
  .object({ subscription: subscriptionSchema.nullable() })
  .meta({ id: 'MySubscription' });

export const pricesQuery = z.object({ country: z.enum(COUNTRY_CODES) });

/**
 * `data.reason` of the 503 that POST /pro-plan/checkouts answers when the server has no payment
 * provider (prod without Stripe and without PAYMENT_TEST_MODE, decision 0047): the plan page
 * tells it apart from an outage and says Pro cannot be bought.
 */
export const CHECKOUT_UNAVAILABLE = 'checkoutUnavailable';

/**
 * What the plan page shows: both prices in the country's currency, whether payment is real, and
 * whether Pro can be bought here at all (false: no payment provider on this server, decision 0047).
 */
export const pricesSchema = z
  .object({ country: z.string(), monthly: moneySchema, yearly: moneySchema, testMode: z.boolean(), checkoutAvailable: z.boolean() })
  .meta({ id: 'ProPrices' });
