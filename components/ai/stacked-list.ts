/**
 * The AI screens' lists (chats, saved exams, sources to choose, citations, an exam's questions):
 * no bullets, and their items stacked in one column that long titles cannot widen. Written once
 * here; each list adds its gap and its outer margin.
 */
import { css } from 'next-yak';

export const stackedList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
`;
