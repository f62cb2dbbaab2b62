/**
 * The learner's AI allowance (issue 12 §6): minutes left this month, when they reset, what a
 * tool costs, and the Pro offer where the edition has the Plus plan and the learner is not Pro.
 * `exhausted` is the NoTutoringMinutesAvailableError state: announced, with the same facts.
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { featureHref } from '@/components/shell/feature-href';
import { ButtonLink } from '@/components/ui/button';
import type { AiAllowance } from '@/lib/api/ai';
import { BRAND } from '@/lib/config/brand';
import { useEdition } from '@/lib/edition/use-edition';
import { editionHref } from '@/lib/links/edition-href';
import { theme } from '@/styles/theme';
import { formatLongDate } from '@/lib/dates';

export function formatResetDate(isoDay: string, htmlLang: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return formatLongDate(date, htmlLang, { timeZone: 'UTC' });
}

export function AllowancePanel({ allowance, exhausted = false, cost }: { allowance: AiAllowance; exhausted?: boolean; cost?: number }) {
  const { t } = useTranslation('ai');
  const edition = useEdition();
  const resets = formatResetDate(allowance.resetsOn, edition.locale.htmlLang);
  const proOffer = edition.country.flags.hasPlusPlan && allowance.premiumStatus !== 'PRO';
  return (
    <Box $exhausted={exhausted} role={exhausted ? 'alert' : undefined} aria-labelledby={exhausted ? 'allowance-title' : undefined} data-testid="ai-allowance">
      {exhausted && <h2 id="allowance-title">{t('allowance.exhaustedTitle')}</h2>}
      <p>
        <strong>{t('allowance.remaining', { count: allowance.remainingMinutes, total: allowance.monthlyMinutes })}</strong>{' '}
        {t('allowance.resets', { date: resets })}
      </p>
      {cost !== undefined && !exhausted && <Small>{t('allowance.cost', { count: cost })}</Small>}
      {exhausted && <p>{t('allowance.exhaustedText', { date: resets })}</p>}
      {proOffer && (
        <Offer>
          <span>{t('allowance.proOffer', { pro: BRAND.proPlanName })}</span>
          <ButtonLink $variant={exhausted ? 'primary' : 'secondary'} href={editionHref(edition, featureHref('proPlan', '/pro-plan'))}>
            {t('allowance.proCta', { pro: BRAND.proPlanName })}
          </ButtonLink>
        </Offer>
      )}
    </Box>
  );
}

const Box = styled.section<{ $exhausted: boolean }>`
  margin: 0 0 20px;
  padding: 14px 18px;
  border-radius: ${theme.radius.xl}px;
  border: 1px solid ${({ $exhausted }) => ($exhausted ? theme.colors.pink600 : theme.colors.line)};
  background: ${({ $exhausted }) => ($exhausted ? theme.colors.pink100 : theme.colors.surfaceAlt)};
  h2 {
    margin: 0 0 8px;
    font-size: 1.2rem;
    color: ${theme.colors.blue900};
  }
  p {
    margin: 0 0 6px;
  }
`;
const Small = styled.p`
  font-size: 0.92rem;
  color: ${theme.colors.inkMuted};
`;
const Offer = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; gap: 10px 16px;
  margin-top: 10px;
`;
