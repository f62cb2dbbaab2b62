/**
 * The cards of a flashcard know: the study modes (flip cards with FSRS, Learn, Test: the mode
 * picker of components/study) and each card's question with its answer behind a "Show answer" button. The answer is not in
 * the page (nor the accessibility tree) until the card is flipped, so a learner can test
 * themselves here as in study mode (issue 22 §4).
 */
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { ModePicker } from '@/components/study/mode-picker';
import type { Flashcard } from '@/lib/api/know-types';
import { SideText } from '@/components/shared/card-side-images';
import type { FlashcardImage } from '@/lib/contract/anki';
import { IMAGE_ONLY_TEXT } from '@/lib/contract/anki-constants';
import { CardImages, useSetImages } from './card-images';
import { theme } from '@/styles/theme';

/** `knowUuid` null: a reviewer's view (decision 0028), every answer shown and no study modes. */
export function KnowFlashcardList({ cards, total, knowUuid }: { cards: Flashcard[]; total: number; knowUuid: string | null }) {
  const { t } = useTranslation('knows');
  const images = useSetImages(cards.length > 0 ? knowUuid : null);
  if (cards.length === 0) return <p>{t('cards.empty')}</p>;
  return (
    <Section aria-labelledby="know-cards-title">
      <Header>
        <h2 id="know-cards-title">{t('cards.title', { count: total })}</h2>
        {knowUuid && <ModePicker knowUuid={knowUuid} />}
      </Header>
      <List>
        {cards.map((card, i) => (
          <FlipCard key={card.uuid} card={card} number={i + 1} open={knowUuid === null} images={images.get(card.uuid)} />
        ))}
      </List>
    </Section>
  );
}

function FlipCard({ card, number, open, images }: { card: Flashcard; number: number; open: boolean; images?: FlashcardImage[] }) {
  const { t } = useTranslation('knows');
  const [turned, setFlipped] = useState(false);
  const flipped = open || turned;
  const answerId = `card-answer-${card.uuid}`;
  // An image-only side is its picture: its placeholder text is named only while no picture shows.
  const shows = (side: FlashcardImage['side'], text: string) => text !== IMAGE_ONLY_TEXT || !images?.some((i) => i.side === side);
  return (
    <li>
      <Label>{t('cards.front', { number })}</Label>
      {shows('front', card.front) && (
        <Text>
          <SideText side="front" text={card.front} />
        </Text>
      )}
      <CardImages images={images} side="front" number={number} />
      {!open && (
        <FlipButton type="button" aria-expanded={flipped} aria-controls={answerId} onClick={() => setFlipped((f) => !f)}>
          {flipped ? t('cards.hideAnswer') : t('cards.showAnswer')}
        </FlipButton>
      )}
      {/* Not rendered before the flip: hidden from sight, search-in-page and screen readers alike. */}
      <div id={answerId}>
        {flipped && (
          <>
            <Label>{t('cards.back')}</Label>
            {shows('back', card.back) && (
              <Text data-testid="card-answer">
                <SideText side="back" text={card.back} />
              </Text>
            )}
            <CardImages images={images} side="back" number={number} />
          </>
        )}
      </div>
    </li>
  );
}

const Section = styled.section`
  margin: 8px 0 0;
  h2 {
    font-size: 1.3rem;
    margin: 0;
  }
`;
const Header = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px;
  margin: 0 0 12px;
`;
const List = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 12px;
  li {
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius.xl}px;
    padding: 16px;
    background: #fff;
  }
`;
const Label = styled.p`
  margin: 0;
  font-size: 0.8rem;
  color: ${theme.colors.inkMuted};
  text-transform: uppercase;
  letter-spacing: 0.03em;
`;
const Text = styled.p`
  margin: 2px 0 10px;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
const FlipButton = styled.button`
  min-height: 44px;
  padding: 0 14px; border-radius: ${theme.radius.pill}px; background: ${theme.colors.surfaceAlt}; color: ${theme.colors.blue900};
  margin-bottom: 8px;
  border: 1px solid ${theme.colors.line};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;
