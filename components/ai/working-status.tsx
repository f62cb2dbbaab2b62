/** While a tool works (one request): an indeterminate progress bar and a status that is read out. */
import styled from 'styled-components';
import { theme } from '@/styles/theme';

export function WorkingStatus({ label }: { label: string }) {
  return (
    <Box role="status" aria-live="polite">
      <p>{label}</p>
      <progress aria-label={label} />
    </Box>
  );
}

const Box = styled.div`
  margin: 24px 0;
  padding: 20px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.xl}px;
  text-align: center;
  p {
    margin: 0 0 12px;
    font-weight: 600;
  }
  progress {
    width: min(320px, 80%);
    accent-color: ${theme.colors.blue700};
  }
`;
