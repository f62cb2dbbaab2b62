/** The learner's flashcard sets: size, due and new cards, a button to study each's due cards, and its study modes. */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CardList, CardListItem } from '@/components/shared/card-list';
import { Icon } from '@/components/ui/icons';
import { AppLink } from '@/components/ui/app-link';
import { ModePicker } from '@/components/study/mode-picker';
import { Button } from '@/components/ui/button';
import type { FlashcardDeck } from '@/lib/api/know-types';
import { knowPath } from '@/lib/knows/know-href';
import { media, theme } from '@/styles/theme';

/** A set can be studied when it has cards that are due or new. */
export function hasWork(deck: FlashcardDeck): boolean {
  return deck.dueCount + deck.newCount > 0;
}

export function DeckList({ decks, onStudy, busy }: { decks: FlashcardDeck[]; onStudy: (knowUuid: string) => void; busy: boolean }) {
  const { t } = useTranslation('library');
  return (
    <CardList>
      {decks.map((deck) => (
        <Item key={deck.know.uuid}>
          <IconBox aria-hidden="true">
            <Icon name="flashcards" size={28} />
          </IconBox>
          <Body>
            <Title>
              <AppLink to={knowPath(deck.know)}>{deck.know.title}</AppLink>
            </Title>
            <Facts>
              <span>{t('flashcards.cards', { count: deck.cardCount })}</span>
              <Due $active={deck.dueCount > 0}>{t('flashcards.due', { count: deck.dueCount })}</Due>
              <span>{t('flashcards.new', { count: deck.newCount })}</span>
            </Facts>
            <Modes>
              <ModePicker knowUuid={deck.know.uuid} title={deck.know.title} />
            </Modes>
          </Body>
          {hasWork(deck) ? (
            <Button
              variant="secondary"
              disabled={busy}
              aria-label={t('flashcards.studyLabel', { title: deck.know.title })}
              onClick={() => onStudy(deck.know.uuid)}
            >
              {t('flashcards.study')}
            </Button>
          ) : (
            <Idle>{t('flashcards.nothingDueDeck')}</Idle>
          )}
        </Item>
      ))}
    </CardList>
  );
}

const Item = styled(CardListItem)`
  display: flex; align-items: center; gap: 16px;
  ${media.mobile} {
    flex-wrap: wrap;
  }
`;
const IconBox = styled.span`
  display: inline-flex; align-items: center; justify-content: center;
  width: 52px;
  height: 52px;
  flex: none;
  border-radius: ${theme.radius.lg}px;
  color: ${theme.colors.pink600};
  background: ${theme.colors.pink100};
`;
const Body = styled.div`
  flex: 1;
  min-width: 0;
`;
const Title = styled.h3`
  margin: 0 0 4px;
  font-size: 1.05rem;
  overflow-wrap: anywhere;
  a {
    color: ${theme.colors.blue900};
  }
`;
const Facts = styled.p`
  margin: 0;
  display: flex; flex-wrap: wrap; gap: 4px 14px;
  font-size: 0.9rem;
  color: ${theme.colors.inkMuted};
`;
const Modes = styled.div`
  margin-top: 10px;
`;
const Due = styled.span<{ $active: boolean }>`
  font-weight: ${({ $active }) => ($active ? 700 : 400)};
  color: ${({ $active }) => ($active ? theme.colors.pink600 : 'inherit')};
`;
const Idle = styled.span`
  font-size: 0.9rem;
  color: ${theme.colors.inkMuted};
`;
