/** Editing a flashcard know's cards: change, add and remove cards; a new card's front gets focus. */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { Button } from '@/components/ui/button';
import type { FlashcardImage } from '@/lib/contract/anki';
import { randomUuid } from '@/lib/uuid';
import { theme } from '@/styles/theme';
import { CardImage } from './card-images';
import { EDIT_LIMITS, type EditCard, type KnowEditErrors } from './know-edit-values';

export function KnowFlashcardEditor({
  cards,
  onChange,
  errors,
  cardNote,
  images,
  removedImages = [],
  onRemoveImage,
}: {
  cards: EditCard[];
  onChange: (cards: EditCard[]) => void;
  errors: KnowEditErrors;
  /** Shown under a card (a generated card's source page). */
  cardNote?: (card: EditCard) => ReactNode;
  /** The set's card images by card uuid (imported from Anki), each with a remove button. */
  images?: Map<string, FlashcardImage[]>;
  removedImages?: string[];
  onRemoveImage?: (imageUuid: string) => void;
}) {
  const { t } = useTranslation('knows');
  const focusKey = useRef<string | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!focusKey.current) return;
    list.current?.querySelector<HTMLTextAreaElement>(`[data-card="${focusKey.current}"] textarea`)?.focus();
    focusKey.current = null;
  }, [cards.length]);

  const set = (index: number, side: 'front' | 'back', text: string) =>
    onChange(cards.map((c, i) => (i === index ? { ...c, [side]: text } : c)));
  const add = () => {
    const key = randomUuid();
    focusKey.current = key;
    onChange([...cards, { key, front: '', back: '' }]);
  };
  const remove = (index: number) => onChange(cards.filter((_, i) => i !== index));

  return (
    <Fieldset aria-describedby={errors.cards ? 'cards-error' : undefined}>
      <legend>{t('edit.cards', { count: cards.length })}</legend>
      {errors.cards && (
        <ErrorText id="cards-error" role="alert">
          {t(errors.cards, { max: EDIT_LIMITS.cardsMax })}
        </ErrorText>
      )}
      <List ref={list}>
        {cards.map((card, i) => (
          <li key={card.key} data-card={card.key}>
            <CardHead>
              <strong>{t('edit.cardNumber', { number: i + 1 })}</strong>
              <Button variant="ghost" onClick={() => remove(i)} aria-label={t('edit.removeCard', { number: i + 1 })}>
                {t('edit.remove')}
              </Button>
            </CardHead>
            {(['front', 'back'] as const).map((side) => {
              const id = `card-${card.key}-${side}`;
              const error = errors[`cards.${i}.${side}`];
              return (
                <Side key={side}>
                  <label htmlFor={id}>{t(`edit.${side}`, { number: i + 1 })}</label>
                  <textarea
                    id={id}
                    rows={2}
                    value={card[side]}
                    maxLength={EDIT_LIMITS.cardTextMax}
                    onChange={(e) => set(i, side, e.target.value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                  />
                  {error && <ErrorText id={`${id}-error`}>{t(error, { max: EDIT_LIMITS.cardTextMax })}</ErrorText>}
                </Side>
              );
            })}
            {onRemoveImage && (
              <EditImages
                images={(images?.get(card.key) ?? []).filter((image) => !removedImages.includes(image.uuid))}
                number={i + 1}
                onRemove={onRemoveImage}
              />
            )}
            {cardNote?.(card)}
          </li>
        ))}
      </List>
      <Button variant="secondary" onClick={add} disabled={cards.length >= EDIT_LIMITS.cardsMax}>
        {t('edit.addCard')}
      </Button>
    </Fieldset>
  );
}

/** A card's images, small, each with its remove button (the file goes when the edit is saved). */
function EditImages({ images, number, onRemove }: { images: FlashcardImage[]; number: number; onRemove: (uuid: string) => void }) {
  const { t } = useTranslation('knows');
  if (images.length === 0) return null;
  return (
    <Thumbs>
      {images.map((image, index) => (
        <li key={image.uuid}>
          <CardImage image={image} alt={t(image.side === 'front' ? 'cards.imageFront' : 'cards.imageBack', { number, index: index + 1 })} />
          <Button variant="ghost" onClick={() => onRemove(image.uuid)} aria-label={t('edit.removeImage', { number, index: index + 1 })}>
            {t('edit.remove')}
          </Button>
        </li>
      ))}
    </Thumbs>
  );
}

const Thumbs = styled.ul`
  list-style: none;
  display: flex; flex-wrap: wrap; gap: 12px;
  padding: 0;
  margin: 10px 0 0;
  /* Doubled: the card list's own li rule would otherwise frame each picture as a card. */
  && > li {
    width: 112px;
    display: grid;
    gap: 4px;
    justify-items: center;
    border: 0;
    padding: 0;
    background: none;
  }
`;
const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 24px;
  min-width: 0;
  legend {
    font-weight: 600;
    margin-bottom: 8px;
  }
`;
const List = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0 0 12px;
  display: grid;
  gap: 12px;
  li {
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius.xl}px;
    padding: 12px 16px;
    background: #fff;
  }
`;
const CardHead = styled.div`
  display: flex; align-items: center; justify-content: space-between;
`;
const Side = styled.div`
  display: flex; flex-direction: column; gap: 4px;
  margin-top: 8px;
  label {
    font-weight: 600;
    font-size: 0.9rem;
  }
  textarea {
    font: inherit;
    padding: 8px 12px;
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius.md}px;
    resize: vertical;
  }
  textarea[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
    box-shadow: 0 0 0 1px ${theme.colors.danger};
  }
`;
const ErrorText = styled.p`
  margin: 0 0 6px;
  color: ${theme.colors.danger};
  font-weight: 600;
  font-size: 0.92rem;
`;
