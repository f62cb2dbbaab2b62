/** New recovery codes: a current code (or a recovery code) first; the old codes stop working. */
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-fields';
import { regenerateRecoveryCodes } from '@/lib/api/two-factor';
import { trackRequest, useTrackedRequest } from '@/lib/api/tracked-requests';
import { useEdition } from '@/lib/edition/use-edition';
import { notifyError } from '@/lib/notifications/toast';
import { SectionActions } from '@/components/shared/settings-section';
import { TwoFactorCodeField } from './two-factor-code-field';
import { twoFactorProblem } from './two-factor-errors';

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
  const { t } = useTranslation('security');
  const { locale } = useEdition();
  const busy = useTrackedRequest(TWO_FACTOR_REGENERATE_AREA);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  const fail = (message: string) => {
    setError(message);
    codeRef.current?.focus();
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setAlert(null);
    if (!code.trim()) return fail(t('errors.codeRequired'));
    setError(null);
    try {
      onDone(await trackRequest(TWO_FACTOR_REGENERATE_AREA, regenerateRecoveryCodes(userUuid, code.trim())));
    } catch (err) {
      const problem = twoFactorProblem(err, t, locale.locale);
      if (problem && 'field' in problem) fail(problem.message);
      else if (problem) setAlert(problem.alert);
      else notifyError(err);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      <h3>{t('regenerate.title')}</h3>
      <p>{t('regenerate.intro')}</p>
      {alert && <FormAlert>{alert}</FormAlert>}
      <TwoFactorCodeField
        ref={codeRef}
        id="two-factor-regenerate-code"
        label={t('disable.codeLabel')}
        hint={t('disable.codeHint')}
        value={code}
        onChange={setCode}
        error={error}
        allowRecovery
      />
      <SectionActions>
        <Button type="submit" loading={busy} delayLoader loadingLabel={t('loading')}>
          {t('regenerate.submit')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('setup.cancel')}
        </Button>
      </SectionActions>
    </form>
  );
}
