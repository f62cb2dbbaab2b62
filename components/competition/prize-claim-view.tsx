/**
 * /profile/payouts/competition-form (decision 0031): a winner's payout details for their prize.
 * With `?accessToken=` from the winner's e-mail it opens without signing in; a used, expired or
 * forged link gets a page saying which, with the way to sign in. Without a link the signed-in
 * winner's newest prize is shown (visitors are sent to sign in first).
 */
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useQueryParam } from '@/components/shared/use-query-param';
import { useRequireSession } from '@/components/shared/use-require-session';
import { ErrorState } from '@/components/ui/error-state';
import { MessagePanel } from '@/components/ui/message-panel';
import { SpinnerBlock } from '@/components/ui/spinner-block';
import { usePrizeClaim, type PrizeClaim } from '@/lib/api/competition';
import type { PrizeLinkReason } from '@/lib/contract/competition';
import { useEdition } from '@/lib/edition/use-edition';
import { useHasMounted } from '@/lib/hooks/use-has-mounted';
import { localeHref } from '@/lib/links/locale-path';
import { isNotFound, linkRefusal } from './competition-errors';
import { COMPETITION_FORM_PATH } from './competition-view';
import { PrizeClaimForm } from './prize-claim-form';
import { ClaimPage } from './prize-claim-layout';

export function PrizeClaimView() {
  const mounted = useHasMounted();
  const token = useQueryParam('accessToken');
  if (!mounted) return <Loading />;
  return token ? <LinkClaim token={token} /> : <SignedInClaim />;
}

function Loading() {
  const { t } = useTranslation('competition');
  return (
    <ClaimPage>
      <SpinnerBlock label={t('loading')} room={64} />
    </ClaimPage>
  );
}

/** A refused link: which problem, and signing in as the way on. */
export function LinkRefused({ reason }: { reason: PrizeLinkReason }) {
  const { t } = useTranslation('competition');
  const { locale } = useEdition();
  return (
    <MessagePanel
      role="alert"
      title={t(`link.${reason}.title`)}
      message={t(`link.${reason}.text`)}
      actionLabel={t('link.signIn')}
      actionHref={localeHref(locale.locale, '/auth/signin', { redirect: COMPETITION_FORM_PATH })}
    />
  );
}

function LinkClaim({ token }: { token: string }) {
  const claim = usePrizeClaim(token, null);
  const [refused, setRefused] = useState<PrizeLinkReason | null>(null);
  if (refused) return <LinkRefused reason={refused} />;
  return <ClaimState query={claim} accessToken={token} onRefused={setRefused} />;
}

function SignedInClaim() {
  const user = useRequireSession();
  const claim = usePrizeClaim(null, user?.uuid ?? null, !!user);
  if (!user) return <Loading />;
  return <ClaimState query={claim} accessToken={null} onRefused={() => undefined} />;
}

interface ClaimQuery {
  data: PrizeClaim | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

function ClaimState({ query, accessToken, onRefused }: { query: ClaimQuery; accessToken: string | null; onRefused: (r: PrizeLinkReason) => void }) {
  const { t } = useTranslation('competition');
  const { locale } = useEdition();
  if (query.isPending) return <Loading />;
  if (query.isError) {
    const reason = linkRefusal(query.error);
    if (reason) return <LinkRefused reason={reason} />;
    if (isNotFound(query.error)) {
      return (
        <MessagePanel
          title={t('form.noPrize.title')}
          message={t('form.noPrize.text')}
          actionLabel={t('form.toCompetition')}
          actionHref={localeHref(locale.locale, '/profile/payouts/competition')}
        />
      );
    }
    return (
      <ClaimPage>
        <ErrorState message={t('form.errors.failed')} retryLabel={t('leaderboard.retry')} onRetry={() => void query.refetch()} />
      </ClaimPage>
    );
  }
  return <PrizeClaimForm claim={query.data!} accessToken={accessToken} onRefused={onRefused} />;
}
