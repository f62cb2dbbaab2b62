/**
 * The payout details of a prize (decision 0031): IBAN (shape and mod-97 checked as the server
 * does, lib/contract/iban.ts) or a PayPal address, validated with the payout contract's schema
 * before sending. With a link, sending uses it up: the page then shows the saved details.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { EmailField, FormAlert, SelectField, TextField } from '@/components/ui/form-fields';
import { submitPrizeClaim, type PrizeClaim } from '@/lib/api/competition';
import { fieldErrors } from '@/lib/api/errors';
import type { PrizeClaimBody, PrizeLinkReason } from '@/lib/contract/competition';
import { payoutDetailsBody, type PayoutMethod } from '@/lib/contract/payouts';
import { notifyError } from '@/lib/notifications/toast';
import { theme } from '@/styles/theme';
import { linkRefusal } from './competition-errors';
import { ClaimPage } from './prize-claim-layout';
import { useCompetitionFormat } from './use-competition-format';

interface Props {
  claim: PrizeClaim;
  accessToken: string | null;
  onRefused: (reason: PrizeLinkReason) => void;
  /** Sends the details (the API; component tests pass their own). */
  send?: (body: PrizeClaimBody) => Promise<PrizeClaim>;
}

export function PrizeClaimForm({ claim: initial, accessToken, onRefused, send = submitPrizeClaim }: Props) {
  const { t } = useTranslation('competition');
  const f = useCompetitionFormat();
  const submit = useMutation({ mutationFn: (body: PrizeClaimBody) => send(body) });
  const [claim, setClaim] = useState(initial);
  const [saved, setSaved] = useState(false);
  const [method, setMethod] = useState<PayoutMethod>(initial.method ?? 'IBAN');
  const [iban, setIban] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const amount = f.money(claim.amount);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (submit.isPending) return;
    const details = method === 'IBAN' ? { method, iban } : { method, email };
    const message = method === 'IBAN' ? t('form.errors.iban') : t('form.errors.email');
    if (!payoutDetailsBody.safeParse(details).success) {
      setError(message);
      fieldRef.current?.focus();
      return;
    }
    setError(null);
    try {
      const result = await submit.mutateAsync({ details: payoutDetailsBody.parse(details), ...(accessToken ? { accessToken } : {}) });
      setClaim(result);
      setSaved(true);
    } catch (err) {
      const reason = linkRefusal(err);
      if (reason) return onRefused(reason);
      if (Object.keys(fieldErrors(err)).length > 0) {
        setError(message);
        fieldRef.current?.focus();
      } else notifyError(err);
    }
  };

  const intro = t('form.intro', {
    name: claim.winnerName, rank: claim.rank, amount, start: f.day(claim.startsOn), end: f.day(claim.endsOn),
  });

  if (saved) {
    return (
      <ClaimPage>
        <h1>{t('form.title')}</h1>
        <FormAlert tone="success">{t('form.success', { amount, destination: claim.maskedDetails })}</FormAlert>
      </ClaimPage>
    );
  }

  return (
    <ClaimPage>
      <h1>{t('form.title')}</h1>
      <Intro>{intro}</Intro>
      {claim.state === 'PAID' ? (
        <FormAlert tone="info">{t('form.paid')}</FormAlert>
      ) : (
        <>
          {claim.maskedDetails && (
            <FormAlert tone="info">
              {t('form.saved', { destination: claim.maskedDetails })} {t('form.change')}
            </FormAlert>
          )}
          <form noValidate onSubmit={(e) => void onSubmit(e)}>
            <SelectField
              label={t('form.method')}
              value={method}
              onChange={(e) => {
                setMethod(e.target.value as PayoutMethod);
                setError(null);
              }}
            >
              <option value="IBAN">{t('form.iban')}</option>
              <option value="PAYPAL">{t('form.paypal')}</option>
            </SelectField>
            {method === 'IBAN' ? (
              <TextField
                ref={fieldRef}
                label={t('form.ibanLabel')}
                hint={t('form.ibanHint')}
                name="iban"
                autoComplete="off"
                spellCheck={false}
                value={iban}
                error={error}
                onChange={(e) => setIban(e.target.value)}
              />
            ) : (
              <EmailField
                ref={fieldRef}
                label={t('form.emailLabel')}
                name="paypal-email"
                value={email}
                error={error}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
            <Button type="submit" loading={submit.isPending} loadingLabel={t('loading')}>
              {t('form.submit')}
            </Button>
          </form>
        </>
      )}
    </ClaimPage>
  );
}

const Intro = styled.p`
  margin: 0 0 24px;
  color: ${theme.colors.inkMuted};
`;
