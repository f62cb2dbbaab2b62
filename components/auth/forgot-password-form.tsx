/**
 * Forgot password (spec §2.1): e-mails a reset link. The answer is the same whether or not the
 * address has an account, so the page never tells which addresses are registered.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { forgotPassword } from '@/lib/api/accounts';
import { trackRequest, useTrackedRequest } from '@/lib/api/tracked-requests';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';
import { notifyError } from '@/lib/notifications/toast';
import { errorType, formFieldErrors, retryAfterSeconds, retryTime } from './api-errors';
import { Actions, AuthCard, AuthOutcome, TextLink } from '@/components/shared/auth-layout';
import { EmailField, FormAlert } from '@/components/ui/form-fields';
import { isEmail } from './validation';

export const FORGOT_PASSWORD_AREA = 'auth.forgotPassword';

export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const { locale } = useEdition();
  const busy = useTrackedRequest(FORGOT_PASSWORD_AREA);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setAlert(null);
    if (!isEmail(email)) {
      setError(t('common.emailInvalid'));
      input.current?.focus();
      return;
    }
    setError(null);
    try {
      await trackRequest(FORGOT_PASSWORD_AREA, forgotPassword(email.trim()));
      setSentTo(email.trim());
    } catch (err) {
      const type = errorType(err);
      if (type === 'FormValidationError' && formFieldErrors(err).email) {
        setError(t('common.emailInvalid'));
        input.current?.focus();
      } else if (type === 'TooManyRequestsError') {
        const wait = retryAfterSeconds(err);
        setAlert(wait ? t('forgotPassword.tooManyUntil', { time: retryTime(wait, locale.locale) }) : t('forgotPassword.tooMany'));
      } else {
        notifyError(err);
      }
    }
  };

  const footer = (
    <p>
      <TextLink href={localeHref(locale.locale, '/auth/signin')}>{t('forgotPassword.backToSignIn')}</TextLink>
    </p>
  );

  if (sentTo) {
    return (
      <AuthOutcome
        title={t('forgotPassword.sentTitle')}
        footer={footer}
        tone="success"
        message={t('forgotPassword.sentText', { email: sentTo })}
        action={
          <Button variant="secondary" onClick={() => setSentTo(null)}>
            {t('forgotPassword.tryAgain')}
          </Button>
        }
      >
        <p>{t('forgotPassword.sentHint')}</p>
      </AuthOutcome>
    );
  }

  return (
    <AuthCard title={t('forgotPassword.title')} intro={t('forgotPassword.intro')} footer={footer}>
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        {alert && <FormAlert>{alert}</FormAlert>}
        <EmailField
          ref={input}
          label={t('common.email')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
          required
        />
        <Actions>
          <Button type="submit" loading={busy} delayLoader loadingLabel={t('common.loading')}>
            {t('forgotPassword.submit')}
          </Button>
        </Actions>
      </form>
    </AuthCard>
  );
}
