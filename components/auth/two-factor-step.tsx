/**
 * The code step of the sign-in (decision 0021): after a right password on an account with
 * two-factor sign-in, a 6-digit code from the authenticator app, or a recovery code instead.
 * The challenge from the Requires2FAError answer goes with the code; when it has expired the
 * user goes back to the password step. Errors are announced (role=alert, aria-invalid).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/form-fields';
import { toApiError } from '@/lib/api/errors';
import { trackRequest, useTrackedRequest } from '@/lib/api/tracked-requests';
import type { Requires2faData } from '@/lib/contract/two-factor';
import { TOTP_CODE_PATTERN, TWO_FACTOR } from '@/lib/contract/two-factor-limits';
import { useEdition } from '@/lib/edition/use-edition';
import { notifyError } from '@/lib/notifications/toast';
import { useSessionStore } from '@/stores/session-store';
import { errorType, retryAfterSeconds, retryTime } from './api-errors';
import { Actions, AuthCard } from '@/components/shared/auth-layout';
import { styled } from 'next-yak';
import { theme } from '@/styles/theme';

/** The challenge of a Requires2FAError answer to the password grant, else null. */
export function twoFactorChallengeOf(error: unknown): Requires2faData | null {
  const e = toApiError(error);
  if (e.type !== 'Requires2FAError') return null;
  // A type guard, not the zod schema: zod stays out of the sign-in page's bundle.
  const data = e.data as Partial<Requires2faData> | null;
  return data && typeof data.challengeToken === 'string' && typeof data.expiresIn === 'number'
    ? { challengeToken: data.challengeToken, expiresIn: data.expiresIn }
    : null;
}

export function TwoFactorStep({
  challenge,
  area,
  onSignedIn,
  onRestart,
}: {
  challenge: Requires2faData;
  /** The tracked-request area of the sign-in (one busy state for both steps). */
  area: string;
  onSignedIn: () => Promise<void>;
  /** Back to the password step, with a message to show there (or null). */
  onRestart: (message: string | null) => void;
}) {
  const { t } = useTranslation('security');
  const { locale } = useEdition();
  const busy = useTrackedRequest(area);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, [recovery]);

  const fail = (message: string) => {
    setError(message);
    inputRef.current?.select();
    inputRef.current?.focus();
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || leaving) return;
    setAlert(null);
    const typed = code.trim();
    if (!typed) return fail(t(recovery ? 'signIn.recoveryRequired' : 'signIn.codeRequired'));
    if (!recovery && !TOTP_CODE_PATTERN.test(typed.replace(/\s+/g, ''))) return fail(t('signIn.codeFormat', { digits: TWO_FACTOR.codeDigits }));
    setError(null);
    try {
      await trackRequest(area, useSessionStore.getState().signInWithCode(challenge.challengeToken, typed));
      setLeaving(true);
      await onSignedIn();
    } catch (err) {
      setLeaving(false);
      const type = errorType(err);
      if (type === 'Invalid2FATokenError') fail(t(recovery ? 'signIn.recoveryWrong' : 'signIn.codeWrong'));
      else if (type === 'InvalidCredentialsError') onRestart(t('signIn.expired'));
      else if (type === 'TooManyLoginAttemptsError' || type === 'TooManyRequestsError') {
        const wait = retryAfterSeconds(err);
        setAlert(wait ? t('signIn.tooManyUntil', { time: retryTime(wait, locale.locale) }) : t('signIn.tooMany'));
      } else if (type === 'FormValidationError') fail(t(recovery ? 'signIn.recoveryRequired' : 'signIn.codeRequired'));
      else notifyError(err);
    }
  };

  const switchMode = () => {
    setRecovery((r) => !r);
    setCode('');
    setError(null);
  };

  return (
    <AuthCard title={t('signIn.title')} intro={t(recovery ? 'signIn.recoveryIntro' : 'signIn.intro')}>
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        {alert && <FormAlert id="two-factor-alert">{alert}</FormAlert>}
        <TextField
          ref={inputRef}
          // A new id per mode: browsers and password managers treat the two fields apart.
          id={recovery ? 'two-factor-recovery-code' : 'two-factor-code'}
          key={recovery ? 'recovery' : 'totp'}
          label={t(recovery ? 'signIn.recoveryLabel' : 'signIn.codeLabel')}
          name={recovery ? 'recoveryCode' : 'code'}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={TWO_FACTOR.codeInputMax}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={error}
          hint={recovery ? t('signIn.recoveryHint') : undefined}
          aria-describedby={alert ? 'two-factor-alert' : undefined}
          required
        />
        <Actions>
          <Button type="submit" loading={busy || leaving} delayLoader loadingLabel={t('loading')}>
            {t('signIn.submit')}
          </Button>
        </Actions>
        <Links>
          <LinkButton type="button" onClick={switchMode}>
            {t(recovery ? 'signIn.useApp' : 'signIn.useRecovery')}
          </LinkButton>
          <LinkButton type="button" onClick={() => onRestart(null)}>
            {t('signIn.back')}
          </LinkButton>
        </Links>
      </form>
    </AuthCard>
  );
}

const Links = styled.div`
  display: flex; flex-wrap: wrap; justify-content: space-between; gap: 12px;
  margin-top: 16px;
`;

/** A text-styled button: it changes the form, it goes nowhere. */
const LinkButton = styled.button`
  background: none;
  border: 0;
  padding: 0;
  font: inherit;
  color: ${theme.colors.blue700};
  text-decoration: underline;
  cursor: pointer;
`;
