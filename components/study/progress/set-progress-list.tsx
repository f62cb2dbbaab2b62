/**
 * Per set: how many cards are new, learning and mastered (decision 0069: mastered is an FSRS
 * stability of three weeks or more), as a stacked bar with the numbers written next to it, the
 * best Match time, and a link to play Match.
 */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CardList, CardListItem } from '@/components/shared/card-list';
import { AppLink } from '@/components/ui/app-link';
import { buttonStyles, buttonVariantAttrs } from '@/components/ui/button-link';
import type { SetProgress } from '@/lib/contract/study-progress';
import { media, theme } from '@/styles/theme';
import { formatMatchTime } from '../match/format-match-time';

const SEGMENTS = [
  { key: 'masteredCount', label: 'sets.mastered', color: '#177a42' },
  { key: 'learningCount', label: 'sets.learning', color: theme.colors.blue500 },
  { key: 'newCount', label: 'sets.new', color: theme.colors.line },
] as const;

export function SetProgressList({ sets, locale }: { sets: SetProgress[]; locale: string }) {
  const { t } = useTranslation('study-progress');
  return (
    <CardList>
      {sets.map((set) => (
        <CardListItem key={set.knowUuid}>
          <Head>
            <SetTitle>{set.title}</SetTitle>
            <Cards>{t('sets.cards', { count: set.cardCount })}</Cards>
          </Head>
          <Stack aria-hidden="true">
            {SEGMENTS.map((s) =>
              set[s.key] > 0 ? <Segment key={s.key} style={{ flexGrow: set[s.key], background: s.color }} /> : null,
            )}
          </Stack>
          <Counts>
            {SEGMENTS.map((s) => (
              <li key={s.key}>
                <Swatch aria-hidden="true" style={{ background: s.color }} />
                {t(s.label)}: <strong>{set[s.key]}</strong>
              </li>
            ))}
          </Counts>
          <Foot>
            <span>{set.bestMatchMs === null ? t('sets.noMatch') : t('sets.bestMatch', { time: formatMatchTime(set.bestMatchMs, locale) })}</span>
            {set.cardCount >= 2 && (
              <PlayLink $variant="secondary" to={`/app/flashcards/${set.knowUuid}/match`} aria-label={t('sets.playLabel', { title: set.title })}>
                {t('sets.play')}
              </PlayLink>
            )}
          </Foot>
        </CardListItem>
      ))}
    </CardList>
  );
}

const Head = styled.div`
  display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 4px 12px;
  margin-bottom: 10px;
`;
const SetTitle = styled.h3`
  margin: 0;
  font-size: 1.05rem;
  color: ${theme.colors.blue900};
  overflow-wrap: anywhere;
`;
const Cards = styled.span`
  font-size: 0.9rem;
  color: ${theme.colors.inkMuted};
`;
const Stack = styled.div`
  display: flex;
  height: 12px;
  border-radius: ${theme.radius.pill}px;
  overflow: hidden;
  background: ${theme.colors.surfaceAlt};
`;
const Segment = styled.span`
  flex-basis: 0;
  min-width: 4px;
`;
const Counts = styled.ul`
  list-style: none;
  margin: 10px 0 0;
  padding: 0;
  display: flex; flex-wrap: wrap; gap: 4px 18px;
  font-size: 0.92rem;
  li {
    display: inline-flex; align-items: center; gap: 6px;
  }
`;
const Swatch = styled.span`
  display: inline-block;
  width: 10px;
  height: 10px;
  border-radius: 2px;
  border: 1px solid rgba(0, 0, 0, 0.15);
`;
const Foot = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px 12px;
  margin-top: 12px;
  font-size: 0.92rem;
  color: ${theme.colors.inkMuted};
  ${media.mobile} {
    align-items: flex-start;
  }
`;
const PlayLink = styled(AppLink).attrs(buttonVariantAttrs)<{ $variant: 'secondary' }>`
  ${buttonStyles};
`;
