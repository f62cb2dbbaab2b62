/** The "see all" link under a landing teaser (popular knows, subjects): bold, with an arrow screen readers skip. */
import { styled } from 'next-yak';
import { AppLink } from '@/components/ui/app-link';

export function AllLink({ to, children }: { to: string; children: string }) {
  return (
    <Bold to={to}>
      {children} <span aria-hidden="true">→</span>
    </Bold>
  );
}

const Bold = styled(AppLink)`
  font-weight: 700;
`;
