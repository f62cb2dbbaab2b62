/**
 * Setting up two-factor sign-in (decision 0021): the pending secret as a QR code (the encoder
 * loads only here, components/ui/qr-code) and as text for manual entry, then a first code from
 * the app turns it on and the recovery codes come back.
 */
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-fields';
import { QrCode } from '@/components/ui/qr-code';
import { confirmTwoFactor } from '@/lib/api/two-factor';
import { trackRequest, useTrackedRequest } from '@/lib/api/tracked-requests';
import type { TwoFactorEnrolment } from '@/lib/contract/two-factor';
import { TOTP_CODE_PATTERN } from '@/lib/contract/two-factor-limits';
import { useEdition } from '@/lib/edition/use-edition';
import { notifyError } from '@/lib/notifications/toast';
import { theme } from '@/styles/theme';
import { SectionActions } from '@/components/shared/settings-section';
import { TwoFactorCodeField } from './two-factor-code-field';
import { twoFactorProblem } from './two-factor-errors';

export const TWO_FACTOR_CONFIRM_AREA = 'profile.twoFactor.confirm';

/** "ABCDEFGH…" in groups of four, easier to type; the app ignores the spaces. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export function TwoFactorSetup({
  userUuid,
  enrolment,
  onEnabled,
  onCancel,
}: {
  userUuid: string;
  enrolment: TwoFactorEnrolment;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('security');
  const { locale } = useEdition();
  const busy = useTrackedRequest(TWO_FACTOR_CONFIRM_AREA);
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
    const typed = code.replace(/\s+/g, '');
    if (!typed) return fail(t('errors.codeRequired'));
    if (!TOTP_CODE_PATTERN.test(typed)) return fail(t('errors.codeFormat'));
    setError(null);
    try {
      onEnabled(await trackRequest(TWO_FACTOR_CONFIRM_AREA, confirmTwoFactor(userUuid, typed)));
    } catch (err) {
      const problem = twoFactorProblem(err, t, locale.locale);
      if (problem && 'field' in problem) fail(problem.message);
      else if (problem) setAlert(problem.alert);
      else notifyError(err);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      {alert && <FormAlert>{alert}</FormAlert>}
      <Steps>
        <li>
          <p>{t('setup.scan')}</p>
          <QrBox>
            <QrCode value={enrolment.otpauthUri} label={t('setup.qrLabel')} />
          </QrBox>
          <p id="two-factor-secret-label">{t('setup.manual')}</p>
          <Secret aria-labelledby="two-factor-secret-label" data-testid="two-factor-secret">
            {grouped(enrolment.secret)}
          </Secret>
        </li>
        <li>
          <p>{t('setup.enterCode')}</p>
          <TwoFactorCodeField
            ref={codeRef}
            id="two-factor-setup-code"
            label={t('setup.codeLabel')}
            value={code}
            onChange={setCode}
            error={error}
          />
        </li>
      </Steps>
      <SectionActions>
        <Button type="submit" loading={busy} delayLoader loadingLabel={t('loading')}>
          {t('setup.confirm')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('setup.cancel')}
        </Button>
      </SectionActions>
    </form>
  );
}

const Steps = styled.ol`
  margin: 0 0 8px;
  padding-left: 1.2em;
  li + li {
    margin-top: 12px;
  }
`;

const QrBox = styled.div`
  display: inline-block;
  padding: 12px;
  background: #fff;
  border: 1px solid ${theme.colors.line};
  border-radius: 12px;
`;

const Secret = styled.code`
  display: inline-block;
  padding: 8px 12px;
  background: ${theme.colors.surfaceAlt};
  border-radius: 8px;
  font-size: 1.05rem;
  letter-spacing: 0.06em;
  word-break: break-all;
  user-select: all;
`;
