/**
 * Reset password (link from the reset mail: /auth/reset-password?token=…): a new password,
 * typed twice. The server ends every sign-in of the account, so the local session is cleared too
 * and the user signs in again with the new password.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button, ButtonLink } from '@/components/ui/button';
import { resetPassword } from '@/lib/api/accounts';
import { trackRequest, useTrackedRequest } from '@/lib/api/tracked-requests';
import { useEdition } from '@/lib/edition/use-edition';
import { useHasMounted } from '@/lib/hooks/use-has-mounted';
import { localeHref } from '@/lib/links/locale-path';
import { notifyError } from '@/lib/notifications/toast';
import { useSessionStore } from '@/stores/session-store';
import { errorType, formFieldErrors } from './api-errors';
import { Actions, AuthCard, AuthLoading, AuthOutcome, TextLink } from '@/components/shared/auth-layout';
import { AuthPasswordField } from './auth-password-field';
import { useQueryParam } from '@/components/shared/use-query-param';
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from './validation';

export const RESET_PASSWORD_AREA = 'auth.resetPassword';

export function ResetPasswordForm() {
  const { t } = useTranslation('auth');
  const { locale } = useEdition();
  const mounted = useHasMounted();
  const token = useQueryParam('token');
  const busy = useTrackedRequest(RESET_PASSWORD_AREA);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [state, setState] = useState<'form' | 'done' | 'invalid'>('form');
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);
  const rules = t('common.passwordRules', { min: PASSWORD_MIN, max: PASSWORD_MAX });
  const signInHref = localeHref(locale.locale, '/auth/signin');
  const forgotHref = localeHref(locale.locale, '/auth/forgot-password');

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !token) return;
    const found: { password?: string; repeat?: string } = {};
    const problem = passwordProblem(password);
    if (problem === 'required') found.password = t('resetPassword.passwordRequired');
    else if (problem) found.password = rules;
    else if (password !== repeat) found.repeat = t('resetPassword.mismatch');
    setErrors(found);
    if (found.password) return passwordRef.current?.focus();
    if (found.repeat) return repeatRef.current?.focus();
    try {
      await trackRequest(RESET_PASSWORD_AREA, resetPassword(token, password));
      useSessionStore.getState().clear();
      setState('done');
    } catch (err) {
      const fields = errorType(err) === 'FormValidationError' ? formFieldErrors(err) : {};
      if (fields.token) setState('invalid');
      else if (fields.newPassword) {
        setErrors({ password: rules });
        passwordRef.current?.focus();
      } else notifyError(err);
    }
  };

  if (!mounted) {
    return (
      <AuthLoading title={t('resetPassword.title')} label={t('common.loading')} />
    );
  }

  if (!token || state === 'invalid') {
    return (
      <AuthOutcome
        title={t('resetPassword.invalidTitle')}
        message={t('resetPassword.invalidText')}
        action={<ButtonLink $variant="primary" href={forgotHref}>{t('resetPassword.requestNew')}</ButtonLink>}
      />
    );
  }

  if (state === 'done') {
    return (
      <AuthOutcome
        title={t('resetPassword.doneTitle')}
        tone="success"
        message={t('resetPassword.doneText')}
        action={<ButtonLink $variant="primary" href={signInHref}>{t('resetPassword.signIn')}</ButtonLink>}
      />
    );
  }

  return (
    <AuthCard
      title={t('resetPassword.title')}
      intro={t('resetPassword.intro')}
      footer={
        <p>
          <TextLink href={signInHref}>{t('forgotPassword.backToSignIn')}</TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <AuthPasswordField
          ref={passwordRef}
          label={t('resetPassword.newPassword')}
          name="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          hint={rules}
          fresh
        />
        <AuthPasswordField
          ref={repeatRef}
          label={t('resetPassword.repeatPassword')}
          name="repeat-password"
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          error={errors.repeat}
          fresh
        />
        <Actions>
          <Button type="submit" loading={busy} delayLoader loadingLabel={t('common.loading')}>
            {t('resetPassword.submit')}
          </Button>
        </Actions>
      </form>
    </AuthCard>
  );
}
