/** End of a Learn round (or of Learn): what was mastered, what still needs work, what next. */
import { forwardRef } from 'react';
import { styled } from 'next-yak';
import { unstyledList } from '@/components/ui/unstyled-list';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SideText } from '@/components/shared/card-side-images';
import { Button } from '@/components/ui/button';
import type { StudyCard } from '@/lib/contract/flashcards';
import { theme } from '@/styles/theme';
import { Actions, FocusHeading, Muted, SUCCESS } from '../study-styles';

export interface RoundSummaryProps {
  round: number;
  finished: boolean;
  mastered: StudyCard[];
  needsWork: StudyCard[];
  masteredTotal: number;
  total: number;
  onNext: () => void;
  onRestart: () => void;
  onExit: () => void;
}

export const RoundSummary = forwardRef<HTMLHeadingElement, RoundSummaryProps>(function RoundSummary(
  { round, finished, mastered, needsWork, masteredTotal, total, onNext, onRestart, onExit },
  headingRef,
) {
  const { t } = useTranslation('study');
  return (
    <section aria-labelledby="learn-round-title">
      <FocusHeading id="learn-round-title" ref={headingRef} tabIndex={-1}>
        {finished ? t('learn.finishedTitle') : t('learn.roundTitle', { round })}
      </FocusHeading>
      <p>{t('learn.masteredOf', { count: masteredTotal, total })}</p>
      <CardGroup id="learn-mastered" title={t('learn.masteredList', { count: mastered.length })} cards={mastered} tone="good" />
      <CardGroup id="learn-needs-work" title={t('learn.needsWorkList', { count: needsWork.length })} cards={needsWork} tone="work" />
      {!finished && <Muted>{t('learn.nextRoundHint')}</Muted>}
      <Actions>
        {finished ? <Button onClick={onRestart}>{t('learn.restart')}</Button> : <Button onClick={onNext}>{t('learn.nextRound')}</Button>}
        <Button variant="secondary" onClick={onExit}>
          {t('learn.exit')}
        </Button>
      </Actions>
    </section>
  );
});

/** A titled list of the round's cards (front and back); nothing when there are none. */
function CardGroup({ id, title, cards, tone }: { id: string; title: string; cards: StudyCard[]; tone: Tone }) {
  if (cards.length === 0) return null;
  return (
    <>
      <ListTitle id={id}>{title}</ListTitle>
      <CardList aria-labelledby={id} $tone={tone}>
        {cards.map((c) => (
          <li key={c.uuid}>
            <strong>
              <SideText side="front" text={c.front} />
            </strong>{' '}
            <span>
              <SideText side="back" text={c.back} />
            </span>
          </li>
        ))}
      </CardList>
    </>
  );
}

type Tone = 'good' | 'work';

const ListTitle = styled.h3`
  margin: 16px 0 8px;
  font-size: 1rem;
`;
const CardList = styled.ul<{ $tone: Tone }>`
  ${unstyledList};
  display: grid;
  gap: 8px;
  li {
    display: flex; flex-wrap: wrap; gap: 4px 12px;
    padding: 10px 12px;
    border-left: 4px solid ${({ $tone }) => ($tone === 'good' ? SUCCESS : theme.colors.pink600)};
    border-radius: ${theme.radius.md}px;
    background: ${theme.colors.surfaceAlt};
    overflow-wrap: anywhere;
  }
  span {
    color: ${theme.colors.inkMuted};
  }
`;
