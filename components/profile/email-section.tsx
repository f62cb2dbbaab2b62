/**
 * E-mail address: whether it is confirmed (with "send the confirmation again" if not), and the
 * change of address, which needs the password (PATCH accounts/{id}/email). The new address is
 * unconfirmed until the link in the mail sent to it is opened.
 */
import { useRef, useState, type FormEvent } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { errorType, retryAfterSeconds, retryTime } from '@/components/auth/api-errors';
import { EmailField, FormAlert } from '@/components/ui/form-fields';
import { isEmail } from '@/components/auth/validation';
import { Button } from '@/components/ui/button';
import { changeEmail } from '@/lib/api/accounts';
import { fieldErrors } from '@/lib/api/errors';
import { trackRequest, useTrackedRequest } from '@/lib/api/tracked-requests';
import { useEdition } from '@/lib/edition/use-edition';
import { notifyError, notifySuccess } from '@/lib/notifications/toast';
import { useSessionStore, type SessionUser } from '@/stores/session-store';
import { theme } from '@/styles/theme';
import { Muted, ProfileSection, SectionActions } from '@/components/shared/settings-section';
import { useResendConfirmation } from '@/components/shared/use-resend-confirmation';
import { CurrentPasswordField } from './current-password-field';

export const EMAIL_AREA = 'profile.email';
export const RESEND_AREA = 'profile.resendConfirmation';

export function EmailSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const { locale } = useEdition();
  const saving = useTrackedRequest(EMAIL_AREA);
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ newEmail?: string; password?: string }>({});
  const [alert, setAlert] = useState<string | null>(null);
  const newEmailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmed = user.emailConfirmed !== false;

  const { resend, resending, resent, clearResent } = useResendConfirmation(RESEND_AREA, user, {
    resentText: (email) => t('email.resent', { email }),
    // Confirmed meanwhile (e.g. in another tab): pick up the new state.
    onConfirmedMeanwhile: () => useSessionStore.getState().loadSession().catch(() => undefined),
  });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setAlert(null);
    const found: { newEmail?: string; password?: string } = {};
    if (!isEmail(newEmail)) found.newEmail = t('email.invalid');
    else if (newEmail.trim().toLowerCase() === (user.email ?? '').toLowerCase()) found.newEmail = t('email.same');
    if (!password) found.password = t('email.passwordRequired');
    setErrors(found);
    if (found.newEmail) return newEmailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    try {
      const updated = await trackRequest(EMAIL_AREA, changeEmail(user.uuid, newEmail.trim(), password));
      const session = useSessionStore.getState();
      session.setSession({ user: { ...session.user, ...updated } });
      setNewEmail('');
      setPassword('');
      clearResent();
      notifySuccess(t('email.changed', { email: updated.email }));
    } catch (error) {
      const type = errorType(error);
      if (type === 'InvalidCredentialsError') {
        setErrors({ password: t('email.wrongPassword') });
        passwordRef.current?.focus();
      } else if (type === 'EmailInUseError' || type === 'EmailAccountExistsError') {
        setErrors({ newEmail: t('email.inUse') });
        newEmailRef.current?.focus();
      } else if (type === 'TooManyLoginAttemptsError' || type === 'TooManyRequestsError') {
        const wait = retryAfterSeconds(error);
        setAlert(wait ? t('tooManyAttemptsUntil', { time: retryTime(wait, locale.locale) }) : t('tooManyAttempts'));
      } else if (type === 'FormValidationError') {
        const fields = fieldErrors(error);
        setErrors({
          ...(fields.newEmail ? { newEmail: fields.newEmail.includes('already') ? t('email.same') : t('email.invalid') } : {}),
          ...(fields.password ? { password: t('email.passwordRequired') } : {}),
        });
      } else notifyError(error);
    }
  };

  return (
    <ProfileSection title={t('email.title')}>
      <Current>
        <span>{t('email.currentLabel')}</span> <strong>{user.email}</strong>{' '}
        <Badge $ok={confirmed}>{confirmed ? t('email.confirmed') : t('email.unconfirmed')}</Badge>
      </Current>
      {!confirmed && (
        <Unconfirmed>
          <Muted>{t('email.unconfirmedHint')}</Muted>
          <Button
            variant="secondary"
            onClick={() => void resend()}
            loading={resending}
            delayLoader
            loadingLabel={t('loading')}
            disabled={resent}
          >
            {resent ? t('email.resentShort') : t('email.resend')}
          </Button>
        </Unconfirmed>
      )}
      <SubTitle>{t('email.changeTitle')}</SubTitle>
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        {alert && <FormAlert>{alert}</FormAlert>}
        <EmailField
          ref={newEmailRef}
          id="profile-new-email"
          label={t('email.newEmail')}
          value={newEmail}
          onChange={(e) => setNewEmail(e.target.value)}
          error={errors.newEmail}
          hint={t('email.newEmailHint')}
          required
        />
        <CurrentPasswordField
          ref={passwordRef}
          id="profile-email-password"
          label={t('email.password')}
          name="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <SectionActions>
          <Button type="submit" loading={saving} delayLoader loadingLabel={t('loading')}>
            {t('email.submit')}
          </Button>
        </SectionActions>
      </form>
    </ProfileSection>
  );
}

const Current = styled.p`
  margin: 0 0 16px;
  overflow-wrap: anywhere;
`;
const Badge = styled.span<{ $ok: boolean }>`
  display: inline-block;
  margin-left: 4px;
  padding: 2px 10px; border-radius: ${theme.radius.pill}px; font-size: 0.85rem; font-weight: 600;
  background: ${({ $ok }) => ($ok ? theme.colors.blue100 : theme.colors.pink100)};
  color: ${({ $ok }) => ($ok ? theme.colors.blue900 : theme.colors.pink600)};
`;
const Unconfirmed = styled.div`
  margin: 0 0 24px;
  padding: 16px;
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.surfaceAlt};
  p {
    margin-bottom: 12px;
  }
`;
const SubTitle = styled.h3`
  margin: 8px 0 14px;
  font-size: 1.05rem;
`;
