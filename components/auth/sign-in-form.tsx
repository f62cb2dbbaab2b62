/**
 * Sign-in (spec §2.1 /auth/signin, query redirect and utm_content): e-mail or username and
 * password (password grant), then the `redirect` page (same-site paths only) or the home feed.
 * A wrong password and too many attempts are explained inline; other failures are toasts. An
 * account with two-factor sign-in continues with the code step (two-factor-step.tsx).
 * After repeated failures the server asks for the captcha (RequiresCaptchaError, decision 0022):
 * the form then shows it (sign-in-captcha.tsx) and sends its solution with each attempt.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SwitchFormLink } from './switch-form-link';
import { Button } from '@/components/ui/button';
import { trackEvent } from '@/lib/analytics/track';
import { trackRequest, useTrackedRequest } from '@/lib/api/tracked-requests';
import { useEdition } from '@/lib/edition/use-edition';
import { useHasMounted } from '@/lib/hooks/use-has-mounted';
import { localeHref } from '@/lib/links/locale-path';
import { notifyError } from '@/lib/notifications/toast';
import { useSessionStore } from '@/stores/session-store';
import { errorType, firstInvalid, formFieldErrors, retryAfterSeconds, retryTime, type FieldMessages } from './api-errors';
import { Actions, AuthCard, TextLink } from '@/components/shared/auth-layout';
import { FormAlert, TextField } from '@/components/ui/form-fields';
import { AuthPasswordField } from './auth-password-field';
import { afterSignInHref, navigate, readQueryParam } from '@/components/shared/redirect';
import { TwoFactorStep, twoFactorChallengeOf } from './two-factor-step';
import type { Requires2faData } from '@/lib/contract/two-factor';
import { captchaAlert, SignInCaptcha } from './sign-in-captcha';

export const SIGN_IN_AREA = 'auth.signIn';

/** Waits for an analytics event at most `ms` before the page is left. */
export function settleEvent(event: Promise<void>, ms = 1000): Promise<void> {
  return Promise.race([event, new Promise<void>((resolve) => setTimeout(resolve, ms))]);
}

const FIELDS = ['username', 'password'] as const;

export function SignInForm() {
  const { t } = useTranslation('auth');
  const { t: tCaptcha } = useTranslation('captcha');
  const { locale } = useEdition();
  const mounted = useHasMounted();
  const token = useSessionStore((s) => s.token);
  const busy = useTrackedRequest(SIGN_IN_AREA);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [challenge, setChallenge] = useState<Requires2faData | null>(null);
  /** null until the server asks for the captcha; then a new round per used solution. */
  const [captchaRound, setCaptchaRound] = useState<number | null>(null);
  const [captchaPayload, setCaptchaPayload] = useState<string | null>(null);
  const submitting = useRef(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // Already signed in (e.g. a sign-in link in another tab): straight on.
  useEffect(() => {
    if (mounted && token && !submitting.current) navigate(afterSignInHref(locale.locale, readQueryParam('redirect')), { replace: true });
  }, [mounted, token, locale.locale]);

  const focusFirst = (found: FieldMessages) => {
    const first = firstInvalid(FIELDS, found);
    (first === 'username' ? usernameRef : first === 'password' ? passwordRef : null)?.current?.focus();
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || leaving) return;
    const found: FieldMessages = {};
    if (!username.trim()) found.username = t('signIn.errors.usernameRequired');
    if (!password) found.password = t('signIn.errors.passwordRequired');
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length) return focusFirst(found);
    if (captchaRound !== null && !captchaPayload) return setAlert(tCaptcha('wait'));
    const captcha = captchaPayload ?? undefined;
    submitting.current = true;
    try {
      const { signInWithPassword } = useSessionStore.getState();
      const signingIn = captcha ? signInWithPassword(username.trim(), password, { captcha }) : signInWithPassword(username.trim(), password);
      await trackRequest(SIGN_IN_AREA, signingIn);
      await finish();
    } catch (error) {
      // A solution works once: the widget solves a new challenge for the next attempt.
      if (captcha) {
        setCaptchaPayload(null);
        setCaptchaRound((round) => (round ?? 0) + 1);
      }
      const needsCode = twoFactorChallengeOf(error);
      // The code step signs in; `submitting` stays set so the session effect does not navigate first.
      if (needsCode) return setChallenge(needsCode);
      submitting.current = false;
      const type = errorType(error);
      if (type === 'RequiresCaptchaError') {
        if (captchaRound === null) setCaptchaRound(0);
        setAlert(captchaAlert(tCaptcha, error, captcha !== undefined));
      } else if (type === 'InvalidCredentialsError') {
        setAlert(t('signIn.errors.invalidCredentials'));
        passwordRef.current?.select();
        passwordRef.current?.focus();
      } else if (type === 'TooManyLoginAttemptsError' || type === 'TooManyRequestsError') {
        const wait = retryAfterSeconds(error);
        setAlert(
          wait ? t('signIn.errors.tooManyAttemptsUntil', { time: retryTime(wait, locale.locale) }) : t('signIn.errors.tooManyAttempts'),
        );
      } else if (type === 'FormValidationError') {
        const fields = formFieldErrors(error, {
          username: t('signIn.errors.usernameRequired'),
          password: t('signIn.errors.passwordRequired'),
        });
        setErrors(fields);
        focusFirst(fields);
      } else {
        notifyError(error);
      }
    }
  };

  async function finish() {
    setLeaving(true);
    await settleEvent(trackEvent('sign_in'));
    // Read now, not from the render: a submit replayed while the form hydrates runs that render's
    // handler, which does not know the address's query yet (it is read once mounted).
    navigate(afterSignInHref(locale.locale, readQueryParam('redirect')));
  }

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        area={SIGN_IN_AREA}
        onSignedIn={finish}
        onRestart={(message) => {
          submitting.current = false;
          setChallenge(null);
          setPassword('');
          setAlert(message);
        }}
      />
    );
  }

  return (
    <AuthCard
      title={t('signIn.title')}
      intro={t('signIn.intro')}
      footer={<SwitchFormLink to="/auth/signup" question={t('signIn.noAccount')} link={t('signIn.signUp')} />}
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        {alert && (
          <FormAlert id="signin-alert">
            {alert}{' '}
            <TextLink href={localeHref(locale.locale, '/auth/forgot-password')}>{t('signIn.resetPassword')}</TextLink>
          </FormAlert>
        )}
        <TextField
          ref={usernameRef}
          label={t('signIn.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={errors.username}
          aria-describedby={alert ? 'signin-alert' : undefined}
          required
        />
        <AuthPasswordField
          ref={passwordRef}
          label={t('common.password')}
          name="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          aria-describedby={alert ? 'signin-alert' : undefined}
        />
        {captchaRound !== null && (
          <SignInCaptcha round={captchaRound} language={locale.locale} onPayload={setCaptchaPayload} />
        )}
        <Actions>
          <Button type="submit" loading={busy || leaving} delayLoader loadingLabel={t('common.loading')}>
            {t('signIn.submit')}
          </Button>
          <TextLink href={localeHref(locale.locale, '/auth/forgot-password')}>{t('signIn.forgot')}</TextLink>
        </Actions>
      </form>
    </AuthCard>
  );
}
