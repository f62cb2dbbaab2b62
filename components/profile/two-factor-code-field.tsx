/** The code input of the profile's two-factor forms: a 6-digit app code (or, where allowed, a recovery code). */
import { forwardRef } from 'react';
import { TextField } from '@/components/ui/form-fields';
import { TWO_FACTOR } from '@/lib/contract/two-factor-limits';

export const TwoFactorCodeField = forwardRef<
  HTMLInputElement,
  { id: string; label: string; value: string; onChange: (value: string) => void; error?: string | null; hint?: string; allowRecovery?: boolean }
>(function TwoFactorCodeField({ id, label, value, onChange, error, hint, allowRecovery = false }, ref) {
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
});
