/**
 * The password input of the auth forms (always required), its show/hide toggle in the auth strings. `fresh` marks a
 * password being chosen (the browser may suggest one), else it is the account's current password.
 */
import { forwardRef } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PasswordField, type PasswordFieldProps } from '@/components/ui/form-fields';

type AuthPasswordFieldProps = Omit<PasswordFieldProps, 'showLabel' | 'hideLabel' | 'autoComplete'> & { fresh?: boolean };

export const AuthPasswordField = forwardRef<HTMLInputElement, AuthPasswordFieldProps>(function AuthPasswordField({ fresh = false, ...props }, ref) {
  const { t } = useTranslation('auth');
  return (
    <PasswordField
      ref={ref}
      showLabel={t('common.showPassword')}
      hideLabel={t('common.hidePassword')}
      autoComplete={fresh ? 'new-password' : 'current-password'}
      required
      {...props}
    />
  );
});
