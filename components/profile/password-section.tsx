/** Password change: the current password and the new one twice (PATCH accounts/{id}/password). */
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { errorType, retryAfterSeconds, retryTime } from '@/components/auth/api-errors';
import { FormAlert, PasswordField } from '@/components/ui/form-fields';
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from '@/components/auth/validation';
import { Button } from '@/components/ui/button';
import { changePassword } from '@/lib/api/accounts';
import { fieldErrors } from '@/lib/api/errors';
import { trackRequest, useTrackedRequest } from '@/lib/api/tracked-requests';
import { useEdition } from '@/lib/edition/use-edition';
import { notifyError, notifySuccess } from '@/lib/notifications/toast';
import { useSessionStore, type SessionUser } from '@/stores/session-store';
import { ProfileSection, SectionActions } from '@/components/shared/settings-section';

export const PASSWORD_AREA = 'profile.password';
type Field = 'oldPassword' | 'newPassword' | 'repeat';

export function PasswordSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const { locale } = useEdition();
  const busy = useTrackedRequest(PASSWORD_AREA);
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: '', newPassword: '', repeat: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const oldRef = useRef<HTMLInputElement>(null);
  const newRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);
  const rules = t('password.rules', { min: PASSWORD_MIN, max: PASSWORD_MAX });

  const show = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = (['oldPassword', 'newPassword', 'repeat'] as const).find((f) => found[f]);
    const refs: Record<Field, RefObject<HTMLInputElement | null>> = { oldPassword: oldRef, newPassword: newRef, repeat: repeatRef };
    if (first) refs[first].current?.focus();
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setAlert(null);
    const found: Partial<Record<Field, string>> = {};
    if (!values.oldPassword) found.oldPassword = t('password.oldRequired');
    const problem = passwordProblem(values.newPassword);
    if (problem === 'required') found.newPassword = t('password.newRequired');
    else if (problem) found.newPassword = rules;
    else if (values.newPassword !== values.repeat) found.repeat = t('password.mismatch');
    if (Object.keys(found).length) return show(found);
    setErrors({});
    try {
      // Every sign-in ended with the change; this device continues with the new one.
      useSessionStore.getState().setTokens(await trackRequest(PASSWORD_AREA, changePassword(user.uuid, values.oldPassword, values.newPassword)));
      setValues({ oldPassword: '', newPassword: '', repeat: '' });
      notifySuccess(t('password.saved'));
    } catch (error) {
      const type = errorType(error);
      if (type === 'InvalidCredentialsError') show({ oldPassword: t('password.wrongOld') });
      else if (type === 'TooManyLoginAttemptsError' || type === 'TooManyRequestsError') {
        const wait = retryAfterSeconds(error);
        setAlert(wait ? t('tooManyAttemptsUntil', { time: retryTime(wait, locale.locale) }) : t('tooManyAttempts'));
      } else if (type === 'FormValidationError') {
        const fields = fieldErrors(error);
        show({
          ...(fields.oldPassword ? { oldPassword: t('password.oldRequired') } : {}),
          ...(fields.newPassword ? { newPassword: rules } : {}),
        });
      } else notifyError(error);
    }
  };

  const field = (name: Field, ref: RefObject<HTMLInputElement | null>, label: string, autoComplete: string, hint?: string) => (
    <PasswordField
      ref={ref}
      id={`profile-${name}`}
      label={label}
      showLabel={t('showPassword')}
      hideLabel={t('hidePassword')}
      name={name}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={errors[name]}
      hint={hint}
      required
    />
  );

  return (
    <ProfileSection title={t('password.title')} description={t('password.description')}>
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        {alert && <FormAlert>{alert}</FormAlert>}
        {/* Helps password managers tie the new password to the account. */}
        <input type="text" name="username" autoComplete="username" value={user.username ?? user.email ?? ''} readOnly hidden />
        {field('oldPassword', oldRef, t('password.old'), 'current-password')}
        {field('newPassword', newRef, t('password.new'), 'new-password', rules)}
        {field('repeat', repeatRef, t('password.repeat'), 'new-password')}
        <SectionActions>
          <Button type="submit" loading={busy} delayLoader loadingLabel={t('loading')}>
            {t('password.submit')}
          </Button>
        </SectionActions>
      </form>
    </ProfileSection>
  );
}
