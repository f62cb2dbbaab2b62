/** An empty list: what is missing (optional title and text) and where to go next (actions). */
import type { ReactNode } from 'react';
import { styled } from 'next-yak';
import { theme } from '@/styles/theme';

export interface EmptyStateProps {
  title?: string;
  text: string;
  icon?: ReactNode;
  /** Links or buttons, first one primary. */
  actions?: ReactNode;
}

export function EmptyState({ title, text, icon, actions }: EmptyStateProps) {
  return (
    <Box>
      {icon}
      {title && <h2>{title}</h2>}
      <p>{text}</p>
      {actions && <Row>{actions}</Row>}
    </Box>
  );
}

const Box = styled.div`
  margin: 20px 0;
  padding: 32px 20px;
  text-align: center;
  border: 1px dashed ${theme.colors.line};
  border-radius: ${theme.radius.webAppCard}px;
  > span {
    margin: 0 auto;
  }
  h2 {
    margin: 16px 0 8px;
    color: ${theme.colors.blue900};
  }
  p {
    margin: 0 auto 16px;
    max-width: 520px;
    color: ${theme.colors.inkMuted};
  }
`;
const Row = styled.div`
  display: flex; flex-wrap: wrap; justify-content: center; gap: 10px;
`;
