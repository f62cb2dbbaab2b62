/**
 * Username with a live availability check: ~400 ms after the last keystroke the API is asked
 * (GET users/usernames/{name}: 404 = free, a cached query per name); only the answer for the
 * latest input counts.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { TextField } from '@/components/ui/form-fields';
import { USERNAME_PATTERN } from '@/components/auth/validation';
import { USER_LIMITS } from '@/lib/contract/limits';
import { Button } from '@/components/ui/button';
import { toApiError } from '@/lib/api/errors';
import { trackRequest, useTrackedRequest } from '@/lib/api/tracked-requests';
import { changeUsername, getUsernameAvailableQueryOptions, isUsernameAvailable } from '@/lib/api/users';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { notifyError, notifySuccess } from '@/lib/notifications/toast';
import { useSessionStore, type SessionUser } from '@/stores/session-store';
import { theme } from '@/styles/theme';
import { ProfileSection, SectionActions } from '@/components/shared/settings-section';

export const USERNAME_AREA = 'profile.username';
export const USERNAME_CHECK_DELAY_MS = 400;

export type UsernameStatus = 'idle' | 'current' | 'invalid' | 'checking' | 'available' | 'taken' | 'unknown';

/**
 * Live availability of `value` (debounced); `current` is the user's own name. `check` is the
 * availability call (the API's by default).
 */
export function useUsernameStatus(
  value: string,
  current: string | undefined,
  { delayMs = USERNAME_CHECK_DELAY_MS, check = isUsernameAvailable }: { delayMs?: number; check?: (username: string) => Promise<boolean> } = {},
): UsernameStatus {
  const trimmed = value.trim();
  const local: UsernameStatus | null = !trimmed
    ? 'idle'
    : current !== undefined && trimmed.toLowerCase() === current.toLowerCase()
      ? 'current'
      : !USERNAME_PATTERN.test(trimmed)
        ? 'invalid'
        : null;
  const settled = useDebouncedValue(trimmed, delayMs);
  const query = useQuery({ ...getUsernameAvailableQueryOptions(settled ?? '', check), enabled: local === null && settled === trimmed });

  if (local !== null) return local;
  if (settled !== trimmed || query.isPending) return 'checking';
  return query.isError ? 'unknown' : query.data ? 'available' : 'taken';
}

export function UsernameSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const busy = useTrackedRequest(USERNAME_AREA);
  const [value, setValue] = useState(user.username ?? '');
  const [error, setError] = useState<string | null>(null);
  const status = useUsernameStatus(value, user.username);
  const input = useRef<HTMLInputElement>(null);

  const statusText: Record<UsernameStatus, string | null> = {
    idle: null,
    current: t('username.current'),
    invalid: t('username.rules'),
    checking: t('username.checking'),
    available: t('username.available'),
    taken: t('username.taken'),
    unknown: t('username.unknown'),
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const name = value.trim();
    if (!name) {
      setError(t('username.required'));
      return input.current?.focus();
    }
    if (status === 'invalid') {
      setError(t('username.rules'));
      return input.current?.focus();
    }
    if (status === 'taken') {
      setError(t('username.taken'));
      return input.current?.focus();
    }
    if (status === 'current') return;
    setError(null);
    try {
      const updated = await trackRequest(USERNAME_AREA, changeUsername(user.uuid, name));
      const session = useSessionStore.getState();
      session.setSession({ user: { ...session.user, ...updated } });
      notifySuccess(t('username.saved', { username: updated.username }));
    } catch (err) {
      const type = toApiError(err).type;
      if (type === 'UsernameInUseError') setError(t('username.taken'));
      else if (type === 'InvalidUsernameError' || type === 'FormValidationError') setError(t('username.rules'));
      else return notifyError(err);
      input.current?.focus();
    }
  };

  const shown = error ? null : statusText[status];
  const tone = status === 'available' || status === 'current' ? 'ok' : status === 'taken' || status === 'invalid' ? 'bad' : 'neutral';
  return (
    <ProfileSection title={t('username.title')} description={t('username.description')}>
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField
          ref={input}
          id="profile-username"
          label={t('username.label')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={USER_LIMITS.usernameMax}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          error={error}
          aria-describedby="profile-username-status"
          after={
            <Status id="profile-username-status" role="status" $tone={tone}>
              {shown}
            </Status>
          }
        />
        <SectionActions>
          <Button type="submit" loading={busy} delayLoader loadingLabel={t('loading')} disabled={status !== 'available' && status !== 'unknown'}>
            {t('username.submit')}
          </Button>
        </SectionActions>
      </form>
    </ProfileSection>
  );
}

const Status = styled.p<{ $tone: 'ok' | 'bad' | 'neutral' }>`
  margin: 0;
  min-height: 1.4em;
  font-size: 0.92rem;
  font-weight: 600;
  color: ${({ $tone }) => ($tone === 'ok' ? theme.colors.blue700 : $tone === 'bad' ? theme.colors.danger : theme.colors.inkMuted)};
`;
