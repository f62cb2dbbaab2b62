/** Turning two-factor sign-in off: the password and a current code (or a recovery code). */
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/components/ui/button';
import { FormAlert, PasswordField } from '@/components/ui/form-fields';
import { disableTwoFactor } from '@/lib/api/two-factor';
import { trackRequest, useTrackedRequest } from '@/lib/api/tracked-requests';
import { useEdition } from '@/lib/edition/use-edition';
import { notifyError } from '@/lib/notifications/toast';
import { SectionActions } from '@/components/shared/settings-section';
import { TwoFactorCodeField } from './two-factor-code-field';
import { twoFactorProblem } from './two-factor-errors';

export const TWO_FACTOR_DISABLE_AREA = 'profile.twoFactor.disable';

export function TwoFactorDisableForm({ userUuid, onDone, onCancel }: { userUuid: string; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('security');
  const { locale } = useEdition();
  const busy = useTrackedRequest(TWO_FACTOR_DISABLE_AREA);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const [alert, setAlert] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  const show = (found: { password?: string; code?: string }) => {
    setErrors(found);
    (found.password ? passwordRef : codeRef).current?.focus();
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setAlert(null);
    const found: { password?: string; code?: string } = {};
    if (!password) found.password = t('errors.passwordRequired');
    if (!code.trim()) found.code = t('errors.codeRequired');
    if (found.password || found.code) return show(found);
    setErrors({});
    try {
      await trackRequest(TWO_FACTOR_DISABLE_AREA, disableTwoFactor(userUuid, password, code.trim()));
      onDone();
    } catch (err) {
      const problem = twoFactorProblem(err, t, locale.locale);
      if (problem && 'field' in problem) show({ [problem.field]: problem.message });
      else if (problem) setAlert(problem.alert);
      else notifyError(err);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      <h3>{t('disable.title')}</h3>
      <p>{t('disable.intro')}</p>
      {alert && <FormAlert>{alert}</FormAlert>}
      <PasswordField
        ref={passwordRef}
        id="two-factor-disable-password"
        label={t('disable.password')}
        showLabel={t('showPassword')}
        hideLabel={t('hidePassword')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        required
      />
      <TwoFactorCodeField
        ref={codeRef}
        id="two-factor-disable-code"
        label={t('disable.codeLabel')}
        hint={t('disable.codeHint')}
        value={code}
        onChange={setCode}
        error={errors.code}
        allowRecovery
      />
      <SectionActions>
        <Button type="submit" loading={busy} delayLoader loadingLabel={t('loading')}>
          {t('disable.submit')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('setup.cancel')}
        </Button>
      </SectionActions>
    </form>
  );
}
