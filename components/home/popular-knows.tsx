/**
 * The landing's real material (issue 22): the edition's most popular knows as cards linking to
 * their pages, from the page's static props (server/knows/landing-knows.ts). Nothing is rendered
 * when the edition has no public know yet.
 */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { AppLink } from '@/components/ui/app-link';
import { cardSurface, cardTitle, stretchedLink } from '@/components/ui/card-surface';
import { knowPath } from '@/lib/knows/know-href';
import { media, theme } from '@/styles/theme';
import type { LandingKnow } from '@/lib/pages/landing-data';
import { Icon } from '@/components/ui/icons';
import { Inner, Lead, Section, SectionTitle } from '@/components/shared/landing-section';
import { AllLink } from './all-link';

/** Cards take turns in the subject colours of the palette (spec §9) when they have no thumbnail. */
const TINTS = Object.values(theme.colors.subject);

export function PopularKnows({ knows }: { knows: LandingKnow[] }) {
  const { t } = useTranslation('home');
  if (knows.length === 0) return null;
  return (
    <Section id="popular-knows" $tone="alt" aria-labelledby="popular-title">
      <Inner>
        <SectionTitle id="popular-title">{t('popular.title')}</SectionTitle>
        <Lead>{t('popular.lead')}</Lead>
        <Grid>
          {knows.map((know, i) => (
            <li key={know.uuid}>
              <KnowTile know={know} tint={TINTS[i % TINTS.length]!} />
            </li>
          ))}
        </Grid>
        <AllLink to="/knows/search">{t('popular.all')}</AllLink>
      </Inner>
    </Section>
  );
}

function KnowTile({ know, tint }: { know: LandingKnow; tint: string }) {
  const { t } = useTranslation('home');
  const flashcards = know.format === 'FLASHCARDS';
  return (
    <Card>
      <Thumb aria-hidden="true" $tint={tint}>
        {know.thumbnailUrl && !flashcards ? (
          <img src={know.thumbnailUrl} alt="" loading="lazy" width={320} height={240} />
        ) : (
          <Icon name={flashcards ? 'flashcards' : 'know'} size={36} />
        )}
        <Format>{t(`popular.card.format.${know.format}`)}</Format>
      </Thumb>
      <Body>
        {know.subjectName && <SubjectName>{know.subjectName}</SubjectName>}
        <Title>
          <StretchedLink to={knowPath(know)}>{know.title}</StretchedLink>
        </Title>
        <Meta>
          <span>{t('popular.card.by', { name: know.knowerName })}</span>
          <span>
            {flashcards ? t('popular.card.cards', { count: know.flashcardCount }) : t('popular.card.pages', { count: know.pageCount })}
            {' · '}
            {t('popular.card.likes', { count: know.likesCount })}
          </span>
        </Meta>
      </Body>
    </Card>
  );
}

const Grid = styled.ul`
  list-style: none;
  margin: 0 0 28px;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
/* A row on a phone (thumbnail beside the words), a column from sm up. */
const Card = styled.article`
  ${cardSurface};
  display: flex;
  flex-direction: row;
  ${media.sm} {
    flex-direction: column;
  }
`;
const Thumb = styled.div<{ $tint: string }>`
  position: relative;
  flex: none;
  width: 104px;
  ${media.sm} {
    width: auto;
    aspect-ratio: 16 / 9;
  }
  display: flex; align-items: center; justify-content: center;
  color: #fff;
  background: ${({ $tint }) => $tint};
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: top center;
    background: ${theme.colors.surfaceAlt};
  }
`;
const Format = styled.span`
  position: absolute;
  top: 8px;
  left: 8px;
  z-index: 1;
  padding: 2px 10px; border-radius: ${theme.radius.pill}px; background: ${theme.colors.surface}; color: ${theme.colors.blue900}; font-size: 0.75rem; font-weight: 700;
`;
const Body = styled.div`
  display: flex; flex-direction: column; gap: 6px;
  flex: 1;
  padding: 14px 16px 16px;
`;
const SubjectName = styled.span`
  color: ${theme.colors.pink600};
  font-size: 0.8rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;
const Title = styled.h3`
  ${cardTitle};
`;
const StretchedLink = styled(AppLink)`
  color: ${theme.colors.ink};
  ${stretchedLink};
  &:focus-visible {
    outline: none;
  }
`;
const Meta = styled.p`
  margin: auto 0 0;
  display: flex; flex-direction: column;
  color: ${theme.colors.inkMuted};
  font-size: 0.85rem;
`;
