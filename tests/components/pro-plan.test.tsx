// The Pro plan's views (decision 0032): prices in the edition's currency with the checkout (sign-in
// first for visitors; the checkout URL followed whatever the provider; the buyer's choice kept
// for the way back), activation errors in words, the profile's cancel-at-period-end with its
// confirmation.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActivateView } from '@/components/pro-plan/activate-view';
import { PlanPrices, yearlySavingPercent } from '@/components/pro-plan/plan-prices';
import { SuccessView } from '@/components/pro-plan/success-view';
import { TestCheckoutView } from '@/components/pro-plan/test-checkout-view';
import { activationFailure } from '@/components/pro-plan/use-activation';
import { SubscriptionSection } from '@/components/profile/subscription-section';
import { ApiError } from '@/lib/api/errors';
import type { Subscription } from '@/lib/api/pro-plan';
import { proPrice } from '@/lib/config/pro-prices';
import { checkoutContext, rememberCheckout } from '@/lib/pro-plan/checkout-context';
import { useSessionStore } from '@/stores/session-store';
import { renderShellToString, renderWithShell } from './render';

const prices = { MONTHLY: proPrice('DE', 'MONTHLY')!, YEARLY: proPrice('DE', 'YEARLY')! };
const user = { uuid: '11111111-1111-4111-8111-111111111111', name: 'Lea', knowerUuid: null, premiumStatus: 'NONE' };
/** The server's answer whether Pro can be bought here (decision 0047). */
const payments = (checkoutAvailable: boolean) => async () => ({ country: 'DE', monthly: prices.MONTHLY, yearly: prices.YEARLY, testMode: checkoutAvailable, checkoutAvailable });
const signIn = () => useSessionStore.getState().setSession({ token: { accessToken: 'a', refreshToken: 'r' }, user, knower: null });

beforeEach(() => {
  useSessionStore.getState().clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => useSessionStore.getState().clear());

describe('plan prices', () => {
  it('shows both prices in the edition currency and the yearly saving, whole percent', async () => {
    expect(yearlySavingPercent(prices)).toBe(16);
    await renderWithShell(<PlanPrices prices={prices} fetchPayments={payments(true)} utmContent={null} />, { locale: 'de', lang: 'de' });
    expect(screen.getByRole('region', { name: 'Monatlich' })).toHaveTextContent('4,99 €');
    expect(screen.getByRole('region', { name: 'Jährlich' })).toHaveTextContent('49,99 €');
    expect(screen.getByText('16 % sparen')).toBeInTheDocument();
  });

  it('sends visitors to sign in first, back to this page, with utm_content', async () => {
    window.history.replaceState(null, '', '/pro-plan?utm_content=know_blur#prices');
    const openCheckout = vi.fn();
    await renderWithShell(<PlanPrices prices={prices} fetchPayments={payments(true)} utmContent="know_blur" openCheckout={openCheckout} />);
    const links = await screen.findAllByRole('link', { name: 'Sign in to buy' });
    expect(links).toHaveLength(2);
    const href = new URL(links[0]!.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/auth/signin');
    expect(href.searchParams.get('redirect')).toBe('/pro-plan?utm_content=know_blur#prices');
    expect(href.searchParams.get('utm_content')).toBe('know_blur');
    expect(openCheckout).not.toHaveBeenCalled();
  });

  it('comes back to the plans also from a tap before the page has hydrated (the server’s links)', async () => {
    const html = await renderShellToString(<PlanPrices prices={prices} fetchPayments={payments(true)} utmContent="know_blur" />, { locale: 'de', lang: 'de' });
    const container = document.createElement('div');
    container.innerHTML = html;
    const links = [...container.querySelectorAll('a')].filter((a) => a.textContent === 'Zum Kaufen anmelden');
    expect(links).toHaveLength(2);
    const href = new URL(links[0]!.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/auth/anmelden');
    expect(href.searchParams.get('redirect')).toBe('/pro-abo#prices');
    expect(href.searchParams.get('utm_content')).toBe('know_blur');
  });

  it('opens a checkout, keeps the buyer’s choice for the way back and goes where the provider says', async () => {
    signIn();
    const openCheckout = vi.fn(async () => ({ checkoutId: 'cs_1', checkoutUrl: 'https://pay.example/cs_1', testMode: false }));
    const goTo = vi.fn();
    await renderWithShell(<PlanPrices prices={prices} fetchPayments={payments(true)} utmContent="know_blur" openCheckout={openCheckout} goTo={goTo} />, { locale: 'de', lang: 'en' });
    fireEvent.click(await screen.findByLabelText('I am buying Pro for someone else'));
    fireEvent.click(screen.getByRole('button', { name: 'Choose yearly' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://pay.example/cs_1'));
    expect(openCheckout).toHaveBeenCalledWith('DE', 'YEARLY');
    expect(checkoutContext('cs_1')).toEqual({ forSelf: false, plan: 'YEARLY', price: prices.YEARLY, utmContent: 'know_blur' });
    expect(checkoutContext('cs_other')).toBeNull();
  });

  it('says what went wrong when the checkout cannot open, and can be tried again', async () => {
    signIn();
    const openCheckout = vi.fn(async () => {
      throw new ApiError({ status: 404, type: 'NotFoundError', handled: false, message: 'x' });
    });
    const goTo = vi.fn();
    await renderWithShell(<PlanPrices prices={prices} fetchPayments={payments(true)} utmContent={null} openCheckout={openCheckout} goTo={goTo} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose monthly' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose monthly' })).toBeEnabled());
    expect(goTo).not.toHaveBeenCalled();
  });
});

describe('Pro not for sale on this server (decision 0047)', () => {
  const UNAVAILABLE = 'Knowly Pro cannot be bought at the moment';

  it('keeps the prices but offers no checkout, signed in or not', async () => {
    for (const signedIn of [false, true]) {
      if (signedIn) signIn();
      const openCheckout = vi.fn();
      const view = await renderWithShell(<PlanPrices prices={prices} fetchPayments={payments(false)} utmContent={null} openCheckout={openCheckout} />);
      expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Monthly' })).toHaveTextContent('€4.99');
      expect(screen.queryByRole('button', { name: /Choose/ })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Sign in to buy' })).toBeNull();
      expect(screen.queryByLabelText('I am buying Pro for someone else')).toBeNull();
      view.unmount();
    }
  });

  it('says so when the checkout answers that no payment provider is configured', async () => {
    signIn();
    const openCheckout = vi.fn(async () => {
      throw new ApiError({ status: 503, type: 'NoErrorType', data: { reason: 'checkoutUnavailable' } });
    });
    const goTo = vi.fn();
    await renderWithShell(<PlanPrices prices={prices} fetchPayments={payments(true)} utmContent={null} openCheckout={openCheckout} goTo={goTo} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose monthly' }));
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose monthly' })).toBeNull();
    expect(goTo).not.toHaveBeenCalled();
  });

  it('turns the test-mode checkout page into the same note, without a pay button', async () => {
    signIn();
    window.history.replaceState(null, '', '/pro-plan/checkout?checkoutId=test_cs_1');
    const complete = vi.fn();
    await renderWithShell(<TestCheckoutView complete={complete} fetchPayments={payments(false)} />, { locale: 'de', lang: 'de' });
    expect(await screen.findByRole('heading', { name: 'Knowly Pro kann gerade nicht gekauft werden' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(complete).not.toHaveBeenCalled();
  });
});

describe('test-mode checkout page', () => {
  it('asks visitors to sign in before paying, and comes back here', async () => {
    window.history.replaceState(null, '', '/pro-plan/checkout?checkoutId=test_cs_1');
    const complete = vi.fn();
    await renderWithShell(<TestCheckoutView complete={complete} fetchPayments={payments(true)} />);
    const link = await screen.findByRole('link', { name: 'Sign in to buy' });
    expect(new URL(link.getAttribute('href')!, 'http://localhost').searchParams.get('redirect')).toBe('/pro-plan/checkout?checkoutId=test_cs_1');
    expect(screen.queryByRole('button', { name: 'Pay (test mode)' })).toBeNull();
  });

  it('pays signed in and goes on with the code', async () => {
    signIn();
    window.history.replaceState(null, '', '/pro-plan/checkout?checkoutId=test_cs_1');
    const complete = vi.fn(async () => ({ subscriptionUuid: '22222222-2222-4222-8222-222222222222', subscriptionCode: 'abc' }));
    await renderWithShell(<TestCheckoutView complete={complete} fetchPayments={payments(true)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay (test mode)' }));
    await waitFor(() => expect(complete).toHaveBeenCalledWith('test_cs_1'));
  });
});

describe('success page', () => {
  it('shows the code and the activation link from the address (test mode)', async () => {
    window.history.replaceState(null, '', '/pro-plan/success?subscriptionUuid=22222222-2222-4222-8222-222222222222&subscriptionCode=abc&utm_content=x');
    const fetchCheckout = vi.fn();
    await renderWithShell(<SuccessView fetchCheckout={fetchCheckout} />, { locale: 'de', lang: 'en' });
    expect(await screen.findByTestId('subscription-code')).toHaveTextContent('abc');
    const link = new URL(screen.getByTestId('activation-link').textContent!);
    expect(link.pathname).toBe('/pro-abo/aktivieren');
    expect(Object.fromEntries(link.searchParams)).toEqual({ subscriptionUuid: '22222222-2222-4222-8222-222222222222', subscriptionCode: 'abc', utm_content: 'x' });
    expect(fetchCheckout).not.toHaveBeenCalled();
  });

  it('asks after a provider checkout (?checkoutId=) until it is paid, then shows the code', async () => {
    window.history.replaceState(null, '', '/pro-plan/success?checkoutId=cs_9');
    rememberCheckout('cs_9', { forSelf: false, plan: 'MONTHLY', price: prices.MONTHLY, utmContent: 'know_blur' });
    let paid = false;
    const fetchCheckout = vi.fn(async () => {
      const answer = { paid, subscriptionUuid: '22222222-2222-4222-8222-222222222222', subscriptionCode: paid ? 'zzz' : null };
      paid = true;
      return answer;
    });
    await renderWithShell(<SuccessView fetchCheckout={fetchCheckout} />);
    expect(await screen.findByText('Waiting for the payment provider to confirm your payment…')).toBeInTheDocument();
    expect(await screen.findByTestId('subscription-code', {}, { timeout: 6000 })).toHaveTextContent('zzz');
    expect(fetchCheckout).toHaveBeenCalledWith('cs_9');
    expect(new URL(screen.getByTestId('activation-link').textContent!).searchParams.get('utm_content')).toBe('know_blur');
  });
});

describe('activation', () => {
  it('maps the API answers to what the user can do about them', () => {
    expect(activationFailure(new ApiError({ status: 409, type: 'DuplicateError' }))).toBe('used');
    expect(activationFailure(new ApiError({ status: 404, type: 'NotFoundError' }))).toBe('notFound');
    expect(activationFailure(new ApiError({ status: 400, type: 'FormValidationError' }))).toBe('invalid');
    expect(activationFailure(new ApiError({ status: 500, type: 'NoErrorType' }))).toBe('unknown');
  });

  it('names the account, activates the code from the link once asked, and says when a code was used', async () => {
    signIn();
    window.history.replaceState(null, '', '/pro-plan/activate?subscriptionUuid=22222222-2222-4222-8222-222222222222&subscriptionCode=abc');
    const activate = vi.fn(async () => {
      throw new ApiError({ status: 409, type: 'DuplicateError' });
    });
    await renderWithShell(<ActivateView activate={activate} />);
    expect(await screen.findByText('Knowly Pro will be activated on the account of Lea.')).toBeInTheDocument();
    expect(activate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Activate Pro for Lea' }));
    expect(await screen.findByText('This code has already been used. Each code activates Pro once.')).toBeInTheDocument();
    expect(activate).toHaveBeenCalledWith({ subscriptionUuid: '22222222-2222-4222-8222-222222222222', subscriptionCode: 'abc' });
  });

  it('asks visitors to sign in or up and come back to this very link', async () => {
    window.history.replaceState(null, '', '/pro-plan/activate?subscriptionUuid=u&subscriptionCode=c');
    await renderWithShell(<ActivateView activate={vi.fn()} />);
    const signInLink = await screen.findByRole('link', { name: 'Sign in' });
    expect(new URL(signInLink.getAttribute('href')!, 'http://localhost').searchParams.get('redirect')).toBe('/pro-plan/activate?subscriptionUuid=u&subscriptionCode=c');
    expect(screen.getByRole('link', { name: 'Sign up for free' })).toBeInTheDocument();
  });
});

describe('subscription on the profile', () => {
  const running: Subscription = {
    subscriptionUuid: '33333333-3333-4333-8333-333333333333', plan: 'MONTHLY', status: 'ACTIVE',
    price: { amountMinor: 499, currency: 'EUR' }, currentPeriodEnd: '2026-12-24T10:00:00.000Z', cancelAtPeriodEnd: false, activatedOn: '2026-11-24T10:00:00.000Z',
  };

  it('cancels at period end only after a confirmation that says until when Pro stays', async () => {
    const cancel = vi.fn(async () => ({ ...running, cancelAtPeriodEnd: true }));
    await renderWithShell(<SubscriptionSection user={user} api={{ fetch: async () => running, cancel }} />);
    const section = await screen.findByRole('region', { name: 'Knowly Pro' });
    expect(await within(section).findByText('Knowly Pro monthly, €4.99 per month.')).toBeInTheDocument();
    expect(within(section).getByTestId('subscription-state')).toHaveTextContent('Renews on December 24, 2026.');
    fireEvent.click(within(section).getByRole('button', { name: 'Cancel at period end' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Knowly Pro?' });
    expect(dialog).toHaveTextContent('Knowly Pro stays active until December 24, 2026 and does not renew afterwards.');
    expect(cancel).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(within(section).getByTestId('subscription-state')).toHaveTextContent('Cancelled: Knowly Pro ends on December 24, 2026.'));
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(within(section).queryByRole('button', { name: 'Cancel at period end' })).toBeNull();
  });

  it('offers the plan page to members without Pro', async () => {
    await renderWithShell(<SubscriptionSection user={user} api={{ fetch: async () => null }} />);
    const link = await screen.findByRole('link', { name: 'Discover Knowly Pro' });
    expect(link.getAttribute('href')).toBe('/pro-plan?utm_content=profile');
  });
});
