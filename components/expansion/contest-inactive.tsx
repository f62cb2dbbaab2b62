/** No contest running here: say so clearly, show the last or next window, point to becoming a knower. */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Icon, IconTile } from '@/components/ui/icons';
import { Inner, Lead, Section, SectionTitle } from '@/components/shared/landing-section';
import { AppLink } from '@/components/ui/app-link';
import { BRAND } from '@/lib/config/brand';
import { theme } from '@/styles/theme';
import { ContestHero, Dates } from './contest-hero';
import type { ContestStatus } from './contest-status';

function windowKey(status: ContestStatus): string {
  if (status.phase === 'upcoming') return status.end ? 'inactive.upcoming' : 'inactive.upcomingOpenEnd';
  if (status.phase === 'ended') return 'inactive.ended';
  return 'inactive.none';
}

export function ContestInactive({ status }: { status: ContestStatus }) {
  const { t } = useTranslation('expansion');
  const vars = { brand: BRAND.name, start: status.start, end: status.end };
  return (
    <>
      <ContestHero title={t('inactive.title')}>
        <Status>{t('inactive.status')}</Status>
        {status.phase === 'none' ? (
          <p>{t('inactive.none', vars)}</p>
        ) : (
          <Dates>
            <Icon name="calendar" size={20} />
            {t(windowKey(status), vars)}
          </Dates>
        )}
      </ContestHero>
      <Section aria-labelledby="knower-title">
        <Inner $narrow>
          <IconTile>
            <Icon name="knower" />
          </IconTile>
          <SectionTitle id="knower-title">{t('inactive.knowerTitle')}</SectionTitle>
          <Lead>{t('inactive.knowerText', vars)}</Lead>
          <Strong>
            <AppLink to="/legal/tos-knower">{t('inactive.knowerLink')}</AppLink>
          </Strong>
        </Inner>
      </Section>
    </>
  );
}

const Status = styled.p`
  && {
    font-size: 1.25rem;
    font-weight: 700;
    color: ${theme.colors.ink};
  }
`;
const Strong = styled.p`
  margin: 0;
  font-weight: 700;
`;
