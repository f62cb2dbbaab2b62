/**
 * /pro-plan/success (spec §2.1, decision 0032): the payment went through; the subscription code
 * and the activation link are shown so a parent can pass them on, and whoever is signed in here
 * can activate Pro on their own account at once. Test mode arrives with subscriptionUuid and
 * subscriptionCode in the address; Stripe with ?checkoutId= (decision 0033), and the page asks
 * after that checkout until the payment is confirmed. A buyer who bought for themselves goes on
 * to the web app's return page, which activates it.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { navigate } from '@/components/shared/redirect';
import { useQueryParam } from '@/components/shared/use-query-param';
import { useSignedIn } from '@/components/shared/use-signed-in';
import { useCopy } from '@/components/shared/use-copy';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-fields';
import { Spinner } from '@/components/ui/spinner';
import { useCheckoutState, type CheckoutState } from '@/lib/api/pro-plan';
import { PRO_PLAN_EVENTS } from '@/lib/analytics/event-names';
import { trackEvent } from '@/lib/analytics/track';
import { BRAND } from '@/lib/config/brand';
import { useEdition } from '@/lib/edition/use-edition';
import { useHasMounted } from '@/lib/hooks/use-has-mounted';
import { localeHref } from '@/lib/links/locale-path';
import { checkoutContext } from '@/lib/pro-plan/checkout-context';
import { majorUnits } from './plan-prices';
import { CodeBox, ProStep, StepActions } from './pro-layout';

export function SuccessView({ fetchCheckout }: { fetchCheckout?: (id: string) => Promise<CheckoutState> }) {
  const { t } = useTranslation('pro-plan');
  const { locale, origin } = useEdition();
  const mounted = useHasMounted();
  const signedIn = useSignedIn();
  const checkoutId = useQueryParam('checkoutId');
  const fromQuery = { uuid: useQueryParam('subscriptionUuid'), code: useQueryParam('subscriptionCode') };
  const { query: asked, gaveUp } = useCheckoutState(fromQuery.code === null ? checkoutId : null, fetchCheckout);
  const paid = asked.data?.paid ? asked.data : null;
  const subscriptionUuid = fromQuery.uuid ?? paid?.subscriptionUuid ?? null;
  const subscriptionCode = fromQuery.code ?? paid?.subscriptionCode ?? null;
  const context = checkoutContext(checkoutId);
  const utmContent = useQueryParam('utm_content') ?? context?.utmContent ?? null;
  const { copied, copy } = useCopy();
  const handedOn = useRef(false);
  const vars = { pro: BRAND.proPlanName };
  const ready = subscriptionUuid !== null && subscriptionCode !== null;

  useEffect(() => {
    // Confirmed by the provider (not our test-mode page, which reports it itself).
    if (!paid || handedOn.current || signedIn === null) return;
    handedOn.current = true;
    void trackEvent(PRO_PLAN_EVENTS.checkoutCompleted, { value: context ? majorUnits(context.price) : null, referrerScreen: utmContent ?? 'pro_plan' });
    if (context?.forSelf && signedIn && paid.subscriptionCode) {
      const query = { subscriptionUuid: paid.subscriptionUuid, subscriptionCode: paid.subscriptionCode, utm_content: utmContent ?? undefined };
      navigate(localeHref(locale.locale, '/app/pro-plan/paypal-redirect', query), { replace: true });
    }
  }, [paid, signedIn, context, utmContent, locale.locale]);

  const activateHref = localeHref(locale.locale, '/pro-plan/activate', {
    subscriptionUuid: subscriptionUuid ?? undefined, subscriptionCode: subscriptionCode ?? undefined, utm_content: utmContent ?? undefined,
  });
  const activateUrl = `${origin}${activateHref}`;

  return (
    <ProStep>
      <h1>{t('success.title', vars)}</h1>
      {ready ? (
        <>
          <p>{t('success.text', vars)}</p>
          <h2>{t('success.codeLabel')}</h2>
          <CodeBox data-testid="subscription-code">{subscriptionCode}</CodeBox>
          <p>{t('success.shareText', vars)}</p>
          <CodeBox data-testid="activation-link">{activateUrl}</CodeBox>
          <StepActions>
            <ButtonLink $variant="primary" href={activateHref}>{t('success.activateHere')}</ButtonLink>
            <Button type="button" variant="secondary" onClick={() => void copy(activateUrl)}>
              {copied ? t('success.copied') : t('success.copy')}
            </Button>
          </StepActions>
        </>
      ) : checkoutId !== null && asked.isError ? (
        <FormAlert>{t('success.checkoutUnknown')}</FormAlert>
      ) : gaveUp ? (
        <FormAlert>{t('success.notConfirmed')}</FormAlert>
      ) : checkoutId !== null ? (
        <p role="status">
          <Spinner $size={20} aria-label={t('loading')} /> {t('success.waiting')}
        </p>
      ) : (
        mounted && <FormAlert>{t('success.missing')}</FormAlert>
      )}
    </ProStep>
  );
}
