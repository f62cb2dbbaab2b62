/**
 * The ledger (decision 0025), newest first and paged: monthly earnings (with their month and
 * tier), payouts (debits) and rejected payouts returned. Amounts signed, in the edition's locale.
 */
import { styled } from 'next-yak';
import { unstyledList } from '@/components/ui/unstyled-list';
import { useTranslation } from '@/lib/i18n/use-translation';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMoreList } from '@/components/ui/load-more-list';
import { useLedger, type LedgerEntry } from '@/lib/api/earnings';
import { theme } from '@/styles/theme';
import type { Translate } from '@/lib/i18n/translate';
import { usePayoutFormat, type PayoutFormat } from './use-payout-format';
import { usePayoutListLabels } from './use-payout-list-labels';

/** The tier label of an accrual reference (`accrual:2026-10:tier:6-15`), if it is one. */
function tierOf(reference: string): string | null {
  return /^accrual:\d{4}-\d{2}:tier:(.+)$/.exec(reference)?.[1] ?? null;
}

function describe(entry: LedgerEntry, t: Translate, f: PayoutFormat): { title: string; detail: string | null } {
  if (entry.kind === 'EARNING' && entry.period) {
    const tier = tierOf(entry.reference);
    return { title: t('ledger.earning', { month: f.month(entry.period), monthOf: f.monthOf(entry.period) }), detail: tier ? t('ledger.tier', { tier }) : null };
  }
  return { title: t(entry.kind === 'PAYOUT' ? 'ledger.payout' : entry.kind === 'PAYOUT_REVERSAL' ? 'ledger.reversal' : 'ledger.other'), detail: null };
}

export function LedgerList({ knowerUuid }: { knowerUuid: string }) {
  const { t } = useTranslation('payouts');
  const f = usePayoutFormat();
  const list = useLedger(knowerUuid);
  const labels = usePayoutListLabels(list, t('ledger.error'));
  return (
    <Section aria-labelledby="payouts-ledger">
      <h2 id="payouts-ledger">{t('ledger.title')}</h2>
      <LoadMoreList list={list} labels={labels}>
        {list.items.length === 0 ? (
          <EmptyState text={t('ledger.empty')} />
        ) : (
          <Rows>
            {list.items.map((entry) => {
              const { title, detail } = describe(entry, t, f);
              return (
                <li key={entry.uuid}>
                  <div>
                    <strong>{title}</strong>
                    <Meta>
                      <time dateTime={entry.createdOn}>{f.date(entry.createdOn)}</time>
                      {detail && <> · {detail}</>}
                    </Meta>
                  </div>
                  <Amount $negative={entry.amount.amountMinor < 0}>{f.signedMoney(entry.amount)}</Amount>
                </li>
              );
            })}
          </Rows>
        )}
      </LoadMoreList>
    </Section>
  );
}

const Section = styled.section`
  h2 {
    margin: 0 0 12px;
    font-size: 1.3rem;
    color: ${theme.colors.blue900};
  }
`;
const Rows = styled.ul`
  ${unstyledList};
  li {
    display: flex; align-items: center; justify-content: space-between; gap: 12px;
    padding: 12px 0;
    border-bottom: 1px solid ${theme.colors.line};
  }
`;
const Meta = styled.span`
  display: block;
  color: ${theme.colors.inkMuted};
  font-size: 0.92rem;
`;
const Amount = styled.span<{ $negative: boolean }>`
  font-weight: 700;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  color: ${({ $negative }) => ($negative ? theme.colors.ink : theme.colors.blue700)};
`;
