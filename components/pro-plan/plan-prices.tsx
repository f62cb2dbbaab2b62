/**
 * The two price cards of the plan page (decision 0032), in the edition's currency, each with its
 * checkout button. Signed in: opens a checkout and goes where it says (the test-mode page or the
 * provider's); signed out: sign-in first, back to this section afterwards. A checkbox says
 * whether Pro is for this account (activated at once) or for someone else (a code to pass on).
 * Where the server sells no Pro (no payment provider, decision 0047) the cards keep their prices
 * and lose their buttons, and a note says Pro cannot be bought at the moment.
 */
import { useState } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { currentPageForRedirect } from '@/components/shared/redirect';
import { useSignedIn } from '@/components/shared/use-signed-in';
import { Button, ButtonLink } from '@/components/ui/button';
import { CheckboxField, FormAlert } from '@/components/ui/form-fields';
import { createCheckout, getProPayments, isCheckoutUnavailable, useProPayments } from '@/lib/api/pro-plan';
import { PRO_PLAN_EVENTS } from '@/lib/analytics/event-names';
import { trackEvent } from '@/lib/analytics/track';
import { BRAND } from '@/lib/config/brand';
import type { ProPlan, ProPrice } from '@/lib/config/pro-prices';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';
import { formatMoney } from '@/lib/money/format-money';
import { minorDigits } from '@/lib/money/minor-units';
import { notifyError } from '@/lib/notifications/toast';
import { rememberCheckout } from '@/lib/pro-plan/checkout-context';
import { media, theme } from '@/styles/theme';

export type PlanPrices = Record<ProPlan, ProPrice>;

/** The price in major units for analytics `value` (one division, as formatMoney does). */
export function majorUnits(price: ProPrice): number {
  return price.amountMinor / 10 ** minorDigits(price.currency);
}

/** Whole percent saved by paying yearly instead of twelve months. */
export function yearlySavingPercent(prices: PlanPrices): number {
  const twelveMonths = prices.MONTHLY.amountMinor * 12;
  return Math.max(0, Math.floor(((twelveMonths - prices.YEARLY.amountMinor) * 100) / twelveMonths));
}

export interface PlanPricesProps {
  prices: PlanPrices;
  utmContent: string | null;
  /** Replaces the API call (component tests). */
  openCheckout?: typeof createCheckout;
  /** Where the browser goes to pay (component tests observe it). */
  goTo?: (url: string) => void;
  /** Replaces the API call asking whether Pro can be bought here (component tests). */
  fetchPayments?: typeof getProPayments;
}

export function PlanPrices({
  prices, utmContent, openCheckout = createCheckout, goTo = (url) => window.location.assign(url), fetchPayments = getProPayments,
}: PlanPricesProps) {
  const { t } = useTranslation('pro-plan');
  const { locale, country } = useEdition();
  const signedIn = useSignedIn();
  const [forSomeoneElse, setForSomeoneElse] = useState(false);
  const [pending, setPending] = useState<ProPlan | null>(null);
  const payments = useProPayments(country.code, fetchPayments);
  // Also learnt from a checkout that answered so: the setting may have changed since the page asked.
  const [refused, setRefused] = useState(false);
  const unavailable = refused || payments.data?.checkoutAvailable === false;
  const vars = { pro: BRAND.proPlanName };
  const saving = yearlySavingPercent(prices);

  const buy = async (plan: ProPlan) => {
    const price = prices[plan];
    setPending(plan);
    void trackEvent(PRO_PLAN_EVENTS.checkoutStarted, { value: majorUnits(price), referrerScreen: utmContent ?? 'pro_plan' });
    try {
      const checkout = await openCheckout(country.code, plan);
      rememberCheckout(checkout.checkoutId, { forSelf: !forSomeoneElse, plan, price, utmContent });
      goTo(checkout.checkoutUrl);
    } catch (error) {
      setPending(null);
      if (isCheckoutUnavailable(error)) setRefused(true);
      else notifyError(error);
    }
  };

  // Before the session is known (the server's HTML, hydration) the way back is the plans
  // themselves: a visitor who taps before the page has hydrated must still come back here.
  const signInHref = localeHref(locale.locale, '/auth/signin', {
    redirect: signedIn === false ? currentPageForRedirect() : localeHref(locale.locale, '/pro-plan', undefined, 'prices'),
    utm_content: utmContent ?? undefined,
  });

  return (
    <>
      <Cards>
        {(['MONTHLY', 'YEARLY'] as const).map((plan) => {
          const key = plan === 'MONTHLY' ? 'monthly' : 'yearly';
          const price = formatMoney(prices[plan].amountMinor, prices[plan].currency, locale.locale);
          return (
            <Card key={plan} aria-labelledby={`plan-${key}`} $highlight={plan === 'YEARLY'}>
              <h3 id={`plan-${key}`}>{t(`prices.${key}.title`)}</h3>
              {plan === 'YEARLY' && saving > 0 && <Badge>{t('prices.yearly.saving', { percent: saving })}</Badge>}
              <Amount>
                <strong>{price}</strong> <span>{t(`prices.${key}.per`)}</span>
              </Amount>
              <p>{t(`prices.${key}.text`, vars)}</p>
              {unavailable ? null : signedIn ? (
                <Button
                  type="button"
                  loading={pending === plan}
                  loadingLabel={t('prices.opening')}
                  disabled={pending !== null}
                  onClick={() => void buy(plan)}
                >
                  {t(`prices.${key}.cta`)}
                </Button>
              ) : (
                <ButtonLink $variant="primary" href={signInHref}>
                  {t('prices.signInToBuy')}
                </ButtonLink>
              )}
            </Card>
          );
        })}
      </Cards>
      {unavailable && (
        <FormAlert tone="info">
          <strong>{t('unavailable.title', vars)}</strong> {t('unavailable.text', vars)}
        </FormAlert>
      )}
      {signedIn && !unavailable && (
        <Choice>
          <CheckboxField
            id="pro-for-someone-else"
            label={t('prices.forSomeoneElse')}
            hint={t('prices.forSomeoneElseHint')}
            checked={forSomeoneElse}
            onChange={(e) => setForSomeoneElse(e.currentTarget.checked)}
          />
        </Choice>
      )}
      <Small>{t('prices.note', vars)}</Small>
    </>
  );
}

const Cards = styled.div`
  display: grid;
  gap: 20px;
  margin: 24px 0 20px;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;
const Card = styled.section<{ $highlight: boolean }>`
  position: relative;
  display: flex; flex-direction: column; gap: 10px;
  padding: 28px 24px;
  border-radius: ${theme.radius.webAppCard}px;
  background: #fff;
  border: 2px solid ${({ $highlight }) => ($highlight ? theme.colors.blue700 : theme.colors.line)};
  h3 {
    margin: 0;
    font-size: 1.25rem;
    color: ${theme.colors.blue900};
  }
  p {
    margin: 0 0 8px;
    color: ${theme.colors.inkMuted};
    flex: 1;
  }
`;
const Badge = styled.span`
  align-self: flex-start;
  padding: 2px 10px; border-radius: ${theme.radius.pill}px; background: ${theme.colors.blue100}; color: ${theme.colors.blue900}; font-size: 0.85rem; font-weight: 700;
`;
const Amount = styled.p`
  margin: 0 !important;
  flex: 0 !important;
  strong {
    font-size: 2rem;
    color: ${theme.colors.ink};
  }
`;
const Choice = styled.div`
  margin: 0 0 12px;
`;
const Small = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${theme.colors.inkMuted};
`;
