/**
 * The AI screens' lists (chats, saved exams, sources to choose, citations, an exam's questions):
 * no bullets, and their items stacked in one column that long titles cannot widen. Written once
 * here; each list gives its gap and its outer margin.
 */
import { css } from 'styled-components';

export const stackedList = ({ gap, margin = '0' }: { gap: number; margin?: string }) => css`
  list-style: none;
  margin: ${margin};
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${gap}px;
`;
