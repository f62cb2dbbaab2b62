/**
 * /profile/payouts/history and /app/payouts/history: the knower's requests, newest first, each
 * with its state (requested -> approved -> paid, or rejected with the reviewer's reason, the money
 * then back in the balance) and the dates of each step.
 */
import { styled } from 'next-yak';
import { fromTable } from '@/components/ui/style-table';
import { unstyledList } from '@/components/ui/unstyled-list';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMoreList } from '@/components/ui/load-more-list';
import { usePayoutHistory, type PayoutRequest } from '@/lib/api/payouts';
import type { PayoutState } from '@/lib/contract/payouts';
import { useEdition } from '@/lib/edition/use-edition';
import { editionHref } from '@/lib/links/edition-href';
import { theme } from '@/styles/theme';
import { groupIban } from './payout-request-values';
import type { PayoutKnower } from './payouts-layout';
import { usePayoutFormat } from './use-payout-format';
import { usePayoutListLabels } from './use-payout-list-labels';

const STATE_COLOURS: Record<PayoutState, { bg: string; fg: string }> = {
  REQUESTED: { bg: theme.colors.surfaceAlt, fg: theme.colors.ink },
  APPROVED: { bg: theme.colors.blue100, fg: theme.colors.blue900 },
  PAID: { bg: '#e3f4ea', fg: '#155c34' },
  REJECTED: { bg: theme.colors.pink100, fg: theme.colors.danger },
};

/** The IBAN shows only its last four characters in the list (the e-mail does the same). */
function destination(r: PayoutRequest): string {
  return r.method === 'IBAN' ? `${groupIban(r.details).slice(0, 4)} … ${r.details.slice(-4)}` : r.details;
}

export function PayoutHistoryView({ knower }: { knower: PayoutKnower }) {
  const { t } = useTranslation('payouts');
  const edition = useEdition();
  const f = usePayoutFormat();
  const list = usePayoutHistory(knower.knowerUuid);
  const labels = usePayoutListLabels(list, t('history.error'));
  return (
    <LoadMoreList list={list} labels={labels}>
      {list.items.length === 0 ? (
        <EmptyState
          title={t('history.emptyTitle')}
          text={t('history.emptyText')}
          actions={
            <ButtonLink $variant="primary" href={editionHref(edition, knower.paths.request)}>
              {t('nav.request')}
            </ButtonLink>
          }
        />
      ) : (
        <Items aria-label={t('history.listLabel')}>
          {list.items.map((r) => {
            const steps: [string, string | null][] = [
              [t('history.requestedOn'), r.createdOn],
              [t('history.approvedOn'), r.approvedOn],
              [t('history.paidOn'), r.paidOn],
              [t('history.rejectedOn'), r.rejectedOn],
            ];
            return (
              <li key={r.uuid} data-testid="payout-request">
                <Head>
                  <strong>{f.money(r.amount)}</strong>
                  <State $state={r.state}>{t(`state.${r.state}`)}</State>
                </Head>
                <Detail>
                  {t(`request.method.${r.method}`)}: {destination(r)}
                </Detail>
                <Steps>
                  {steps
                    .filter(([, at]) => at)
                    .map(([label, at]) => (
                      <li key={label}>
                        {label} <time dateTime={at!}>{f.date(at!)}</time>
                      </li>
                    ))}
                </Steps>
                {r.state === 'REJECTED' && (
                  <Reason>
                    <strong>{t('history.reason')}</strong> {r.rejectionReason ?? '—'}
                    <br />
                    {t('history.returned')}
                  </Reason>
                )}
              </li>
            );
          })}
        </Items>
      )}
    </LoadMoreList>
  );
}

const Items = styled.ul`
  ${unstyledList};
  > li {
    padding: 16px 20px;
    margin-bottom: 12px;
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius.xl}px;
    background: #fff;
  }
`;
const Head = styled.div`
  display: flex; align-items: center; justify-content: space-between; gap: 12px;
  strong {
    font-size: 1.2rem;
    font-variant-numeric: tabular-nums;
  }
`;
const State = styled.span<{ $state: PayoutState }>`
  padding: 3px 12px; border-radius: ${theme.radius.pill}px; font-size: 0.9rem; font-weight: 600;
  background: ${({ $state }) => fromTable(STATE_COLOURS, $state, 'bg')};
  color: ${({ $state }) => fromTable(STATE_COLOURS, $state, 'fg')};
`;
const Detail = styled.p`
  margin: 6px 0;
  color: ${theme.colors.inkMuted};
  overflow-wrap: anywhere;
`;
const Steps = styled.ul`
  display: flex; flex-wrap: wrap; gap: 4px 18px;
  ${unstyledList};
  color: ${theme.colors.inkMuted};
  font-size: 0.92rem;
`;
const Reason = styled.p`
  margin: 10px 0 0;
  padding: 10px 12px;
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.pink100};
  color: ${theme.colors.ink};
`;
