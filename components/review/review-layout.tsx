/** The frame of both reviewer queues: page column, the two areas, heading and lead, the role gate. */
import type { ReactNode } from 'react';
import { styled } from 'next-yak';
import { AppPage } from '@/components/ui/app-page';
import { theme } from '@/styles/theme';
import { ReviewNav } from './review-nav';
import { ReviewerGate } from './reviewer-gate';

export function ReviewLayout({ active, title, lead, children }: { active: 'knows' | 'payouts' | 'reports'; title: string; lead: string; children: ReactNode }) {
  return (
    <AppPage>
      <ReviewerGate>
        <ReviewNav active={active} />
        <Title>{title}</Title>
        <Lead>{lead}</Lead>
        {children}
      </ReviewerGate>
    </AppPage>
  );
}

const Title = styled.h1`
  margin: 0 0 6px;
  font-size: 1.8rem;
`;
const Lead = styled.p`
  margin: 0 0 16px;
  color: ${theme.colors.inkMuted};
  max-width: 760px;
`;
