/** One mask for IBANs outside the reviewers' decision view (decision 0050). */
import { describe, expect, it } from 'vitest';
import { maskIban } from '@/lib/contract/iban';
import { maskPayoutDetails } from '@/lib/contract/payouts';

describe('IBAN mask', () => {
  it('keeps the last four characters only', () => {
    expect(maskIban('GR1601101250000000012300695')).toBe('•••• 0695');
    expect(maskIban('de89 3704 0044 0532 0130 00')).toBe('•••• 3000');
  });

  it('masks IBANs and leaves PayPal addresses whole', () => {
    expect(maskPayoutDetails('IBAN', 'PT50000201231234567890154')).toBe('•••• 0154');
    expect(maskPayoutDetails('PAYPAL', 'knower@example.org')).toBe('knower@example.org');
  });
});
