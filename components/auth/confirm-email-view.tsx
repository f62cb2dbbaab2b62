/**
 * E-mail confirmation (link from the confirmation mail: /auth/confirm?confirmationToken=…).
 * Confirms once on load (tokens are single-use, so a second render never sends it again), then
 * shows success, or for an invalid or expired link a way to get a new one.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button, ButtonLink } from '@/components/ui/button';
import { confirmEmail } from '@/lib/api/accounts';
import { trackRequest } from '@/lib/api/tracked-requests';
import { useEdition } from '@/lib/edition/use-edition';
import { useHasMounted } from '@/lib/hooks/use-has-mounted';
import { localeHref } from '@/lib/links/locale-path';
import { notifyError } from '@/lib/notifications/toast';
import { useSessionStore } from '@/stores/session-store';
import { errorType, formFieldErrors } from './api-errors';
import { AuthLoading, AuthOutcome } from '@/components/shared/auth-layout';
import { useQueryParam } from '@/components/shared/use-query-param';
import { useResendConfirmation } from '@/components/shared/use-resend-confirmation';

export const CONFIRM_AREA = 'auth.confirmEmail';
export const RESEND_AREA = 'auth.resendConfirmation';

type State = 'working' | 'done' | 'invalid' | 'failed';

/** Tokens already sent from this page load (single-use: never twice). */
const attempted = new Map<string, Promise<State>>();

async function confirm(token: string): Promise<State> {
  try {
    const user = await trackRequest(CONFIRM_AREA, confirmEmail(token));
    const session = useSessionStore.getState();
    if (session.user?.uuid === user.uuid) session.setSession({ user: { ...session.user, ...user } });
    return 'done';
  } catch (error) {
    if (errorType(error) === 'FormValidationError' && formFieldErrors(error).confirmationToken) return 'invalid';
    if (errorType(error) === 'NotFoundError') return 'invalid';
    notifyError(error);
    attempted.delete(token); // nothing was used up: a retry may send it again
    return 'failed';
  }
}

export function ConfirmEmailView() {
  const { t } = useTranslation('auth');
  const { locale } = useEdition();
  const mounted = useHasMounted();
  const token = useSessionStore((s) => s.token);
  const user = useSessionStore((s) => s.user);
  const confirmationToken = useQueryParam('confirmationToken');
  const [result, setResult] = useState<State | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!confirmationToken) return;
    let cancelled = false;
    let pending = attempted.get(confirmationToken);
    if (!pending) {
      pending = confirm(confirmationToken);
      attempted.set(confirmationToken, pending);
    }
    void pending.then((outcome) => {
      if (!cancelled) setResult(outcome);
    });
    return () => {
      cancelled = true;
    };
  }, [confirmationToken, attempt]);

  const retry = () => {
    setResult(null);
    setAttempt((n) => n + 1);
  };
  const state: State | 'missing' = !mounted ? 'working' : !confirmationToken ? 'missing' : (result ?? 'working');

  const signedIn = mounted && !!token && !!user;

  const { resend, resending, resent } = useResendConfirmation(RESEND_AREA, user, {
    resentText: (email) => t('confirm.resent', { email }),
    // Already confirmed meanwhile.
    onConfirmedMeanwhile: () => setResult('done'),
  });

  if (state === 'working') {
    return (
      <AuthLoading title={t('confirm.title')} label={t('confirm.working')}>
        <p role="status">{t('confirm.working')}</p>
      </AuthLoading>
    );
  }

  if (state === 'done') {
    return (
      <AuthOutcome
        title={t('confirm.doneTitle')}
        tone="success"
        message={t('confirm.doneText')}
        action={
          signedIn ? (
            <ButtonLink $variant="primary" href={localeHref(locale.locale, '/app/feeds')}>
              {t('confirm.continue')}
            </ButtonLink>
          ) : (
            <ButtonLink $variant="primary" href={localeHref(locale.locale, '/auth/signin')}>
              {t('confirm.signIn')}
            </ButtonLink>
          )
        }
      />
    );
  }

  if (state === 'failed') {
    return (
      <AuthOutcome title={t('confirm.title')} message={t('confirm.failedText')} action={<Button onClick={retry}>{t('confirm.retry')}</Button>} />
    );
  }

  const canResend = signedIn && user?.emailConfirmed === false;
  return (
    <AuthOutcome
      title={t('confirm.invalidTitle')}
      message={t('confirm.invalidText')}
      action={
        canResend ? (
          <Button onClick={() => void resend()} loading={resending} delayLoader loadingLabel={t('common.loading')} disabled={resent}>
            {resent ? t('confirm.resentShort') : t('confirm.resend')}
          </Button>
        ) : signedIn ? (
          <ButtonLink $variant="primary" href={localeHref(locale.locale, '/profile')}>
            {t('confirm.toProfile')}
          </ButtonLink>
        ) : (
          <ButtonLink $variant="primary" href={localeHref(locale.locale, '/auth/signin', { redirect: localeHref(locale.locale, '/profile') })}>
            {t('confirm.signInToResend')}
          </ButtonLink>
        )
      }
    />
  );
}
