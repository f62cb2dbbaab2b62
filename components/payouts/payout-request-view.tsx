/**
 * /profile/payouts/request and /app/payouts/request: the figures first (balance, limit left), then
 * the form, or why there is nothing to request yet.
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SpinnerBlock } from '@/components/ui/spinner-block';
import { useRequestPayout } from '@/lib/api/payouts';
import type { Currency } from '@/lib/config/countries';
import { payoutMinimumMinor } from '@/lib/config/payout-minimums';
import { useEdition } from '@/lib/edition/use-edition';
import { editionHref } from '@/lib/links/edition-href';
import { usePayoutFigures } from './payout-figures';
import { PayoutRequestForm } from './payout-request-form';
import type { PayoutKnower } from './payouts-layout';
import { usePayoutFormat } from './use-payout-format';

export function PayoutRequestView({ knower }: { knower: PayoutKnower }) {
  const { t } = useTranslation('payouts');
  const edition = useEdition();
  const f = usePayoutFormat();
  const state = usePayoutFigures(knower.knowerUuid);
  const request = useRequestPayout(knower.knowerUuid);
  const overviewHref = editionHref(edition, knower.paths.overview);

  if (state.status === 'loading') {
    return (
      <SpinnerBlock label={t('loading')} room={32} />
    );
  }
  if (state.status === 'error') return <ErrorState message={t('errors.load')} retryLabel={t('retry')} onRetry={state.retry} />;
  const { balance, limit } = state.figures;
  const minimumMinor = payoutMinimumMinor(balance.currency as Currency);
  // The form stays once it has been used: after a request the figures reload, and its done step must stay.
  if (state.figures.available < minimumMinor && request.status === 'idle') {
    const why = balance.amountMinor <= 0 ? 'empty' : limit.remainingMinor < minimumMinor ? 'limitReached' : 'belowMinimum';
    const minimum = { amountMinor: minimumMinor, currency: balance.currency };
    return (
      <EmptyState
        title={t(`request.${why}Title`)}
        text={
          why === 'empty'
            ? t('request.emptyText')
            : why === 'limitReached'
              ? t('request.limitReachedText', { yearly: f.money(limit.yearly) })
              : t('request.belowMinimumText', { minimum: f.money(minimum), balance: f.money(balance) })
        }
        actions={
          <ButtonLink $variant="secondary" href={overviewHref}>
            {t('request.done.overview')}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <PayoutRequestForm
      limits={{ currency: balance.currency, balanceMinor: balance.amountMinor, remainingMinor: limit.remainingMinor, minimumMinor }}
      onSubmit={(body) => request.mutateAsync(body)}
      historyHref={editionHref(edition, knower.paths.history)}
      overviewHref={overviewHref}
    />
  );
}
