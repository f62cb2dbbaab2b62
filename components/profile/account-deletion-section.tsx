/**
 * "Delete my account" (decision 0023): a dialog asks for the password, and for a current code
 * when two-step verification is on (or the server says one is needed); on success the local
 * session ends (the server has already ended every sign-in) and the visitor lands on the home
 * page with a goodbye toast.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { errorType, retryAfterSeconds, retryTime } from '@/components/auth/api-errors';
import { fieldErrors } from '@/lib/api/errors';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-fields';
import { useQuery } from '@tanstack/react-query';
import { deleteAccount } from '@/lib/api/data-rights';
import { twoFactorStatusQuery } from '@/lib/api/two-factor';
import { trackRequest, useTrackedRequest } from '@/lib/api/tracked-requests';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';
import { assignAfterToasts, notifyError, notifySuccess } from '@/lib/notifications/toast';
import { useSessionStore, type SessionUser } from '@/stores/session-store';
import { Muted, ProfileSection, SectionActions } from '@/components/shared/settings-section';
import { CurrentPasswordField } from './current-password-field';
import { TwoFactorCodeField } from './two-factor-code-field';

export const ACCOUNT_DELETION_AREA = 'profile.accountDeletion';

interface Props {
  user: SessionUser;
  /** The API call and the way out (replaced in component tests). */
  remove?: typeof deleteAccount;
  leave?: (href: string) => Promise<void>;
  /** Whether two-step verification is on; read from the API when not given. */
  twoFactorOn?: boolean;
}

export function AccountDeletionSection({ user, remove = deleteAccount, leave = assignAfterToasts, twoFactorOn }: Props) {
  const { t } = useTranslation('data-rights');
  const { locale } = useEdition();
  const busy = useTrackedRequest(ACCOUNT_DELETION_AREA);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  // The server's answer wins over a status that is still loading or stale.
  const [codeNeeded, setCodeNeeded] = useState(false);
  const status = useQuery({ ...twoFactorStatusQuery(user.uuid), enabled: twoFactorOn === undefined });
  const askCode = codeNeeded || (twoFactorOn ?? status.data?.enabled ?? false);
  const codeRef = useRef<HTMLInputElement>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const textId = 'account-deletion-text';

  const close = () => {
    if (busy) return;
    setOpen(false);
    setPassword('');
    setError(undefined);
    setCode('');
    setCodeError(undefined);
    setAlert(null);
  };

  const wrong = (message: string) => {
    setError(message);
    setCodeError(undefined);
    passwordRef.current?.focus();
  };

  const wrongCode = (message: string) => {
    setCodeNeeded(true);
    setError(undefined);
    setCodeError(message);
  };

  // The code field may appear only with its error (the server asked for it): focus it once rendered.
  useEffect(() => {
    if (codeError) codeRef.current?.focus();
  }, [codeError]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setAlert(null);
    if (!password) return wrong(t('deletion.passwordRequired'));
    if (askCode && !code.trim()) return wrongCode(t('deletion.codeRequired'));
    setError(undefined);
    setCodeError(undefined);
    try {
      await trackRequest(ACCOUNT_DELETION_AREA, remove(user.uuid, password, askCode ? code.trim() : undefined));
      notifySuccess(t('deletion.done'));
      // The session ends once the page is left: ended here first, this signed-in page's guard
      // (useRequireSession) sent the browser to the sign-in page, racing the way home.
      try {
        await leave(localeHref(locale.locale, '/'));
      } finally {
        useSessionStore.getState().clear();
      }
    } catch (err) {
      const type = errorType(err);
      if (type === 'InvalidCredentialsError') wrong(t('deletion.wrongPassword'));
      else if (type === 'Invalid2FATokenError') wrongCode(t('deletion.wrongCode'));
      else if (type === 'FormValidationError' && 'code' in fieldErrors(err)) wrongCode(t('deletion.codeRequired'));
      else if (type === 'FormValidationError') wrong(t('deletion.passwordRequired'));
      else if (type === 'TooManyLoginAttemptsError' || type === 'TooManyRequestsError') {
        const wait = retryAfterSeconds(err);
        setAlert(wait ? t('deletion.tooManyAttemptsUntil', { time: retryTime(wait, locale.locale) }) : t('deletion.tooManyAttempts'));
      } else notifyError(err);
    }
  };

  return (
    <ProfileSection title={t('deletion.title')} description={t('deletion.description')}>
      <Muted>{t('deletion.hint')}</Muted>
      <SectionActions>
        <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
          {t('deletion.open')}
        </Button>
      </SectionActions>
      <Dialog open={open} onClose={close} title={t('deletion.dialogTitle')} closeLabel={t('deletion.close')} describedBy={textId} initialFocus={passwordRef}>
        <form noValidate onSubmit={(e) => void onSubmit(e)}>
          <Muted id={textId}>{t('deletion.dialogText')}</Muted>
          {alert && <FormAlert>{alert}</FormAlert>}
          {/* Helps password managers fill in the password of this account. */}
          <input type="text" name="username" autoComplete="username" value={user.username ?? user.email ?? ''} readOnly hidden />
          <CurrentPasswordField
            ref={passwordRef}
            id="account-deletion-password"
            label={t('deletion.password')}
            value={password}
            onChange={setPassword}
            error={error}
          />
          {askCode && (
            <TwoFactorCodeField
              ref={codeRef}
              id="account-deletion-code"
              label={t('deletion.code')}
              hint={t('deletion.codeHint')}
              value={code}
              onChange={setCode}
              error={codeError}
              allowRecovery
            />
          )}
          <SectionActions>
            <Button type="submit" loading={busy} delayLoader loadingLabel={t('deletion.deleting')}>
              {t('deletion.confirm')}
            </Button>
            <Button type="button" variant="ghost" onClick={close} disabled={busy}>
              {t('deletion.cancel')}
            </Button>
          </SectionActions>
        </form>
      </Dialog>
    </ProfileSection>
  );
}

