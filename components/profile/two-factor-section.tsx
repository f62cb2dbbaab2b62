/**
 * Profile section "Two-step verification" (decision 0021): the state, setting it up (QR code
 * and key, then a first code), the recovery codes shown once, new recovery codes, turning it off.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-fields';
import { Spinner } from '@/components/ui/spinner';
import { sessionKeys, twoFactorKeys } from '@/lib/api/query-keys';
import { trackRequest, useTrackedRequest } from '@/lib/api/tracked-requests';
import { startTwoFactorEnrolment, useTwoFactorStatus } from '@/lib/api/two-factor';
import type { TwoFactorEnrolment } from '@/lib/contract/two-factor';
import { useEdition } from '@/lib/edition/use-edition';
import { notifyError, notifySuccess } from '@/lib/notifications/toast';
import type { SessionUser } from '@/stores/session-store';
import { errorType } from '@/components/auth/api-errors';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { Muted, ProfileSection, SectionActions } from '@/components/shared/settings-section';
import { TwoFactorDisableForm } from './two-factor-disable-form';
import { TwoFactorRegenerateForm } from './two-factor-regenerate-form';
import { TwoFactorSetup } from './two-factor-setup';
import { formatLongDate } from '@/lib/dates';

export const TWO_FACTOR_START_AREA = 'profile.twoFactor.start';

type View =
  | { kind: 'status' }
  | { kind: 'setup'; enrolment: TwoFactorEnrolment }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' }
  | { kind: 'regenerate' };

function formatDay(iso: string, locale: string): string {
  try {
    return formatLongDate(iso, locale);
  } catch {
    return new Date(iso).toISOString().slice(0, 10);
  }
}

export function TwoFactorSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation('security');
  const { locale } = useEdition();
  const queryClient = useQueryClient();
  const status = useTwoFactorStatus(user.uuid);
  const starting = useTrackedRequest(TWO_FACTOR_START_AREA);
  const [view, setView] = useState<View>({ kind: 'status' });
  // A change ends every other sign-in on the server (decision 0021): the session list too.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: twoFactorKeys.status(user.uuid) }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    ]);
  const back = () => setView({ kind: 'status' });

  const start = async () => {
    if (starting) return;
    try {
      setView({ kind: 'setup', enrolment: await trackRequest(TWO_FACTOR_START_AREA, startTwoFactorEnrolment(user.uuid)) });
    } catch (error) {
      // Turned on meanwhile (another tab): show the current state.
      if (errorType(error) === 'DuplicateError') void refresh();
      else notifyError(error);
    }
  };

  const showCodes = (codes: string[]) => {
    setView({ kind: 'codes', codes });
    void refresh();
  };

  let body;
  if (view.kind === 'setup') {
    body = <TwoFactorSetup userUuid={user.uuid} enrolment={view.enrolment} onEnabled={showCodes} onCancel={back} />;
  } else if (view.kind === 'codes') {
    body = (
      <RecoveryCodesPanel
        codes={view.codes}
        account={user.email ?? user.username ?? user.name}
        onDone={() => {
          back();
          notifySuccess(t('profile.saved'));
        }}
      />
    );
  } else if (view.kind === 'disable') {
    body = (
      <TwoFactorDisableForm
        userUuid={user.uuid}
        onCancel={back}
        onDone={() => {
          back();
          void refresh();
          notifySuccess(t('disable.done'));
        }}
      />
    );
  } else if (view.kind === 'regenerate') {
    body = <TwoFactorRegenerateForm userUuid={user.uuid} onCancel={back} onDone={showCodes} />;
  } else if (status.isPending) {
    body = <Spinner $size={24} aria-label={t('loading')} />;
  } else if (status.isError || !status.data) {
    body = <FormAlert>{t('profile.loadFailed')}</FormAlert>;
  } else if (status.data.enabled) {
    body = (
      <>
        <Muted role="status">
          {status.data.enabledAt ? t('profile.onSince', { date: formatDay(status.data.enabledAt, locale.locale) }) : t('profile.on')}{' '}
          {t('profile.codesLeft', { number: status.data.recoveryCodesLeft })}
        </Muted>
        <SectionActions>
          <Button variant="secondary" onClick={() => setView({ kind: 'regenerate' })}>
            {t('regenerate.open')}
          </Button>
          <Button variant="secondary" onClick={() => setView({ kind: 'disable' })}>
            {t('disable.open')}
          </Button>
        </SectionActions>
      </>
    );
  } else {
    body = (
      <>
        <Muted role="status">{t('profile.off')}</Muted>
        <SectionActions>
          <Button loading={starting} delayLoader loadingLabel={t('loading')} onClick={() => void start()}>
            {t('profile.start')}
          </Button>
        </SectionActions>
      </>
    );
  }

  return (
    <ProfileSection title={t('profile.title')} description={t('profile.description')}>
      {body}
    </ProfileSection>
  );
}
