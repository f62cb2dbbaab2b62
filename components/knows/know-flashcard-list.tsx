/** The cards of a flashcard know, server-rendered as a list of question and answer pairs. */
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import type { Flashcard } from '@/lib/api/know-types';
import { theme } from '@/styles/theme';

export function KnowFlashcardList({ cards, total }: { cards: Flashcard[]; total: number }) {
  const { t } = useTranslation('knows');
  if (cards.length === 0) return <p>{t('cards.empty')}</p>;
  return (
    <Section aria-labelledby="know-cards-title">
      <h2 id="know-cards-title">{t('cards.title', { count: total })}</h2>
      <List>
        {cards.map((card, i) => (
          <li key={card.uuid}>
            <dl>
              <dt>{t('cards.front', { number: i + 1 })}</dt>
              <dd>{card.front}</dd>
              <dt>{t('cards.back')}</dt>
              <dd>{card.back}</dd>
            </dl>
          </li>
        ))}
      </List>
    </Section>
  );
}

const Section = styled.section`
  margin: 8px 0 0;
  h2 {
    font-size: 1.3rem;
  }
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
  dl {
    margin: 0;
  }
  dt {
    font-size: 0.8rem;
    color: ${theme.colors.inkMuted};
    text-transform: uppercase;
    letter-spacing: 0.03em;
  }
  dd {
    margin: 2px 0 10px;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  dd:last-child {
    margin-bottom: 0;
  }
`;
