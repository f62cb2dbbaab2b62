/**
 * Pro on the profile (issue 11 §6, decision 0032; only where the country sells Pro): the running
 * subscription with its plan, price and period end, and "cancel at period end" after a
 * confirmation that says Pro stays until then. Without one, a link to the plan page.
 */
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useCancelSubscription, useMySubscription, type Subscription } from '@/lib/api/pro-plan';
import { PRO_PLAN_EVENTS } from '@/lib/analytics/event-names';
import { trackEvent } from '@/lib/analytics/track';
import { BRAND } from '@/lib/config/brand';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';
import { formatMoney } from '@/lib/money/format-money';
import { notifyError, notifySuccess } from '@/lib/notifications/toast';
import type { SessionUser } from '@/stores/session-store';
import { Muted, ProfileSection, SectionActions, SectionQueryState } from '@/components/shared/settings-section';
import { formatLongDate } from '@/lib/dates';

/** The API calls (component tests replace them). */
export interface SubscriptionApi {
  fetch?: () => Promise<Subscription | null>;
  cancel?: () => Promise<Subscription | null>;
}

function formatDate(iso: string, locale: string): string {
  return formatLongDate(iso, locale);
}

export function SubscriptionSection({ user, api = {} }: { user: SessionUser; api?: SubscriptionApi }) {
  const { t } = useTranslation('pro-plan');
  const { locale } = useEdition();
  const subscription = useMySubscription(user.uuid, { fetch: api.fetch });
  const cancel = useCancelSubscription(user.uuid, api.cancel);
  const [confirming, setConfirming] = useState(false);
  const vars = { pro: BRAND.proPlanName };
  const s = subscription.data;

  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: (updated) => {
        setConfirming(false);
        void trackEvent(PRO_PLAN_EVENTS.canceled, { referrerScreen: 'profile' });
        notifySuccess(updated?.currentPeriodEnd ? t('profile.canceled', { date: formatDate(updated.currentPeriodEnd, locale.locale) }) : t('profile.canceledNoDate'));
      },
      onError: (error) => notifyError(error),
    });

  const end = s?.currentPeriodEnd ? formatDate(s.currentPeriodEnd, locale.locale) : null;
  return (
    <div id="pro">
      <ProfileSection title={t('profile.title', vars)}>
        {subscription.isPending || subscription.isError ? (
          <SectionQueryState
            query={subscription}
            loadingLabel={t('loading')}
            failedText={t('profile.loadFailed')}
            retryLabel={t('profile.retry')}
          />
        ) : !s ? (
          <>
            <Muted>{t('profile.none', vars)}</Muted>
            <SectionActions>
              <ButtonLink $variant="primary" href={localeHref(locale.locale, '/pro-plan', { utm_content: 'profile' })}>
                {t('profile.toPlan', vars)}
              </ButtonLink>
            </SectionActions>
          </>
        ) : (
          <>
            <Muted>
              {t(s.plan === 'MONTHLY' ? 'profile.planMonthly' : 'profile.planYearly', {
                ...vars, price: formatMoney(s.price.amountMinor, s.price.currency, locale.locale),
              })}
            </Muted>
            <Muted data-testid="subscription-state">
              {s.cancelAtPeriodEnd
                ? end ? t('profile.endsOn', { ...vars, date: end }) : t('profile.ends', vars)
                : end ? t('profile.renewsOn', { date: end }) : t('profile.renews')}
            </Muted>
            {!s.cancelAtPeriodEnd && (
              <SectionActions>
                <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
                  {t('profile.cancel')}
                </Button>
              </SectionActions>
            )}
            <Dialog open={confirming} onClose={() => setConfirming(false)} title={t('profile.confirmTitle', vars)} closeLabel={t('profile.keep')}>
              <p>{end ? t('profile.confirmText', { ...vars, date: end }) : t('profile.confirmTextNoDate', vars)}</p>
              <SectionActions>
                <Button type="button" loading={cancel.isPending} loadingLabel={t('loading')} onClick={onCancel}>
                  {t('profile.confirmCancel')}
                </Button>
                <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
                  {t('profile.keep')}
                </Button>
              </SectionActions>
            </Dialog>
          </>
        )}
      </ProfileSection>
    </div>
  );
}
