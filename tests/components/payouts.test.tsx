// The payout pages' parts (issue 11 §4): the request form checks with the contract's schema (IBAN
// checksum, PayPal address) and the balance and limit, sends only after the confirmation step,
// and puts the API's refusals back on the form; the tier table marks the knower's tier; the gate
// explains how to become a knower; the profile menu links the payouts where they exist (§2.4, §6).
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { payoutMinimumMinor } from '@/lib/config/payout-minimums';
import { PayoutRequestForm } from '@/components/payouts/payout-request-form';
import { PayoutsLayout } from '@/components/payouts/payouts-layout';
import { TierTable } from '@/components/payouts/tier-table';
import { ProfileMenu } from '@/components/shell/profile-menu';
import { ApiError } from '@/lib/api/errors';
import type { PayoutRequest, PayoutRequestBody } from '@/lib/api/payouts';
import { useSessionStore } from '@/stores/session-store';
import { renderWithShell } from './render';

const LIMITS = { currency: 'EUR', balanceMinor: 7_500, remainingMinor: 5_000_000, minimumMinor: payoutMinimumMinor('EUR') };
const VALID_IBAN = 'de89 3704 0044 0532 0130 00';

function accepted(body: PayoutRequestBody): PayoutRequest {
  return {
    uuid: '4f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b', amount: { amountMinor: body.amountMinor, currency: 'EUR' }, method: body.method,
    details: body.method === 'IBAN' ? body.iban : body.email, state: 'REQUESTED', rejectionReason: null,
    createdOn: '2026-11-24T09:00:00.000Z', approvedOn: null, paidOn: null, rejectedOn: null,
  };
}

async function renderForm(onSubmit = vi.fn(async (body: PayoutRequestBody) => accepted(body)), limits = LIMITS, locale = 'en') {
  await renderWithShell(<PayoutRequestForm limits={limits} onSubmit={onSubmit} historyHref="/profile/payouts/history" overviewHref="/profile/payouts" />, { locale, lang: 'en' });
  return onSubmit;
}

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Continue' })));

describe('payout request form', () => {
  it('refuses a mistyped IBAN (checksum) and an amount over the balance, focusing the first', async () => {
    const onSubmit = await renderForm();
    type(/^Amount \(/, '80');
    type('IBAN', 'DE89 3704 0044 0532 0130 01');
    await submit();
    expect(screen.getByLabelText(/^Amount \(/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/more than your balance \(€75\.00\)/)).toBeInTheDocument();
    expect(screen.getByText('This IBAN is not valid. Check the letters and digits.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Amount \(/)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the minimum payout and refuses an amount below it (issue 21: 1 cent was accepted)', async () => {
    const onSubmit = await renderForm();
    expect(screen.getByText(/^At least €10\.00, at most €75\.00/)).toBeInTheDocument();
    type(/^Amount \(/, '9.99');
    type('IBAN', VALID_IBAN);
    await submit();
    expect(screen.getByLabelText(/^Amount \(/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The minimum payout is €10.00.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses more than what is left of the yearly limit, and a bad PayPal address', async () => {
    const onSubmit = await renderForm(undefined, { ...LIMITS, remainingMinor: 1_000 });
    type(/^Amount \(/, '10,01');
    fireEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    type('PayPal e-mail address', 'not-an-address');
    await submit();
    expect(screen.getByText(/more than what is left of this year's limit \(€10\.00\)/)).toBeInTheDocument();
    expect(screen.getByText(/Enter a valid e-mail address/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends only after the confirmation step, the IBAN normalized as the server stores it', async () => {
    const onSubmit = await renderForm();
    type(/^Amount \(/, '12.5');
    type('IBAN', VALID_IBAN);
    await submit();
    const step = screen.getByRole('region', { name: 'Check your request' });
    expect(within(step).getByText('€12.50')).toBeInTheDocument();
    expect(within(step).getByText('DE89 3704 0044 0532 0130 00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check your request' })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    // Back keeps what was typed.
    fireEvent.click(screen.getByRole('button', { name: 'Change details' }));
    expect(screen.getByLabelText('IBAN')).toHaveValue(VALID_IBAN);
    await submit();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Confirm payout request' })));
    expect(onSubmit).toHaveBeenCalledWith({ method: 'IBAN', amountMinor: 1250, iban: 'DE89370400440532013000' });
    expect(screen.getByRole('heading', { name: 'Payout requested' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'See payout history' })).toHaveAttribute('href', '/profile/payouts/history');
  });

  it('"Maximum" fills in what can be requested, in the edition\'s notation', async () => {
    const onSubmit = await renderForm(undefined, { ...LIMITS, balanceMinor: 123_456 }, 'de');
    fireEvent.click(screen.getByRole('button', { name: 'Maximum' }));
    expect(screen.getByLabelText(/^Amount \(/)).toHaveValue('1234,56');
    type('IBAN', VALID_IBAN);
    await submit();
    expect(screen.getByTestId('payout-confirm-amount').textContent?.replace(/\s/g, ' ')).toBe('1.234,56 €');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Confirm payout request' })));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ amountMinor: 123_456 }));
  });

  it('puts the API\'s field refusal back on the form (a parallel request took the balance)', async () => {
    const refused = vi.fn(async () => {
      throw new ApiError({ status: 400, type: 'FormValidationError', data: { fields: { amountMinor: 'The amount is more than your balance.' } } });
    });
    await renderForm(refused);
    type(/^Amount \(/, '50');
    type('IBAN', VALID_IBAN);
    await submit();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Confirm payout request' })));
    expect(screen.getByRole('alert', { name: '' })).toHaveTextContent('The request was not accepted');
    expect(screen.getByText(/more than your balance or this year's limit allows now/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Amount \(/)).toHaveFocus();
    expect(screen.getByLabelText(/^Amount \(/)).toHaveValue('50');
  });
});

describe('tier table', () => {
  it('lists the country\'s tiers with the knower\'s tier marked', async () => {
    await renderWithShell(<TierTable country="GR" publishedKnows={7} />, { locale: 'el', lang: 'en' });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent?.replace(/\s/g, ' '))).toEqual([
      '1-520,00 €', '6-15Your tier25,00 €', '16-2530,00 €', '26-3535,00 €', '36-5040,00 €', '50+50,00 €',
    ]);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
  });

  it('states the per-reader rule and rate where the country has no tiers (decision 0058)', async () => {
    await renderWithShell(<TierTable country="DE" publishedKnows={3} />, { locale: 'de', lang: 'en' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByTestId('payouts-reader-rule')).toHaveTextContent(
      /You earn 0,05\s€ for every reader who stays at least 30 seconds on one of your public knows\. Each reader counts once per know and month/,
    );
  });

  it('says so where the country has neither tiers nor a reader rate', async () => {
    await renderWithShell(<TierTable country="MX" publishedKnows={3} />, { locale: 'es-MX', lang: 'en' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/no monthly payout tiers in/)).toBeInTheDocument();
  });
});

describe('payout pages gate and profile menu link', () => {
  afterEach(() => useSessionStore.getState().clear());

  it('shows a learner how to become a knower instead of payouts', async () => {
    useSessionStore.getState().setSession({ token: { accessToken: 'a', refreshToken: 'r' } as never, user: { uuid: 'u1', name: 'Lena', knowerUuid: null, country: 'DE' } });
    const child = vi.fn(() => <p>payouts content</p>);
    await renderWithShell(<PayoutsLayout tab="overview" title="Payouts">{child}</PayoutsLayout>, { locale: 'de', lang: 'en', asPath: '/profile/payouts' });
    expect(await screen.findByRole('heading', { name: 'Payouts are for knowers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload your first know' })).toHaveAttribute('href', '/knows/create/upload');
    expect(child).not.toHaveBeenCalled();
  });

  it('tells a knower whose account country hides payouts, on any edition', async () => {
    useSessionStore.getState().setSession({ token: { accessToken: 'a', refreshToken: 'r' } as never, user: { uuid: 'u1', name: 'Ana', knowerUuid: 'k1', country: 'CL' } });
    await renderWithShell(<PayoutsLayout tab="overview" title="Payouts">{() => <p>payouts content</p>}</PayoutsLayout>, { locale: 'en', lang: 'en', asPath: '/app/payouts' });
    expect(await screen.findByRole('heading', { name: 'Payouts are not available in your country' })).toBeInTheDocument();
    expect(screen.queryByText('payouts content')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Payouts' })).toBeNull();
  });

  it('gives a knower the tabs of the variant they are on', async () => {
    useSessionStore.getState().setSession({ token: { accessToken: 'a', refreshToken: 'r' } as never, user: { uuid: 'u1', name: 'Eleni', knowerUuid: 'k1', country: 'GR' } });
    await renderWithShell(<PayoutsLayout tab="history" title="Payouts">{(k) => <p>content of {k.knowerUuid} in {k.country}</p>}</PayoutsLayout>, { locale: 'el', lang: 'en', asPath: '/app/payouts/history' });
    expect(await screen.findByText('content of k1 in GR')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Payouts' });
    expect(within(nav).getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Request a payout' })).toHaveAttribute('href', '/app/payouts/request');
  });

  it('links payouts in the profile menu (live now), web-app variant under /app, not for an account in a hidden country', async () => {
    useSessionStore.getState().setSession({ user: { uuid: 'u1', name: 'Lena', knowerUuid: 'k1', country: 'DE' } });
    const page = await renderWithShell(<ProfileMenu />, { locale: 'de', lang: 'en', asPath: '/subjects' });
    fireEvent.click(screen.getByRole('button', { name: 'Account menu for Lena' }));
    expect(screen.getByRole('link', { name: 'Payouts' })).toHaveAttribute('href', '/profil/payouts');
    page.unmount();
    const app = await renderWithShell(<ProfileMenu />, { locale: 'de', lang: 'en', asPath: '/app/feeds' });
    fireEvent.click(screen.getByRole('button', { name: 'Account menu for Lena' }));
    expect(screen.getByRole('link', { name: 'Payouts' })).toHaveAttribute('href', '/app/payouts');
    app.unmount();
    useSessionStore.getState().setSession({ user: { uuid: 'u2', name: 'Ana', knowerUuid: 'k2', country: 'AR' } });
    await renderWithShell(<ProfileMenu />, { locale: 'en', lang: 'en', asPath: '/subjects' });
    fireEvent.click(screen.getByRole('button', { name: 'Account menu for Ana' }));
    expect(screen.queryByRole('link', { name: 'Payouts' })).toBeNull();
  });
});
