/**
 * "Delete my account" (decision 0023): a dialog asks for the password; on success the local
 * session ends (the server has already ended every sign-in) and the visitor lands on the home
 * page with a goodbye toast.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { errorType, retryAfterSeconds, retryTime } from '@/components/auth/api-errors';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert, PasswordField } from '@/components/ui/form-fields';
import { deleteAccount } from '@/lib/api/data-rights';
import { trackRequest, useTrackedRequest } from '@/lib/api/tracked-requests';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';
import { assignAfterToasts, notifyError, notifySuccess } from '@/lib/notifications/toast';
import { useSessionStore, type SessionUser } from '@/stores/session-store';
import { Muted, ProfileSection, SectionActions } from './section';

export const ACCOUNT_DELETION_AREA = 'profile.accountDeletion';

interface Props {
  user: SessionUser;
  /** The API call and the way out (replaced in component tests). */
  remove?: typeof deleteAccount;
  leave?: (href: string) => Promise<void>;
}

export function AccountDeletionSection({ user, remove = deleteAccount, leave = assignAfterToasts }: Props) {
  const { t } = useTranslation('data-rights');
  const { t: tp } = useTranslation('profile');
  const { locale } = useEdition();
  const busy = useTrackedRequest(ACCOUNT_DELETION_AREA);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const textId = 'account-deletion-text';

  const close = () => {
    if (busy) return;
    setOpen(false);
    setPassword('');
    setError(undefined);
    setAlert(null);
  };

  const wrong = (message: string) => {
    setError(message);
    passwordRef.current?.focus();
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setAlert(null);
    if (!password) return wrong(t('deletion.passwordRequired'));
    setError(undefined);
    try {
      await trackRequest(ACCOUNT_DELETION_AREA, remove(user.uuid, password));
      useSessionStore.getState().clear();
      notifySuccess(t('deletion.done'));
      await leave(localeHref(locale.locale, '/'));
    } catch (err) {
      const type = errorType(err);
      if (type === 'InvalidCredentialsError') wrong(t('deletion.wrongPassword'));
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
          <PasswordField
            ref={passwordRef}
            id="account-deletion-password"
            label={t('deletion.password')}
            showLabel={tp('showPassword')}
            hideLabel={tp('hidePassword')}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={error}
            required
          />
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

