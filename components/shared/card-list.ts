/** A vertical list of bordered white cards, 12 px apart: sets to study, progress per set, questions. */
import { styled } from 'next-yak';
import { unstyledList } from '@/components/ui/unstyled-list';
import { theme } from '@/styles/theme';

export const CardList = styled.ul`
  ${unstyledList};
  display: grid;
  gap: 12px;
`;

export const CardListItem = styled.li`
  padding: 16px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.xl}px;
  background: ${theme.colors.surface};
`;
