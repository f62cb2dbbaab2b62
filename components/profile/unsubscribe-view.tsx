/**
 * Newsletter unsubscribe (link in e-mails: /newsletter/unsubscribe?emailType=…&
 * emailPreferencesToken=…&emailUuid=…; POST users/newsletter/unsubscribe/v2). No sign-in needed:
 * the preferences token authorises it. Runs once on load; an invalid link says so.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { AuthLoading, AuthOutcome } from '@/components/shared/auth-layout';
import { useQueryParam } from '@/components/shared/use-query-param';
import { Button, ButtonLink } from '@/components/ui/button';
import { toApiError } from '@/lib/api/errors';
import { trackRequest, useTrackedRequest } from '@/lib/api/tracked-requests';
import { unsubscribeNewsletter } from '@/lib/api/users';
import { useEdition } from '@/lib/edition/use-edition';
import { useHasMounted } from '@/lib/hooks/use-has-mounted';
import { localeHref } from '@/lib/links/locale-path';
import { notifyError } from '@/lib/notifications/toast';

export const UNSUBSCRIBE_AREA = 'newsletter.unsubscribe';
type State = 'working' | 'done' | 'invalid' | 'failed';

export function UnsubscribeView() {
  const { t } = useTranslation('profile');
  const { locale } = useEdition();
  const mounted = useHasMounted();
  const busy = useTrackedRequest(UNSUBSCRIBE_AREA);
  const token = useQueryParam('emailPreferencesToken');
  const emailType = useQueryParam('emailType') ?? 'NEWSLETTER';
  const emailUuid = useQueryParam('emailUuid') ?? '';
  const [result, setResult] = useState<State | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Unsubscribing twice is harmless (same result), so no single-use guard is needed.
    if (!token) return;
    let cancelled = false;
    trackRequest(UNSUBSCRIBE_AREA, unsubscribeNewsletter({ emailType, emailPreferencesToken: token, emailUuid }))
      .then(() => 'done' as const)
      .catch((error: unknown): State => {
        const type = toApiError(error).type;
        if (type === 'NotFoundError' || type === 'FormValidationError') return 'invalid';
        notifyError(error);
        return 'failed';
      })
      .then((outcome) => {
        if (!cancelled) setResult(outcome);
      });
    return () => {
      cancelled = true;
    };
  }, [token, emailType, emailUuid, attempt]);

  const retry = () => {
    setResult(null);
    setAttempt((n) => n + 1);
  };
  const state: State = !mounted ? 'working' : !token ? 'invalid' : (result ?? 'working');

  if (state === 'working') {
    return (
      <AuthLoading title={t('unsubscribe.title')} label={t('unsubscribe.working')} />
    );
  }
  if (state === 'done') {
    return (
      <AuthOutcome
        title={t('unsubscribe.doneTitle')}
        tone="success"
        message={emailType === 'ALL' ? t('unsubscribe.doneAll') : t('unsubscribe.doneNewsletter')}
        action={<ButtonLink $variant="primary" href={localeHref(locale.locale, '/')}>{t('unsubscribe.home')}</ButtonLink>}
      >
        <p>{t('unsubscribe.doneHint')}</p>
      </AuthOutcome>
    );
  }
  if (state === 'failed') {
    return (
      <AuthOutcome
        title={t('unsubscribe.title')}
        message={t('unsubscribe.failed')}
        action={
          <Button onClick={retry} loading={busy} delayLoader loadingLabel={t('loading')}>
            {t('unsubscribe.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <AuthOutcome
      title={t('unsubscribe.invalidTitle')}
      message={t('unsubscribe.invalidText')}
      action={<ButtonLink $variant="primary" href={localeHref(locale.locale, '/profile')}>{t('unsubscribe.toProfile')}</ButtonLink>}
    />
  );
}
