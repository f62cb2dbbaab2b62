/**
 * /profile/payouts and /app/payouts: the balance, the §9 yearly limit, the country's tier table
 * with the knower's tier, a way to request a payout when there is something to request, and the
 * ledger.
 */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CompetitionTeaser } from '@/components/competition/competition-teaser';
import { ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { SpinnerBlock } from '@/components/ui/spinner-block';
import { useKnowerProfile } from '@/lib/api/knowers';
import { useEdition } from '@/lib/edition/use-edition';
import { editionHref } from '@/lib/links/edition-href';
import { BalanceSummary } from './balance-summary';
import { LedgerList } from './ledger-list';
import { usePayoutFigures } from './payout-figures';
import type { PayoutKnower } from './payouts-layout';
import { TierTable } from './tier-table';

export function PayoutsOverview({ knower }: { knower: PayoutKnower }) {
  const { t } = useTranslation('payouts');
  const edition = useEdition();
  const state = usePayoutFigures(knower.knowerUuid);
  const profile = useKnowerProfile(knower.knowerUuid);
  return (
    <>
      {state.status === 'loading' && (
        <SpinnerBlock label={t('loading')} room={32} />
      )}
      {state.status === 'error' && <ErrorState message={t('errors.load')} retryLabel={t('retry')} onRetry={state.retry} />}
      {state.status === 'ready' && (
        <>
          <BalanceSummary figures={state.figures} />
          <Actions>
            {state.figures.available > 0 ? (
              <ButtonLink $variant="primary" href={editionHref(edition, knower.paths.request)}>
                {t('overview.request')}
              </ButtonLink>
            ) : (
              <p>{state.figures.balance.amountMinor > 0 ? t('overview.limitReached') : t('overview.nothingYet')}</p>
            )}
            <ButtonLink $variant="secondary" href={editionHref(edition, knower.paths.history)}>
              {t('overview.history')}
            </ButtonLink>
          </Actions>
        </>
      )}
      <CompetitionTeaser />
      <TierTable country={knower.country} publishedKnows={profile.data?.counts.publishedKnows ?? null} />
      <LedgerList knowerUuid={knower.knowerUuid} />
    </>
  );
}

const Actions = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; gap: 12px;
  margin-bottom: 32px;
  p {
    margin: 0;
  }
`;
