/** Contract of a knower's earnings: balance per currency and the ledger (decision 0025). */
import { z } from 'zod';
import { pageQuery, pageSchema } from './common';
import { EARNINGS_LIMITS } from './limits';

/** EARNING: monthly credit; PAYOUT: money paid out (debit); PAYOUT_REVERSAL: a rejected payout returned. */
export const LEDGER_KINDS = ['EARNING', 'PAYOUT', 'PAYOUT_REVERSAL'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Integer minor units (cents) of an ISO 4217 currency; never a float. */
export const moneySchema = z
  .object({ amountMinor: z.number().int(), currency: z.string().length(3) })
  .meta({ id: 'Money' });
export type Money = z.infer<typeof moneySchema>;

export const ledgerEntrySchema = z
  .object({
    uuid: z.uuid(),
    kind: z.enum(LEDGER_KINDS),
    /** Signed: credits positive, debits negative. */
    amount: moneySchema,
    reference: z.string(),
    /** The month (YYYY-MM) a monthly earning is for; null for payouts. */
    period: z.string().nullable(),
    createdOn: z.string(),
  })
  .meta({ id: 'LedgerEntry' });

export const earningsQuery = z.object(pageQuery(EARNINGS_LIMITS));

export const earningsSchema = z
  .object({
    /** One entry per currency the knower has rows in (the sum of those rows), by currency code. */
    balances: z.array(moneySchema),
    /** The ledger, newest first. */
    ledger: pageSchema(ledgerEntrySchema),
  })
  .meta({ id: 'Earnings' });
export type Earnings = z.infer<typeof earningsSchema>;
