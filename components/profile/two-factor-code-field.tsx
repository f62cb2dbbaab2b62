/** The code input of the profile's two-factor forms: a 6-digit app code (or, where allowed, a recovery code). */
import { forwardRef } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { TextField } from '@/components/ui/form-fields';
import { TWO_FACTOR } from '@/lib/contract/two-factor-limits';

type CodeFieldProps = { id: string; value: string; onChange: (value: string) => void; error?: string | null };

export const TwoFactorCodeField = forwardRef<HTMLInputElement, CodeFieldProps & { label: string; hint?: string; allowRecovery?: boolean }>(
  function TwoFactorCodeField({ id, label, value, onChange, error, hint, allowRecovery = false }, ref) {
    return (
      <TextField
        ref={ref}
        id={id}
        name="code"
        label={label}
        autoComplete="one-time-code"
        // A recovery code has letters: the full keyboard then.
        inputMode={allowRecovery ? 'text' : 'numeric'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={TWO_FACTOR.codeInputMax}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        hint={hint}
        required
      />
    );
  },
);

/** The code that confirms a change to two-factor sign-in: from the app, or a recovery code. */
export const CurrentCodeField = forwardRef<HTMLInputElement, CodeFieldProps>(function CurrentCodeField(props, ref) {
  const { t } = useTranslation('security');
  return <TwoFactorCodeField ref={ref} {...props} label={t('disable.codeLabel')} hint={t('disable.codeHint')} allowRecovery />;
});
