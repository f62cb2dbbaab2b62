/** Questions and answers as native <details>/<summary>: keyboard-usable, no JavaScript. */
import { styled } from 'next-yak';
import { theme } from '@/styles/theme';
import { CardList } from './card-list';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <List>
      {items.map((item) => (
        <li key={item.id}>
          <details>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        </li>
      ))}
    </List>
  );
}

const List = styled(CardList)`
  details {
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius.xl}px;
  }
  summary {
    position: relative;
    padding: 16px 52px 16px 20px;
    font-weight: 700;
    cursor: pointer;
    list-style: none;
    border-radius: ${theme.radius.xl}px;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: '+';
    position: absolute;
    right: 20px;
    top: 50%;
    transform: translateY(-50%);
    font-size: 1.5rem;
    line-height: 1;
    color: ${theme.colors.blue700};
  }
  details[open] summary::after {
    content: '−';
  }
  details p {
    margin: 0;
    padding: 0 20px 20px;
    color: ${theme.colors.inkMuted};
  }
`;
