/** The column of an exam's questions, as it is taken (mock-exam-form) and as it is graded (mock-exam-results). */
import { styled } from 'next-yak';
import { stackedList } from './stacked-list';

export const ExamQuestionList = styled.ol`
  ${stackedList};
  gap: 14px;
  margin: 16px 0;
`;
