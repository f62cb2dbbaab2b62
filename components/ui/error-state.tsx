/** A read that failed: what went wrong and "try again" (role alert, so it is announced). */
import { styled } from 'next-yak';
import { theme } from '@/styles/theme';
import { Button } from './button';

export interface ErrorStateProps {
  message: string;
  retryLabel?: string;
  onRetry?: () => void;
}

export function ErrorState({ message, retryLabel, onRetry }: ErrorStateProps) {
  return (
    <Box role="alert">
      <p>{message}</p>
      {onRetry && retryLabel && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Box>
  );
}

const Box = styled.div`
  margin: 12px 0;
  padding: 16px 18px;
  border-radius: ${theme.radius.lg}px;
  border: 1px solid ${theme.colors.danger};
  background: #fff;
  p {
    margin: 0 0 12px;
    color: ${theme.colors.danger};
  }
`;
