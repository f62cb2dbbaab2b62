/** The head of a person's page: picture or initial, the name as the page's title, a row of muted facts, then an action. */
import type { ReactNode } from 'react';
import { styled } from 'next-yak';
import { theme } from '@/styles/theme';
import { Avatar } from './avatar';

export function PersonHeader({ name, picture, facts, children }: { name: string; picture?: string | null; facts: ReactNode[]; children?: ReactNode }) {
  return (
    <Header>
      <Avatar name={name} src={picture} size={96} />
      <div>
        <h1>{name}</h1>
        <Muted>
          {facts.map((fact, i) => (
            <span key={i}>{fact}</span>
          ))}
        </Muted>
        {children}
      </div>
    </Header>
  );
}

const Header = styled.div`
  display: flex; align-items: center; gap: 20px;
  margin: 24px 0 16px;
  h1 { margin: 0 0 4px; }
`;
const Muted = styled.p`
  display: flex; flex-wrap: wrap; gap: 12px;
  margin: 0;
  color: ${theme.colors.inkMuted};
`;
