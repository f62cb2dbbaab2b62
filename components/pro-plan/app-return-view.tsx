/**
 * /app/pro-plan/paypal-redirect (spec §2.2, decision 0032): where the web app comes back from
 * paying for itself. Activates the returned code on the signed-in account at once and goes on to
 * /app/pro-plan/congratulation; if that fails (e.g. the code was used meanwhile), it says why and
 * keeps the code reachable on the success page.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { navigate } from '@/components/shared/redirect';
import { useQueryParam } from '@/components/shared/use-query-param';
import { useRequireSession } from '@/components/shared/use-require-session';
import { ButtonLink } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-fields';
import { Spinner } from '@/components/ui/spinner';
import type { SubscriptionCode } from '@/lib/api/pro-plan';
import { BRAND } from '@/lib/config/brand';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';
import { ProStep, StepActions } from './pro-layout';
import { useActivation } from './use-activation';

export function AppReturnView({ activate }: { activate?: (code: SubscriptionCode) => Promise<unknown> }) {
  const { t } = useTranslation('pro-plan');
  const { locale } = useEdition();
  const user = useRequireSession();
  const subscriptionUuid = useQueryParam('subscriptionUuid');
  const subscriptionCode = useQueryParam('subscriptionCode');
  const utmContent = useQueryParam('utm_content');
  const { state, run } = useActivation(activate);
  const started = useRef(false);
  const complete = subscriptionUuid !== null && subscriptionCode !== null;

  useEffect(() => {
    if (!user || !complete || started.current) return;
    started.current = true;
    void run({ subscriptionUuid, subscriptionCode }, utmContent).then((ok) => {
      if (ok) navigate(localeHref(locale.locale, '/app/pro-plan/congratulation', { utm_content: utmContent ?? undefined }), { replace: true });
    });
  }, [user, complete, subscriptionUuid, subscriptionCode, utmContent, run, locale.locale]);

  const vars = { pro: BRAND.proPlanName };
  const failed = state.status === 'failed' ? state.reason : user && !complete ? 'invalid' : null;
  return (
    <ProStep>
      <h1>{t('appReturn.title', vars)}</h1>
      {failed ? (
        <>
          <FormAlert>{t(`activate.errors.${failed}`)}</FormAlert>
          <StepActions>
            {complete && (
              <ButtonLink $variant="secondary" href={localeHref(locale.locale, '/pro-plan/success', { subscriptionUuid, subscriptionCode, utm_content: utmContent ?? undefined })}>
                {t('appReturn.showCode')}
              </ButtonLink>
            )}
            <ButtonLink $variant="primary" href={localeHref(locale.locale, '/pro-plan')}>{t('appReturn.toPlan', vars)}</ButtonLink>
          </StepActions>
        </>
      ) : (
        <p>
          <Spinner $size={20} aria-label={t('loading')} /> {t('appReturn.activating', vars)}
        </p>
      )}
    </ProStep>
  );
}
