/**
 * Setting up two-factor sign-in (decision 0021): the pending secret as a QR code (the encoder
 * loads only here, components/ui/qr-code) and as text for manual entry, then a first code from
 * the app turns it on and the recovery codes come back.
 */
import { useRef, useState } from 'react';
import { styled } from 'next-yak';
import { QrCode } from '@/components/ui/qr-code';
import { confirmTwoFactor } from '@/lib/api/two-factor';
import type { TwoFactorEnrolment } from '@/lib/contract/two-factor';
import { TOTP_CODE_PATTERN } from '@/lib/contract/two-factor-limits';
import { theme } from '@/styles/theme';
import { TwoFactorCodeField } from './two-factor-code-field';
import { TwoFactorForm } from './two-factor-form';
import { useTwoFactorForm } from './use-two-factor-form';

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
  const [code, setCode] = useState('');
  const codeRef = useRef<HTMLInputElement>(null);
  const { t, errors, form, submitWith } = useTwoFactorForm(TWO_FACTOR_CONFIRM_AREA, { code: codeRef });
  const typed = code.replace(/\s+/g, '');

  const onSubmit = submitWith(
    () => {
      if (!typed) return { code: t('errors.codeRequired') };
      if (!TOTP_CODE_PATTERN.test(typed)) return { code: t('errors.codeFormat') };
      return {};
    },
    () => confirmTwoFactor(userUuid, typed),
    onEnabled,
  );

  return (
    <TwoFactorForm {...form} submitLabel={t('setup.confirm')} onSubmit={onSubmit} onCancel={onCancel}>
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
            error={errors.code}
          />
        </li>
      </Steps>
    </TwoFactorForm>
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
