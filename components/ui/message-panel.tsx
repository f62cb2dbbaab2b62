/** A centred message with a heading, a text and one action: 404, unavailable feature, errors. */
import type { ReactNode } from 'react';
import { styled } from 'next-yak';
import { theme } from '@/styles/theme';
import { ButtonLink } from './button';

export interface MessagePanelProps {
  title: string;
  message: string;
  actionLabel: string;
  actionHref: string;
  icon?: ReactNode;
  role?: 'alert';
}

export function MessagePanel({ title, message, actionLabel, actionHref, icon, role }: MessagePanelProps) {
  return (
    <Wrap role={role}>
      {icon}
      <h1>{title}</h1>
      <p>{message}</p>
      <ButtonLink $variant="primary" href={actionHref}>
        {actionLabel}
      </ButtonLink>
    </Wrap>
  );
}

const Wrap = styled.div`
  max-width: 560px;
  margin: 96px auto;
  padding: 0 16px;
  text-align: center;
  h1 {
    margin: 20px 0 12px;
    line-height: 1.2;
  }
  p {
    margin: 0 0 28px;
    color: ${theme.colors.inkMuted};
    font-size: 1.1rem;
  }
`;
