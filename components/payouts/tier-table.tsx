/**
 * The §9 payout tiers of the knower's country (knows published -> monthly amount), the knower's
 * own tier marked (their count of published public knows, which the monthly accrual counts,
 * decision 0025). Countries without tiers but with a per-reader rate state that rule and rate
 * (decision 0058); any other country says there is nothing instead of an empty table.
 */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { countryName } from '@/lib/knowers/country-name';
import { COUNTRIES, getPayoutTiers, type CountryCode } from '@/lib/config/countries';
import { ENGAGED_READ_SECONDS, engagedReaderRate } from '@/lib/config/payout-reader-rates';
import { pickPayoutTier } from '@/lib/config/payout-tier';
import { toMinorUnits } from '@/lib/money/minor-units';
import { theme } from '@/styles/theme';
import { usePayoutFormat } from './use-payout-format';

export function TierTable({ country, publishedKnows }: { country: CountryCode; publishedKnows: number | null }) {
  const { t } = useTranslation('payouts');
  const f = usePayoutFormat();
  const tiers = getPayoutTiers(country);
  const mine = publishedKnows === null ? null : pickPayoutTier(country, publishedKnows);
  const readerRate = engagedReaderRate(country);
  return (
    <Section aria-labelledby="payouts-tiers">
      <h2 id="payouts-tiers">{t('tiers.title')}</h2>
      {tiers.length === 0 && readerRate !== null ? (
        <p data-testid="payouts-reader-rule">
          {t('tiers.readers', {
            rate: f.money({ amountMinor: readerRate, currency: COUNTRIES[country].currency }),
            seconds: ENGAGED_READ_SECONDS,
          })}
        </p>
      ) : tiers.length === 0 ? (
        <p>{t('tiers.none', { country: countryName(country, f.locale) })}</p>
      ) : (
        <>
          <p>{t('tiers.text')}</p>
          <Scroll>
            <table>
              <caption>{t('tiers.caption', { country: countryName(country, f.locale) })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('tiers.knows')}</th>
                  <th scope="col">{t('tiers.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {tiers.map((tier) => {
                  const current = mine?.knowsRequirement === tier.knowsRequirement;
                  return (
                    <tr key={tier.knowsRequirement} aria-current={current ? 'true' : undefined} data-current={current || undefined}>
                      <th scope="row">
                        {tier.knowsRequirement}
                        {current && <Badge>{t('tiers.yours')}</Badge>}
                      </th>
                      <td>{f.money({ amountMinor: toMinorUnits(tier.payoutAmount, tier.currency), currency: tier.currency })}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </Scroll>
          {publishedKnows !== null && (
            <p role="status">{mine ? t('tiers.count', { n: publishedKnows }) : t('tiers.belowFirst')}</p>
          )}
        </>
      )}
    </Section>
  );
}

const Section = styled.section`
  margin-bottom: 28px;
  h2 {
    margin: 0 0 6px;
    font-size: 1.3rem;
    color: ${theme.colors.blue900};
  }
  p {
    color: ${theme.colors.inkMuted};
  }
`;
const Scroll = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    max-width: 520px;
    border-collapse: collapse;
  }
  caption {
    text-align: left;
    padding-bottom: 8px;
    color: ${theme.colors.inkMuted};
  }
  th,
  td {
    text-align: left;
    padding: 10px 12px;
    border-bottom: 1px solid ${theme.colors.line};
  }
  tbody th {
    font-weight: 600;
  }
  tr[data-current] {
    background: ${theme.colors.blue100};
  }
  td {
    font-variant-numeric: tabular-nums;
  }
`;
const Badge = styled.span`
  display: inline-block;
  margin-left: 10px;
  padding: 2px 8px; border-radius: ${theme.radius.pill}px; background: ${theme.colors.blue700}; color: #fff; font-size: 0.8rem;
`;
