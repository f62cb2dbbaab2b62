/** New recovery codes: a current code (or a recovery code) first; the old codes stop working. */
import { useRef, useState } from 'react';
import { regenerateRecoveryCodes } from '@/lib/api/two-factor';
import { CurrentCodeField } from './two-factor-code-field';
import { TwoFactorForm } from './two-factor-form';
import { useTwoFactorForm } from './use-two-factor-form';

export const TWO_FACTOR_REGENERATE_AREA = 'profile.twoFactor.regenerate';

export function TwoFactorRegenerateForm({
  userUuid,
  onDone,
  onCancel,
}: {
  userUuid: string;
  onDone: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const codeRef = useRef<HTMLInputElement>(null);
  const { t, errors, form, texts, submitWith } = useTwoFactorForm(TWO_FACTOR_REGENERATE_AREA, { code: codeRef });

  const onSubmit = submitWith(
    () => (code.trim() ? {} : { code: t('errors.codeRequired') }),
    () => regenerateRecoveryCodes(userUuid, code.trim()),
    onDone,
  );

  return (
    <TwoFactorForm {...texts('regenerate')} {...form} onSubmit={onSubmit} onCancel={onCancel}>
      <CurrentCodeField ref={codeRef} id="two-factor-regenerate-code" value={code} onChange={setCode} error={errors.code} />
    </TwoFactorForm>
  );
}
