/** Balance and the §9 yearly payout limit side by side (stacked on phones). */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { media, theme } from '@/styles/theme';
import type { PayoutFigures } from './payout-figures';
import { usePayoutFormat } from './use-payout-format';

export function BalanceSummary({ figures }: { figures: PayoutFigures }) {
  const { t } = useTranslation('payouts');
  const f = usePayoutFormat();
  const { balance, otherBalances, limit } = figures;
  const remaining = { amountMinor: limit.remainingMinor, currency: limit.yearly.currency };
  return (
    <Cards>
      <Card aria-labelledby="payouts-balance">
        <h2 id="payouts-balance">{t('balance.title')}</h2>
        <Figure data-testid="payout-balance">{f.money(balance)}</Figure>
        <p>{t('balance.text')}</p>
        {otherBalances.length > 0 && (
          <p>{t('balance.other', { amounts: otherBalances.map(f.money).join(', ') })}</p>
        )}
      </Card>
      <Card aria-labelledby="payouts-limit">
        <h2 id="payouts-limit">{t('limit.title')}</h2>
        <Figure>{f.money(limit.yearly)}</Figure>
        <p>{t('limit.text', { remaining: f.money(remaining) })}</p>
      </Card>
    </Cards>
  );
}

const Cards = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 16px;
  margin-bottom: 24px;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;
const Card = styled.section`
  background: #fff;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.webAppCard}px;
  padding: 20px 24px;
  h2 {
    margin: 0 0 4px;
    font-size: 1rem;
    color: ${theme.colors.inkMuted};
  }
  p {
    margin: 8px 0 0;
    color: ${theme.colors.inkMuted};
  }
`;
const Figure = styled.p`
  && {
    margin: 4px 0 0;
    font-size: 2rem;
    font-weight: 700;
    color: ${theme.colors.blue900};
  }
`;
