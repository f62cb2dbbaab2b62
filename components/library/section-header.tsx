/** A library section's heading (focusable, for moving the focus there), lead text and controls. */
import { forwardRef, type ReactNode } from 'react';
import { styled } from 'next-yak';
import { theme } from '@/styles/theme';

export interface SectionHeaderProps {
  id: string;
  title: string;
  lead?: string;
  actions?: ReactNode;
}

export const SectionHeader = forwardRef<HTMLHeadingElement, SectionHeaderProps>(function SectionHeader({ id, title, lead, actions }, ref) {
  return (
    <Header>
      <div>
        <Heading id={id} ref={ref} tabIndex={-1}>
          {title}
        </Heading>
        {lead && <Lead>{lead}</Lead>}
      </div>
      {actions && <Actions>{actions}</Actions>}
    </Header>
  );
});

const Header = styled.div`
  display: flex; flex-wrap: wrap; align-items: flex-start; justify-content: space-between; gap: 12px;
`;
const Heading = styled.h2`
  margin: 0 0 4px;
  font-size: 1.5rem;
  color: ${theme.colors.blue900};
  overflow-wrap: anywhere;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 4px;
  }
`;
const Lead = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
`;
const Actions = styled.div`
  display: flex; flex-wrap: wrap; gap: 8px;
`;
