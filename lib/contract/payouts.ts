/** Contract of payout requests (issue 11 §4, decision 0026): amounts in integer minor units. */
import { z } from 'zod';
import { pageQuery, pageSchema } from './common';
import { PAYOUT_LIMITS } from './limits';
import { moneySchema } from './earnings';
import { isValidIban, maskIban, normalizeIban } from './iban';

export const PAYOUT_METHODS = ['IBAN', 'PAYPAL'] as const;
/** REQUESTED -> APPROVED -> PAID, or REJECTED (with a reason) from REQUESTED or APPROVED. */
export const PAYOUT_STATES = ['REQUESTED', 'APPROVED', 'PAID', 'REJECTED'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

const amountMinor = z
  .number({ error: 'Enter an amount.' })
  .int('The amount must be whole minor units (cents).')
  .positive('The amount must be more than zero.')
  .max(Number.MAX_SAFE_INTEGER, 'The amount is too large.');

const ibanDetails = z.object({
  method: z.literal('IBAN'),
  iban: z
    .string({ error: 'Enter an IBAN.' })
    .max(64, 'This is not a valid IBAN.')
    .refine(isValidIban, 'This is not a valid IBAN (check the digits).')
    .transform(normalizeIban),
});
const paypalDetails = z.object({
  method: z.literal('PAYPAL'),
  email: z
    .string({ error: 'Enter your PayPal e-mail address.' })
    .trim()
    .max(PAYOUT_LIMITS.emailMax, `At most ${PAYOUT_LIMITS.emailMax} characters.`)
    .pipe(z.email('Enter a valid e-mail address.')),
});
const METHOD_ERROR = { error: 'Choose IBAN or PAYPAL as the payout method.' };

/** Where money goes (IBAN or PayPal), without an amount: payout requests and contest prizes. */
export const payoutDetailsBody = z.discriminatedUnion('method', [ibanDetails, paypalDetails], METHOD_ERROR);

/** Where money goes, as lists show it: an IBAN masked to its last four characters, a PayPal address as it is. */
export function maskPayoutDetails(method: string, details: string): string {
  return method === 'IBAN' ? maskIban(details) : details;
}

export const payoutRequestBody = z.discriminatedUnion(
  'method',
  [ibanDetails.extend({ amountMinor }), paypalDetails.extend({ amountMinor })],
  METHOD_ERROR,
);
export type PayoutRequestBody = z.infer<typeof payoutRequestBody>;

export const payoutRequestSchema = z
  .object({
    uuid: z.uuid(),
    amount: moneySchema,
    method: z.enum(PAYOUT_METHODS),
    /** The IBAN (normalized) or the PayPal address the money goes to. */
    details: z.string(),
    state: z.enum(PAYOUT_STATES),
    /** Why a reviewer rejected it (REJECTED only). */
    rejectionReason: z.string().nullable(),
    createdOn: z.string(),
    approvedOn: z.string().nullable(),
    paidOn: z.string().nullable(),
    rejectedOn: z.string().nullable(),
  })
  .meta({ id: 'PayoutRequest' });
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;

export const payoutHistoryQuery = z.object(pageQuery(PAYOUT_LIMITS));

export const payoutHistorySchema = z
  .object({
    /** The country's §9 yearly limit, and what is left of it this calendar year (UTC). */
    limit: z.object({ yearly: moneySchema, remainingMinor: z.number().int() }),
    /** Requests, newest first. */
    requests: pageSchema(payoutRequestSchema),
  })
  .meta({ id: 'PayoutHistory' });
export type PayoutHistory = z.infer<typeof payoutHistorySchema>;
