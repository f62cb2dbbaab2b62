/** The column of an exam's questions, as it is taken (mock-exam-form) and as it is graded (mock-exam-results). */
import styled from 'styled-components';

export const ExamQuestionList = styled.ol`
  list-style: none;
  margin: 16px 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 14px;
`;
