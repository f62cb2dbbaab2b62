/**
 * The payout request (issue 11 §4): amount (at least the currency's minimum, up to the balance and
 * what is left of the §9 yearly limit), IBAN or PayPal, checked with the contract's schema; then a confirmation step showing
 * exactly what will be sent; only "confirm" sends it. Refusals of the API come back onto the
 * form: field errors at their field (the form step again), anything else as an alert. The focus
 * follows the steps (the step's heading, the first invalid field) for keyboard and screen reader
 * users.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmailField, FormAlert, TextField } from '@/components/ui/form-fields';
import { labelValueList } from '@/components/ui/label-value-list';
import { fieldErrors, isErrorType, toApiError } from '@/lib/api/errors';
import type { PayoutRequest, PayoutRequestBody } from '@/lib/api/payouts';
import { PAYOUT_LIMITS } from '@/lib/contract/limits';
import type { PayoutMethod } from '@/lib/contract/payouts';
import { formatMoneyInput } from '@/lib/money/parse-money';
import { errorToastText } from '@/lib/notifications/toast';
import { theme } from '@/styles/theme';
import { FIELD_OF, groupIban, validatePayoutForm, type PayoutFormErrors, type PayoutFormLimits, type PayoutFormValues } from './payout-request-values';
import { usePayoutFormat } from './use-payout-format';

type Step = 'edit' | 'confirm' | 'done';

export interface PayoutRequestFormProps {
  limits: PayoutFormLimits;
  onSubmit: (body: PayoutRequestBody) => Promise<PayoutRequest>;
  historyHref: string;
  overviewHref: string;
}

const SERVER_MESSAGES: Record<string, string> = {
  amount: 'request.errors.amountRefused',
  iban: 'request.errors.ibanInvalid',
  email: 'request.errors.emailInvalid',
};

export function PayoutRequestForm({ limits, onSubmit, historyHref, overviewHref }: PayoutRequestFormProps) {
  const { t } = useTranslation('payouts');
  const f = usePayoutFormat();
  const [values, setValues] = useState<PayoutFormValues>({ amount: '', method: 'IBAN', iban: '', email: '' });
  const [errors, setErrors] = useState<PayoutFormErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [step, setStep] = useState<Step>('edit');
  const [body, setBody] = useState<PayoutRequestBody | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<PayoutRequest | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusInvalid = useRef(false);

  const available = Math.max(0, Math.min(limits.balanceMinor, limits.remainingMinor));
  const money = (amountMinor: number) => f.money({ amountMinor, currency: limits.currency });

  // The focus follows the steps: the new step's heading, or the first invalid field.
  useEffect(() => {
    if (step !== 'edit') headingRef.current?.focus();
    else if (focusInvalid.current) {
      focusInvalid.current = false;
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [step, errors]);

  const set = <K extends keyof PayoutFormValues>(key: K, value: PayoutFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    const field = key === 'method' ? null : (key as keyof PayoutFormErrors);
    if (field) setErrors((e) => ({ ...e, [field]: undefined }));
    setAlert(null);
  };

  const review = (e: FormEvent) => {
    e.preventDefault();
    const result = validatePayoutForm(values, limits);
    if (result.errors) {
      setErrors(result.errors);
      setAlert(t('request.errors.fix'));
      focusInvalid.current = true;
      return;
    }
    setErrors({});
    setAlert(null);
    setBody(result.body);
    setStep('confirm');
  };

  const confirm = async () => {
    if (!body || sending) return;
    setSending(true);
    setAlert(null);
    try {
      setDone(await onSubmit(body));
      setStep('done');
    } catch (error) {
      const fields = fieldErrors(error);
      const mapped: PayoutFormErrors = {};
      for (const name of Object.keys(fields)) {
        const field = FIELD_OF[name];
        if (field) mapped[field] = SERVER_MESSAGES[field];
      }
      if (Object.keys(mapped).length > 0) {
        setErrors(mapped);
        setAlert(t('request.errors.refused'));
        focusInvalid.current = true;
      } else if (isErrorType(error, 'NotFoundError')) {
        setAlert(t('request.errors.unavailable'));
      } else {
        setAlert(errorToastText(error, t) ?? toApiError(error).message);
      }
      setStep('edit');
    } finally {
      setSending(false);
    }
  };

  if (step === 'done' && done) {
    return (
      <Panel aria-labelledby="payout-done">
        <h2 id="payout-done" ref={headingRef} tabIndex={-1}>
          {t('request.done.title')}
        </h2>
        <p role="status">{t('request.done.text', { amount: f.money(done.amount) })}</p>
        <Row>
          <ButtonLink $variant="primary" href={historyHref}>
            {t('request.done.history')}
          </ButtonLink>
          <ButtonLink $variant="secondary" href={overviewHref}>
            {t('request.done.overview')}
          </ButtonLink>
        </Row>
      </Panel>
    );
  }

  if (step === 'confirm' && body) {
    return (
      <Panel aria-labelledby="payout-confirm">
        <h2 id="payout-confirm" ref={headingRef} tabIndex={-1}>
          {t('request.confirm.title')}
        </h2>
        <Summary>
          <dt>{t('request.confirm.amount')}</dt>
          <dd data-testid="payout-confirm-amount">{money(body.amountMinor)}</dd>
          <dt>{t('request.confirm.method')}</dt>
          <dd>{t(`request.method.${body.method}`)}</dd>
          <dt>{body.method === 'IBAN' ? t('request.iban.label') : t('request.email.label')}</dt>
          <dd>{body.method === 'IBAN' ? groupIban(body.iban) : body.email}</dd>
        </Summary>
        <p>{t('request.confirm.text')}</p>
        {alert && <FormAlert>{alert}</FormAlert>}
        <Row>
          <Button onClick={() => void confirm()} loading={sending} loadingLabel={t('request.confirm.sending')}>
            {t('request.confirm.submit')}
          </Button>
          <Button variant="secondary" onClick={() => setStep('edit')} disabled={sending}>
            {t('request.confirm.back')}
          </Button>
        </Row>
      </Panel>
    );
  }

  const methodField = (method: PayoutMethod) => (
    <label>
      <input type="radio" name="payout-method" value={method} checked={values.method === method} onChange={() => set('method', method)} />
      {t(`request.method.${method}`)}
    </label>
  );

  return (
    <form ref={formRef} noValidate onSubmit={review} aria-labelledby="payout-form-title">
      <h2 id="payout-form-title">{t('request.form.title')}</h2>
      <p>{t('request.form.available', { available: money(available) })}</p>
      {alert && <FormAlert>{alert}</FormAlert>}
      <TextField
        id="payout-amount"
        name="amount"
        label={t('request.amount.label', { currency: limits.currency })}
        hint={t('request.amount.hint', { min: money(limits.minimumMinor), max: money(available) })}
        inputMode="decimal"
        autoComplete="off"
        value={values.amount}
        onChange={(e) => set('amount', e.target.value)}
        error={
          errors.amount
            ? t(errors.amount, { min: money(limits.minimumMinor), max: money(available), balance: money(limits.balanceMinor), remaining: money(limits.remainingMinor) })
            : null
        }
        addon={
          <Button variant="secondary" onClick={() => set('amount', formatMoneyInput(available, limits.currency, f.locale))}>
            {t('request.amount.all')}
          </Button>
        }
      />
      <Methods>
        <legend>{t('request.method.legend')}</legend>
        {methodField('IBAN')}
        {methodField('PAYPAL')}
      </Methods>
      {values.method === 'IBAN' ? (
        <TextField
          id="payout-iban"
          name="iban"
          label={t('request.iban.label')}
          hint={t('request.iban.hint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          value={values.iban}
          onChange={(e) => set('iban', e.target.value)}
          error={errors.iban ? t(errors.iban) : null}
        />
      ) : (
        <EmailField
          id="payout-email"
          label={t('request.email.label')}
          hint={t('request.email.hint')}
          maxLength={PAYOUT_LIMITS.emailMax}
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          error={errors.email ? t(errors.email, { max: PAYOUT_LIMITS.emailMax }) : null}
        />
      )}
      <Row>
        <Button type="submit">{t('request.form.continue')}</Button>
      </Row>
    </form>
  );
}

const Panel = styled.section`
  h2:focus {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 4px;
  }
`;
const Row = styled.div`
  display: flex; flex-wrap: wrap; gap: 12px;
  margin-top: 8px;
`;
const Summary = styled.dl`
  ${labelValueList};
  gap: 8px 20px;
  margin: 16px 0;
  padding: 16px 20px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.xl}px;
`;
const Methods = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 18px;
  display: flex; flex-wrap: wrap; gap: 8px 20px;
  legend {
    font-weight: 600;
    margin-bottom: 8px;
    width: 100%;
  }
  label {
    display: inline-flex; align-items: center; gap: 8px;
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
  }
`;
