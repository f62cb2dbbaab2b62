/**
 * "Where you're signed in" (decision 0022): the active sessions with browser and system, the
 * approximate country, when each signed in and was last used, "this device"; each other one can
 * be signed out, or all others at once. This device is not offered for signing out here: that is
 * the menu's sign-out, and "sign out of all other devices" keeps it, as the button says.
 */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { useRevokeSession, useSessions, useSignOutEverywhere, type Session } from '@/lib/api/sessions';
import { useEdition } from '@/lib/edition/use-edition';
import { notifyError, notifySuccess } from '@/lib/notifications/toast';
import { theme } from '@/styles/theme';
import { Muted, ProfileSection, SectionActions, SectionQueryState } from '@/components/shared/settings-section';
import { formatDateTime } from '@/lib/dates';

/** The API calls (component tests replace them). */
export interface SessionsApi {
  list?: () => Promise<Session[]>;
  revoke?: (id: string) => Promise<void>;
  signOutOthers?: () => Promise<number>;
}

function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  try {
    return formatDateTime(date, locale);
  } catch {
    return date.toISOString().slice(0, 16).replace('T', ' ');
  }
}

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function SessionsSection({ api = {} }: { api?: SessionsApi }) {
  const { t } = useTranslation('sessions');
  const { locale } = useEdition();
  const sessions = useSessions({ fetch: api.list });
  const revoke = useRevokeSession(api.revoke);
  const signOutOthers = useSignOutEverywhere(api.signOutOthers);

  const deviceName = (s: Session) =>
    s.browser && s.os ? t('device', { browser: s.browser, os: s.os }) : (s.browser ?? s.os ?? t('unknownDevice'));

  const onRevoke = (s: Session) =>
    revoke.mutate(s.id, {
      onSuccess: () => notifySuccess(t('signedOut', { device: deviceName(s) })),
      onError: (error) => notifyError(error),
    });

  const onSignOutOthers = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: (count) => notifySuccess(t('signedOutOthers', { count })),
      onError: (error) => notifyError(error),
    });

  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current);
  return (
    <ProfileSection title={t('title')} description={t('description')}>
      {sessions.isPending || sessions.isError ? (
        <SectionQueryState query={sessions} loadingLabel={t('loading')} failedText={t('loadFailed')} retryLabel={t('retry')} />
      ) : (
        <>
          <List>
            {list.map((s) => (
              <Item key={s.id}>
                <div>
                  <Device>
                    {deviceName(s)}
                    {s.current && <Badge>{t('thisDevice')}</Badge>}
                  </Device>
                  <Details>
                    {s.country && <span>{t('place', { country: countryName(s.country, locale.locale) })}</span>}
                    <span>{t('signedIn', { date: formatDate(s.createdAt, locale.locale) })}</span>
                    <span>{t('lastActive', { date: formatDate(s.lastUsedAt, locale.locale) })}</span>
                  </Details>
                </div>
                {!s.current && (
                  <Button
                    type="button"
                    variant="secondary"
                    aria-label={t('signOutLabel', { device: deviceName(s) })}
                    disabled={revoke.isPending && revoke.variables === s.id}
                    onClick={() => onRevoke(s)}
                  >
                    {t('signOut')}
                  </Button>
                )}
              </Item>
            ))}
          </List>
          {others.length > 0 ? (
            <>
              <Muted id="sessions-sign-out-others-hint">{t('signOutOthersHint')}</Muted>
              <SectionActions>
                <Button
                  type="button"
                  aria-describedby="sessions-sign-out-others-hint"
                  loading={signOutOthers.isPending}
                  loadingLabel={t('loading')}
                  onClick={onSignOutOthers}
                >
                  {t('signOutOthers')}
                </Button>
              </SectionActions>
            </>
          ) : (
            <Muted>{t('onlyThisDevice')}</Muted>
          )}
        </>
      )}
    </ProfileSection>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
`;
const Item = styled.li`
  display: flex; align-items: center; justify-content: space-between; gap: 12px;
  padding: 12px 0;
  border-top: 1px solid ${theme.colors.line};
  &:first-child {
    border-top: 0;
  }
`;
const Device = styled.p`
  margin: 0 0 4px;
  font-weight: 600;
  color: ${theme.colors.blue900};
`;
const Badge = styled.span`
  margin-left: 8px;
  padding: 2px 8px; border-radius: ${theme.radius.pill}px; background: ${theme.colors.blue100}; color: ${theme.colors.blue900}; font-size: 0.8rem; font-weight: 600;
`;
const Details = styled.p`
  margin: 0;
  display: flex; flex-wrap: wrap; gap: 4px 14px;
  color: ${theme.colors.inkMuted};
  font-size: 0.9rem;
`;
