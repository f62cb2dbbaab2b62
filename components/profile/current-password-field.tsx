/**
 * "Confirm with your current password": the password input the account forms ask for before a
 * change they guard (a new e-mail address, turning two-factor sign-in off, deleting the account),
 * autofilled as the current password, with the profile's show/hide toggle.
 */
import { forwardRef } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PasswordField } from '@/components/ui/form-fields';

interface CurrentPasswordFieldProps {
  id: string;
  label: string;
  /** The form field's name; `password` unless a form already uses that one. */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

export const CurrentPasswordField = forwardRef<HTMLInputElement, CurrentPasswordFieldProps>(function CurrentPasswordField(
  { id, label, name = 'password', value, onChange, error },
  ref,
) {
  const { t } = useTranslation('profile');
  return (
    <PasswordField
      ref={ref}
      id={id}
      label={label}
      showLabel={t('showPassword')}
      hideLabel={t('hidePassword')}
      name={name}
      autoComplete="current-password"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      required
    />
  );
});
