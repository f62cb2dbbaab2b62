/**
 * /pro-plan/activate (spec §2.1, decision 0032): activates a subscription code on the signed-in
 * account, after a click that names the account (a parent who opens the learner's link on their
 * own account must not spend the code by accident). Afterwards it goes back to `redirect` when
 * that is a path of this edition (never another site), else it says Pro is active here.
 * Visitors sign in or up first and come back to this very link.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { currentPageForRedirect, navigate, safeRedirect } from '@/components/shared/redirect';
import { useQueryParam } from '@/components/shared/use-query-param';
import { AppLink } from '@/components/ui/app-link';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/form-fields';
import { Spinner } from '@/components/ui/spinner';
import type { SubscriptionCode } from '@/lib/api/pro-plan';
import { BRAND } from '@/lib/config/brand';
import { useEdition } from '@/lib/edition/use-edition';
import { useHasMounted } from '@/lib/hooks/use-has-mounted';
import { localeHref } from '@/lib/links/locale-path';
import { useSessionStore } from '@/stores/session-store';
import { ProStep, StepActions } from './pro-layout';
import { useActivation } from './use-activation';

export function ActivateView({ activate }: { activate?: (code: SubscriptionCode) => Promise<unknown> }) {
  const { t } = useTranslation('pro-plan');
  const mounted = useHasMounted();
  return mounted ? <ActivateForm activate={activate} /> : <ProStep><Spinner $size={28} aria-label={t('loading')} /></ProStep>;
}

function ActivateForm({ activate }: { activate?: (code: SubscriptionCode) => Promise<unknown> }) {
  const { t } = useTranslation('pro-plan');
  const { locale } = useEdition();
  const token = useSessionStore((s) => s.token);
  const user = useSessionStore((s) => s.user);
  const redirect = useQueryParam('redirect');
  const utmContent = useQueryParam('utm_content');
  const [uuid, setUuid] = useState(useQueryParam('subscriptionUuid') ?? '');
  const [code, setCode] = useState(useQueryParam('subscriptionCode') ?? '');
  const { state, run } = useActivation(activate);
  const vars = { pro: BRAND.proPlanName };

  if (!token) {
    const back = { redirect: currentPageForRedirect(), utm_content: utmContent ?? undefined };
    return (
      <ProStep>
        <h1>{t('activate.title', vars)}</h1>
        <p>{t('activate.signInFirst', vars)}</p>
        <StepActions>
          <ButtonLink $variant="primary" href={localeHref(locale.locale, '/auth/signin', back)}>{t('activate.signIn')}</ButtonLink>
          <ButtonLink $variant="secondary" href={localeHref(locale.locale, '/auth/signup', back)}>{t('activate.signUp')}</ButtonLink>
        </StepActions>
      </ProStep>
    );
  }

  if (state.status === 'done') {
    return (
      <ProStep>
        <h1>{t('activate.doneTitle', vars)}</h1>
        <p role="status">{t('activate.doneText', vars)}</p>
        <StepActions>
          <ButtonLink $variant="primary" href={localeHref(locale.locale, '/app/feeds')}>{t('activate.toFeed')}</ButtonLink>
          <AppLink to="/profile" hash="pro">{t('activate.toProfile')}</AppLink>
        </StepActions>
      </ProStep>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await run({ subscriptionUuid: uuid.trim(), subscriptionCode: code.trim() }, utmContent);
    const target = ok ? safeRedirect(redirect, locale.locale) : null;
    if (target) navigate(target, { replace: true });
  };

  return (
    <ProStep>
      <h1>{t('activate.title', vars)}</h1>
      <p>{t('activate.text', { ...vars, name: user?.name ?? '' })}</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField id="pro-subscription-uuid" label={t('activate.uuidLabel')} value={uuid} onChange={(e) => setUuid(e.currentTarget.value)} autoComplete="off" spellCheck={false} required />
        <TextField id="pro-subscription-code" label={t('activate.codeLabel')} value={code} onChange={(e) => setCode(e.currentTarget.value)} autoComplete="off" spellCheck={false} required />
        {state.status === 'failed' && <FormAlert>{t(`activate.errors.${state.reason}`)}</FormAlert>}
        <StepActions>
          <Button type="submit" loading={state.status === 'activating'} loadingLabel={t('activate.activating')} disabled={!uuid.trim() || !code.trim()}>
            {t('activate.submit', { ...vars, name: user?.name ?? '' })}
          </Button>
        </StepActions>
      </form>
    </ProStep>
  );
}
