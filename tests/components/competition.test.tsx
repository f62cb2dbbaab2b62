// The competition's claim page parts (issue 11 §5, decision 0031): the form checks the IBAN with
// the payout contract (mod-97) before sending, sends the details with the link's token and shows
// where the prize goes; a refused link (used, expired, forged) gets its own page with the way to
// sign in; the payouts overview's teaser leads to the competition.
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CompetitionTeaser } from '@/components/competition/competition-teaser';
import { PrizeClaimForm } from '@/components/competition/prize-claim-form';
import { LinkRefused } from '@/components/competition/prize-claim-view';
import { ApiError } from '@/lib/api/errors';
import type { PrizeClaim } from '@/lib/api/competition';
import type { PrizeClaimBody } from '@/lib/contract/competition';
import { renderWithShell } from './render';

const CLAIM: PrizeClaim = {
  uuid: '4f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b', country: 'US', startsOn: '2026-03-01', endsOn: '2026-06-30', rank: 2, knowsCount: 7,
  amount: { amountMinor: 25_000, currency: 'USD' }, winnerName: 'Noah Davis', state: 'AWARDED', method: null, maskedDetails: null, submittedOn: null,
};

const submitted = (body: PrizeClaimBody): PrizeClaim => ({
  ...CLAIM, state: 'SUBMITTED', method: body.details.method, submittedOn: '2026-11-24T10:00:00.000Z',
  maskedDetails: body.details.method === 'IBAN' ? `•••• ${body.details.iban.slice(-4)}` : body.details.email,
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Submit payout details' })));

describe('prize claim form', () => {
  it('says what was won, refuses a mistyped IBAN before sending, then sends it normalized with the token', async () => {
    const onSend = vi.fn(async (body: PrizeClaimBody) => submitted(body));
    await renderWithShell(<PrizeClaimForm claim={CLAIM} accessToken="tok-123" onRefused={vi.fn()} send={onSend} />);
    expect(screen.getByText('Congratulations, Noah Davis! You finished in place 2 of the knower competition (March 1, 2026 to June 30, 2026) and won $250.00.')).toBeInTheDocument();
    type('IBAN', 'DE89 3704 0044 0532 0130 01');
    await send();
    expect(screen.getByText('This is not a valid IBAN. Check the digits.')).toBeInTheDocument();
    expect(screen.getByLabelText('IBAN')).toHaveFocus();
    expect(onSend).not.toHaveBeenCalled();

    type('IBAN', 'de89 3704 0044 0532 0130 00');
    await send();
    expect(onSend).toHaveBeenCalledWith({ accessToken: 'tok-123', details: { method: 'IBAN', iban: 'DE89370400440532013000' } });
    expect(screen.getByText('Thank you! Your payout details are saved. We will transfer $250.00 to •••• 3000.')).toBeInTheDocument();
  });

  it('takes a PayPal address signed in (no token), and hands a refused link to the page', async () => {
    const onSend = vi.fn(async (body: PrizeClaimBody) => submitted(body));
    await renderWithShell(<PrizeClaimForm claim={{ ...CLAIM, state: 'SUBMITTED', method: 'IBAN', maskedDetails: '•••• 3000' }} accessToken={null} onRefused={vi.fn()} send={onSend} />);
    expect(screen.getByText(/Saved: •••• 3000/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Payout method'), { target: { value: 'PAYPAL' } });
    type('PayPal e-mail address', 'not-an-address');
    await send();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    type('PayPal e-mail address', 'noah@example.org');
    await send();
    expect(onSend).toHaveBeenCalledWith({ details: { method: 'PAYPAL', email: 'noah@example.org' } });

    const onRefused = vi.fn();
    const used = vi.fn(async () => {
      throw new ApiError({ type: 'ForbiddenError', status: 403, data: { reason: 'USED' } });
    });
    await renderWithShell(<PrizeClaimForm claim={CLAIM} accessToken="tok-used" onRefused={onRefused} send={used} />);
    type('IBAN', 'DE89 3704 0044 0532 0130 00');
    await act(async () => void fireEvent.click(screen.getAllByRole('button', { name: 'Submit payout details' }).at(-1)!));
    expect(onRefused).toHaveBeenCalledWith('USED');
  });

  it('shows a paid prize without a form', async () => {
    await renderWithShell(<PrizeClaimForm claim={{ ...CLAIM, state: 'PAID', method: 'IBAN', maskedDetails: '•••• 3000' }} accessToken={null} onRefused={vi.fn()} />);
    expect(screen.getByText('This prize has been paid out.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit payout details' })).toBeNull();
  });
});

describe('refused claim links', () => {
  it.each([
    ['USED', 'This link was already used'],
    ['EXPIRED', 'This link has expired'],
    ['INVALID', 'This link is not valid'],
  ] as const)('%s gets its own page with the way to sign in', async (reason, title) => {
    await renderWithShell(<LinkRefused reason={reason} />);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe('/auth/signin?redirect=%2Fprofile%2Fpayouts%2Fcompetition-form');
  });

  it('is reached from the payouts overview', async () => {
    await renderWithShell(<CompetitionTeaser />);
    expect(screen.getByRole('link', { name: 'To the competition' }).getAttribute('href')).toBe('/profile/payouts/competition');
  });
});
