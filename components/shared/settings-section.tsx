/** A titled card of the profile page. */
import { useId, type ReactNode } from 'react';
import { styled } from 'next-yak';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { media, theme } from '@/styles/theme';

export function ProfileSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Card aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {description && <Description>{description}</Description>}
      {children}
    </Card>
  );
}

export const SectionActions = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; gap: 12px;
`;

export const Muted = styled.p`
  margin: 0 0 16px;
  color: ${theme.colors.inkMuted};
`;

/**
 * A section's query before it has data to show: a spinner while it loads, else the failure and
 * "try again". The section renders this while `isPending || isError`.
 */
export function SectionQueryState({
  query,
  loadingLabel,
  failedText,
  retryLabel,
}: {
  query: { isPending: boolean; refetch: () => unknown };
  loadingLabel: string;
  failedText: string;
  retryLabel: string;
}) {
  if (query.isPending) return <Spinner $size={24} aria-label={loadingLabel} />;
  return (
    <SectionActions>
      <Muted role="alert">{failedText}</Muted>
      <Button type="button" variant="secondary" onClick={() => void query.refetch()}>
        {retryLabel}
      </Button>
    </SectionActions>
  );
}

const Card = styled.section`
  background: #fff;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.webAppCard}px;
  padding: 28px;
  margin-bottom: 24px;
  ${media.mobile} {
    padding: 20px 16px;
    border-radius: ${theme.radius.xxl}px;
  }
  h2 {
    margin: 0 0 6px;
    font-size: 1.3rem;
    color: ${theme.colors.blue900};
  }
`;

const Description = styled.p`
  margin: 0 0 20px;
  color: ${theme.colors.inkMuted};
`;
