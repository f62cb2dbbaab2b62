/** Turning two-factor sign-in off: the password and a current code (or a recovery code). */
import { useRef, useState } from 'react';
import { disableTwoFactor } from '@/lib/api/two-factor';
import { CurrentPasswordField } from './current-password-field';
import { CurrentCodeField } from './two-factor-code-field';
import { TwoFactorForm } from './two-factor-form';
import { useTwoFactorForm, type TwoFactorErrors } from './use-two-factor-form';

export const TWO_FACTOR_DISABLE_AREA = 'profile.twoFactor.disable';

export function TwoFactorDisableForm({ userUuid, onDone, onCancel }: { userUuid: string; onDone: () => void; onCancel: () => void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const { t, errors, form, texts, submitWith } = useTwoFactorForm(TWO_FACTOR_DISABLE_AREA, { code: codeRef, password: passwordRef });

  const onSubmit = submitWith(
    () => {
      const found: TwoFactorErrors = {};
      if (!password) found.password = t('errors.passwordRequired');
      if (!code.trim()) found.code = t('errors.codeRequired');
      return found;
    },
    () => disableTwoFactor(userUuid, password, code.trim()),
    onDone,
  );

  return (
    <TwoFactorForm {...texts('disable')} {...form} onSubmit={onSubmit} onCancel={onCancel}>
      <CurrentPasswordField
        ref={passwordRef}
        id="two-factor-disable-password"
        label={t('disable.password')}
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      <CurrentCodeField ref={codeRef} id="two-factor-disable-code" value={code} onChange={setCode} error={errors.code} />
    </TwoFactorForm>
  );
}
