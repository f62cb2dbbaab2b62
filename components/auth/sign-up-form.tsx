/**
 * Sign-up (spec §2.1 /auth/signup, query redirect, utm_content, title): name, e-mail, password,
 * the date of birth where the country sets a minimum age (the API checks it), and the newsletter
 * opt-in with the country's default. Creates the account (the server sends the confirmation
 * mail), signs in at once and continues to onboarding, which then leads to `redirect`.
 */
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Trans } from 'react-i18next';
import { SwitchFormLink } from './switch-form-link';
import { Button } from '@/components/ui/button';
import { getAttribution } from '@/lib/analytics/attribution';
import { trackEvent } from '@/lib/analytics/track';
import { trackRequest, useTrackedRequest } from '@/lib/api/tracked-requests';
import { createUser } from '@/lib/api/users';
import { useEdition } from '@/lib/edition/use-edition';
import { useHasMounted } from '@/lib/hooks/use-has-mounted';
import { localeHref } from '@/lib/links/locale-path';
import { assignAfterToasts, notifyError } from '@/lib/notifications/toast';
import { useSessionStore } from '@/stores/session-store';
import { theme } from '@/styles/theme';
import { errorType, firstInvalid, formFieldErrors, type FieldMessages } from './api-errors';
import { Actions, AuthCard } from '@/components/shared/auth-layout';
import { CheckboxField, TextField, EmailField } from '@/components/ui/form-fields';
import { AuthPasswordField } from './auth-password-field';
import { afterSignInHref, navigate, readQueryParam, safeRedirect } from '@/components/shared/redirect';
import { settleEvent } from './sign-in-form';
import { useQueryParam } from '@/components/shared/use-query-param';
import { isEmail, isValidBirthDate, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, passwordProblem, codePointLength } from './validation';

export const SIGN_UP_AREA = 'auth.signUp';
const FIELDS = ['name', 'email', 'password', 'birthDate'] as const;
type Field = (typeof FIELDS)[number];
const TITLE_MAX = 120;

/**
 * Where the new account goes on, read from the address when it goes (not from a render): a submit
 * replayed while the form hydrates runs a render that does not know the query yet.
 */
function wayOn() {
  return { redirect: safeRedirect(readQueryParam('redirect')), utm_content: readQueryParam('utm_content') };
}

export function SignUpForm() {
  const { t } = useTranslation('auth');
  const { locale, country } = useEdition();
  const mounted = useHasMounted();
  const customTitle = useQueryParam('title')?.trim().slice(0, TITLE_MAX) || null;
  const token = useSessionStore((s) => s.token);
  const busy = useTrackedRequest(SIGN_UP_AREA);
  const minimumAge = country.minimumAge;
  const [values, setValues] = useState({ name: '', email: '', password: '', birthDate: '' });
  const [newsletter, setNewsletter] = useState(country.subscribeEmailByDefault);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [leaving, setLeaving] = useState(false);
  const submitting = useRef(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const birthDateRef = useRef<HTMLInputElement>(null);

  // Signed in already: nothing to sign up for.
  useEffect(() => {
    if (mounted && token && !submitting.current) navigate(afterSignInHref(locale.locale, readQueryParam('redirect')), { replace: true });
  }, [mounted, token, locale.locale]);

  const set = (field: Field) => (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const passwordMessage = (value: string) => {
    const problem = passwordProblem(value);
    if (problem === 'required') return t('signUp.errors.passwordRequired');
    if (problem) return t('common.passwordRules', { min: PASSWORD_MIN, max: PASSWORD_MAX });
    return null;
  };

  const birthDateMessage = () =>
    isValidBirthDate(values.birthDate) ? t('signUp.errors.tooYoung', { age: minimumAge }) : t('signUp.errors.birthDateInvalid');

  const validate = (): FieldMessages => {
    const found: FieldMessages = {};
    const name = values.name.trim();
    if (!name) found.name = t('signUp.errors.nameRequired');
    else if (codePointLength(values.name) > NAME_MAX) found.name = t('signUp.errors.nameTooLong', { max: NAME_MAX });
    if (!isEmail(values.email)) found.email = t('common.emailInvalid');
    const pw = passwordMessage(values.password);
    if (pw) found.password = pw;
    if (minimumAge !== null) {
      if (!values.birthDate) found.birthDate = t('signUp.errors.birthDateRequired');
      else if (!isValidBirthDate(values.birthDate)) found.birthDate = t('signUp.errors.birthDateInvalid');
    }
    return found;
  };

  const showErrors = (found: FieldMessages) => {
    setErrors(found);
    const first = firstInvalid(FIELDS, found) as Field | null;
    const refs: Record<Field, RefObject<HTMLInputElement | null>> = { name: nameRef, email: emailRef, password: passwordRef, birthDate: birthDateRef };
    if (first) refs[first].current?.focus();
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || leaving) return;
    const found = validate();
    if (Object.keys(found).length) return showErrors(found);
    setErrors({});
    submitting.current = true;
    const email = values.email.trim();
    let created = false;
    try {
      await trackRequest(
        SIGN_UP_AREA,
        (async () => {
          const { source, sourceCampaign } = getAttribution();
          await createUser({
            email,
            name: values.name.trim(),
            password: values.password,
            source,
            sourceCampaign,
            newsletter,
            country: country.code,
            interfaceLanguage: locale.interfaceLanguage,
            contentLanguage: locale.locale,
            ...(minimumAge !== null ? { birthDate: values.birthDate } : {}),
          });
          created = true;
          await useSessionStore.getState().signInWithPassword(email, values.password);
        })(),
      );
      setLeaving(true);
      await settleEvent(trackEvent('sign_up'));
      navigate(localeHref(locale.locale, '/app/onboarding', wayOn()));
    } catch (error) {
      submitting.current = false;
      if (created) {
        // The account exists; only signing in failed (e.g. offline): continue on the sign-in page.
        notifyError(error);
        setLeaving(true);
        void assignAfterToasts(localeHref(locale.locale, '/auth/signin', wayOn()));
        return;
      }
      const type = errorType(error);
      if (type === 'EmailInUseError' || type === 'EmailAccountExistsError') {
        showErrors({ email: t('signUp.errors.emailInUse') });
      } else if (type === 'FormValidationError') {
        const fields = formFieldErrors(error, {
          name: t('signUp.errors.nameRequired'),
          email: t('common.emailInvalid'),
          password: passwordMessage(values.password) ?? t('common.passwordRules', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
          birthDate: birthDateMessage(),
        });
        const known = Object.fromEntries(Object.entries(fields).filter(([f]) => (FIELDS as readonly string[]).includes(f)));
        if (Object.keys(known).length) showErrors(known);
        else notifyError(error);
      } else {
        notifyError(error);
      }
    }
  };

  const rules = t('common.passwordRules', { min: PASSWORD_MIN, max: PASSWORD_MAX });
  return (
    <AuthCard
      title={customTitle ?? t('signUp.title')}
      intro={t('signUp.intro')}
      footer={<SwitchFormLink to="/auth/signin" question={t('signUp.haveAccount')} link={t('signUp.signIn')} />}
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField
          ref={nameRef}
          label={t('signUp.name')}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          maxLength={NAME_MAX}
          required
        />
        <EmailField
          ref={emailRef}
          label={t('common.email')}
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          hint={t('signUp.emailHint')}
          required
        />
        <AuthPasswordField
          ref={passwordRef}
          label={t('common.password')}
          name="new-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          hint={rules}
          fresh
        />
        {minimumAge !== null && (
          <TextField
            ref={birthDateRef}
            label={t('signUp.birthDate')}
            type="date"
            name="bday"
            autoComplete="bday"
            max={mounted ? new Date().toISOString().slice(0, 10) : undefined}
            value={values.birthDate}
            onChange={set('birthDate')}
            error={errors.birthDate}
            hint={t('signUp.birthDateHint', { age: minimumAge })}
            required
          />
        )}
        <CheckboxField label={t('signUp.newsletter')} name="newsletter" checked={newsletter} onChange={(e) => setNewsletter(e.target.checked)} />
        <Actions>
          <Button type="submit" loading={busy || leaving} delayLoader loadingLabel={t('common.loading')}>
            {t('signUp.submit')}
          </Button>
        </Actions>
        <Legal>
          <Trans
            t={t}
            i18nKey="signUp.legal"
            components={{
              tos: <a href={localeHref(locale.locale, '/legal/tos')} />,
              privacy: <a href={localeHref(locale.locale, '/legal/privacy')} />,
            }}
          />
        </Legal>
      </form>
    </AuthCard>
  );
}

const Legal = styled.p`
  margin: 16px 0 0;
  font-size: 0.9rem;
  color: ${theme.colors.inkMuted};
  text-align: center;
`;
