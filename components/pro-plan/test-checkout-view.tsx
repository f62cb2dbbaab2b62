/**
 * The built-in test-mode checkout page (decision 0027, 0032): clearly marked TEST MODE, no money
 * moves. "Pay" completes the checkout on the server (the same event a provider's webhook would
 * give), then goes on: to the web app's return page, which activates Pro on this account, when
 * the buyer bought for themselves; else to the success page with the code to pass on. Paying
 * needs the buyer's sign-in (decision 0047): visitors get the sign-in link, back to this page.
 * Where the server sells no Pro the page says so instead of offering to pay.
 */
import { useState } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { currentPageForRedirect, navigate } from '@/components/shared/redirect';
import { useQueryParam } from '@/components/shared/use-query-param';
import { useSignedIn } from '@/components/shared/use-signed-in';
import { AppLink } from '@/components/ui/app-link';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-fields';
import { completeTestCheckout, getProPayments, useProPayments } from '@/lib/api/pro-plan';
import { toApiError } from '@/lib/api/errors';
import { PRO_PLAN_EVENTS } from '@/lib/analytics/event-names';
import { trackEvent } from '@/lib/analytics/track';
import { BRAND } from '@/lib/config/brand';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';
import { formatMoney } from '@/lib/money/format-money';
import { checkoutContext } from '@/lib/pro-plan/checkout-context';
import { theme } from '@/styles/theme';
import { majorUnits } from './plan-prices';
import { ProStep, StepActions } from './pro-layout';

interface TestCheckoutViewProps {
  /** Replace the API calls (component tests). */
  complete?: typeof completeTestCheckout;
  fetchPayments?: typeof getProPayments;
}

export function TestCheckoutView({ complete = completeTestCheckout, fetchPayments = getProPayments }: TestCheckoutViewProps) {
  const { t } = useTranslation('pro-plan');
  const { locale, country } = useEdition();
  const payments = useProPayments(country.code, fetchPayments);
  const checkoutId = useQueryParam('checkoutId');
  const signedIn = useSignedIn();
  const context = checkoutContext(checkoutId);
  const [state, setState] = useState<'idle' | 'paying' | 'notFound' | 'failed'>('idle');
  const vars = { pro: BRAND.proPlanName };

  const pay = async () => {
    if (!checkoutId) return;
    setState('paying');
    try {
      const paid = await complete(checkoutId);
      const utm = context?.utmContent ?? undefined;
      void trackEvent(PRO_PLAN_EVENTS.checkoutCompleted, { value: context ? majorUnits(context.price) : null, referrerScreen: utm ?? 'pro_plan' });
      const query = { ...paid, utm_content: utm };
      const forSelf = context?.forSelf && signedIn;
      navigate(localeHref(locale.locale, forSelf ? '/app/pro-plan/paypal-redirect' : '/pro-plan/success', query), { replace: true });
    } catch (error) {
      setState(toApiError(error).status === 404 ? 'notFound' : 'failed');
    }
  };

  if (payments.data?.checkoutAvailable === false) {
    return (
      <ProStep>
        <h1>{t('unavailable.title', vars)}</h1>
        <p>{t('unavailable.text', vars)}</p>
        <StepActions>
          <AppLink to="/pro-plan">{t('checkout.back')}</AppLink>
        </StepActions>
      </ProStep>
    );
  }

  return (
    <ProStep>
      <Banner role="note">{t('checkout.testBanner')}</Banner>
      <h1>{t('checkout.title', vars)}</h1>
      <p>{t('checkout.testText')}</p>
      {context && (
        <Summary>
          <span>{t(context.plan === 'MONTHLY' ? 'prices.monthly.title' : 'prices.yearly.title')}</span>
          <strong>{formatMoney(context.price.amountMinor, context.price.currency, locale.locale)}</strong>
        </Summary>
      )}
      {!checkoutId && signedIn !== null && <FormAlert>{t('checkout.missing')}</FormAlert>}
      {state === 'notFound' && <FormAlert>{t('checkout.notFound')}</FormAlert>}
      {state === 'failed' && <FormAlert>{t('checkout.failed')}</FormAlert>}
      <StepActions>
        {signedIn === false ? (
          <ButtonLink $variant="primary" href={localeHref(locale.locale, '/auth/signin', { redirect: currentPageForRedirect() })}>
            {t('prices.signInToBuy')}
          </ButtonLink>
        ) : (
          <Button type="button" disabled={!checkoutId} loading={state === 'paying'} loadingLabel={t('checkout.paying')} onClick={() => void pay()}>
            {t('checkout.pay')}
          </Button>
        )}
        <AppLink to="/pro-plan" hash="prices">{t('checkout.back')}</AppLink>
      </StepActions>
    </ProStep>
  );
}

const Banner = styled.p`
  margin: 0 0 20px;
  padding: 10px 14px;
  border-radius: ${theme.radius.md}px;
  border: 2px dashed ${theme.colors.pink600};
  background: ${theme.colors.pink100};
  color: ${theme.colors.pink600} !important;
  font-weight: 800;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;
const Summary = styled.p`
  display: flex; justify-content: space-between; gap: 12px;
  padding: 14px 16px;
  border-radius: ${theme.radius.md}px;
  border: 1px solid ${theme.colors.line};
  strong {
    color: ${theme.colors.ink};
  }
`;
