/**
 * The request form's values -> the API body, checked with the contract's own schema
 * (lib/contract/payouts.ts: IBAN mod-97, PayPal address) plus the two figures the server checks
 * under its lock (balance, yearly limit left) and the currency's minimum, so the form refuses what
 * the server would refuse.
 * Messages are translation keys of the `payouts` namespace.
 */
import { payoutRequestBody, type PayoutMethod, type PayoutRequestBody } from '@/lib/contract/payouts';
import { parseMoneyInput } from '@/lib/money/parse-money';

export interface PayoutFormValues {
  amount: string;
  method: PayoutMethod;
  iban: string;
  email: string;
}

export type PayoutFormField = 'amount' | 'iban' | 'email';
export type PayoutFormErrors = Partial<Record<PayoutFormField, string>>;

export interface PayoutFormLimits {
  currency: string;
  balanceMinor: number;
  remainingMinor: number;
  /** The currency's minimum payout (lib/config/payout-minimums.ts). */
  minimumMinor: number;
}

/** API body field -> form field (FormValidationError data.fields and zod issue paths). */
export const FIELD_OF: Record<string, PayoutFormField> = { amountMinor: 'amount', iban: 'iban', email: 'email' };

export function validatePayoutForm(
  values: PayoutFormValues,
  limits: PayoutFormLimits,
): { body: PayoutRequestBody; errors: null } | { body: null; errors: PayoutFormErrors } {
  const errors: PayoutFormErrors = {};
  const amountMinor = parseMoneyInput(values.amount, limits.currency);
  if (!values.amount.trim()) errors.amount = 'request.errors.amountRequired';
  else if (amountMinor === null) errors.amount = 'request.errors.amountInvalid';
  else if (amountMinor <= 0) errors.amount = 'request.errors.amountPositive';
  else if (amountMinor < limits.minimumMinor) errors.amount = 'request.errors.amountBelowMinimum';
  else if (amountMinor > limits.balanceMinor) errors.amount = 'request.errors.amountOverBalance';
  else if (amountMinor > limits.remainingMinor) errors.amount = 'request.errors.amountOverLimit';
  if (values.method === 'IBAN' && !values.iban.trim()) errors.iban = 'request.errors.ibanRequired';
  if (values.method === 'PAYPAL' && !values.email.trim()) errors.email = 'request.errors.emailRequired';

  const candidate =
    values.method === 'IBAN'
      ? { method: 'IBAN', amountMinor: amountMinor ?? Number.NaN, iban: values.iban }
      : { method: 'PAYPAL', amountMinor: amountMinor ?? Number.NaN, email: values.email };
  const parsed = payoutRequestBody.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])];
      if (field && !errors[field]) errors[field] = field === 'amount' ? 'request.errors.amountInvalid' : `request.errors.${field}Invalid`;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { body: null, errors };
  return { body: parsed.data, errors: null };
}

/** An IBAN in groups of four, as banks print it (DE89 3704 0044 ...). */
export function groupIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}
