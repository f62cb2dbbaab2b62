/**
 * Requesting payouts and reading their history (issue 11 §4, decision 0026). The check "amount
 * <= balance and <= what is left of the yearly limit" and the PAYOUT debit happen in one
 * transaction holding the knower row FOR UPDATE, so parallel requests run one after another and
 * can never take more than the balance.
 */
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import type { Db, Tx } from '../db/client';
import { earningsLedger, payoutRequests } from '../db/schema';
import { formError } from '../errors';
import type { AuthUser } from '../auth/authenticate';
import { COUNTRIES, type CountryCode } from '@/lib/config/countries';
import { payoutMinimumMinor } from '@/lib/config/payout-minimums';
import { minorDigits, toMinorUnits } from '@/lib/money/minor-units';
import { randomUuid } from '@/lib/uuid';
import type { PayoutHistory, PayoutMethod, PayoutRequest, PayoutRequestBody, PayoutState } from '@/lib/contract/payouts';
import { queueMail } from '../mail/queue-mail';
import { payoutRequestedMail } from '../mail/payout-mails';
import { knowerRowsPage } from '../knowers/knower-rows';
import { payoutOwner } from './access';

type Row = typeof payoutRequests.$inferSelect;

/** `1000, EUR` -> `10.00 EUR`: an API message, not shown to users as is (the form has its own text). */
const formatMinor = (amountMinor: number, currency: string) =>
  `${(amountMinor / 10 ** minorDigits(currency)).toFixed(minorDigits(currency))} ${currency}`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toPayoutRequest(r: Row): PayoutRequest {
  return {
    uuid: r.id,
    amount: { amountMinor: r.amountMinor, currency: r.currency },
    method: r.method as PayoutMethod,
    details: r.details,
    state: r.state as PayoutState,
    rejectionReason: r.rejectionReason,
    createdOn: r.createdAt.toISOString(),
    approvedOn: iso(r.approvedAt),
    paidOn: iso(r.paidAt),
    rejectedOn: iso(r.rejectedAt),
  };
}

async function balanceIn(db: Db | Tx, knowerId: string, currency: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${earningsLedger.amountMinor}), 0)::bigint`.mapWith(Number) })
    .from(earningsLedger)
    .where(and(eq(earningsLedger.knowerId, knowerId), eq(earningsLedger.currency, currency)));
  return row?.sum ?? 0;
}

/** The §9 limit is per calendar year (UTC): what is requested this year and not rejected counts. */
async function limitLeft(db: Db | Tx, knowerId: string, country: CountryCode, now: Date) {
  const { currency, payoutLimit } = COUNTRIES[country];
  const yearly = toMinorUnits(payoutLimit, currency);
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${payoutRequests.amountMinor}), 0)::bigint`.mapWith(Number) })
    .from(payoutRequests)
    .where(
      and(
        eq(payoutRequests.knowerId, knowerId),
        eq(payoutRequests.currency, currency),
        ne(payoutRequests.state, 'REJECTED'),
        gte(payoutRequests.createdAt, new Date(Date.UTC(now.getUTCFullYear(), 0, 1))),
      ),
    );
  return { yearly, remaining: Math.max(0, yearly - (row?.sum ?? 0)) };
}

export async function requestPayout(
  app: AppContext,
  auth: AuthUser,
  knowerId: string,
  body: PayoutRequestBody,
  now = new Date(),
): Promise<PayoutRequest> {
  const request = await app.db.transaction(async (tx) => {
    const owner = await payoutOwner(tx, auth, knowerId, true);
    const minimum = payoutMinimumMinor(owner.currency);
    if (body.amountMinor < minimum) {
      const text = `The amount is below the minimum payout of ${formatMinor(minimum, owner.currency)}.`;
      throw formError({ amountMinor: text }, text);
    }
    const [balance, limit] = await Promise.all([
      balanceIn(tx, knowerId, owner.currency),
      limitLeft(tx, knowerId, owner.country, now),
    ]);
    if (body.amountMinor > balance) {
      throw formError({ amountMinor: 'The amount is more than your balance.' }, 'The amount is more than your balance.');
    }
    if (body.amountMinor > limit.remaining) {
      throw formError(
        { amountMinor: "The amount is more than what is left of this year's payout limit." },
        "The amount is more than what is left of this year's payout limit.",
      );
    }
    const id = randomUuid();
    const [row] = await tx
      .insert(payoutRequests)
      .values({
        id, knowerId, amountMinor: body.amountMinor, currency: owner.currency, method: body.method,
        details: body.method === 'IBAN' ? body.iban : body.email, createdAt: now,
      })
      .returning();
    await tx.insert(earningsLedger).values({
      id: randomUuid(), knowerId, kind: 'PAYOUT', amountMinor: -body.amountMinor, currency: owner.currency, reference: id, createdAt: now,
    });
    return toPayoutRequest(row!);
  });
  // Queued after the commit: a refused or rolled-back request mails nothing.
  await queueMail(app, payoutRequestedMail(app.env, auth.user, request));
  return request;
}

/** The knower's requests, newest first, with the yearly limit and what is left of it. */
export async function payoutHistory(
  app: AppContext,
  auth: AuthUser,
  knowerId: string,
  page: { limit: number; offset: number },
  now = new Date(),
): Promise<PayoutHistory> {
  const owner = await payoutOwner(app.db, auth, knowerId);
  const [{ rows, total }, limit] = await Promise.all([
    knowerRowsPage(app.db, payoutRequests, knowerId, page),
    limitLeft(app.db, knowerId, owner.country, now),
  ]);
  return {
    limit: { yearly: { amountMinor: limit.yearly, currency: owner.currency }, remainingMinor: limit.remaining },
    requests: { content: rows.map(toPayoutRequest), numberOfResults: total },
  };
}
