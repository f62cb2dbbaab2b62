/**
 * The states around every paged list (the shape lib/api/paged-list.ts returns): a spinner while the first page
 * loads, an ErrorState with "try again", the list (which renders its own empty state), and below
 * it an optional "n of m shown", "show more" while there are more, and an alert when a further
 * page failed (the loaded items stay).
 */
import type { ReactNode } from 'react';
import { styled } from 'next-yak';
import { theme } from '@/styles/theme';
import { Button } from './button';
import { ErrorState } from './error-state';
import { Spinner } from './spinner';

/** What a paged list tells its view. */
export interface PagedListState {
  status: 'idle' | 'loading' | 'error' | 'ready';
  items: readonly unknown[];
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  loadMore: () => void;
  retry: () => void;
}

export interface LoadMoreListProps {
  list: PagedListState;
  labels: {
    loading: string;
    error: string;
    retry: string;
    more: string;
    moreFailed: string;
    /** e.g. "20 of 45 shown", above the button. */
    shown?: string;
  };
  children: ReactNode;
}

export function LoadMoreList({ list, labels, children }: LoadMoreListProps) {
  if (list.status === 'idle') return null;
  if (list.status === 'loading') {
    return (
      <Center>
        <Spinner $size={28} aria-label={labels.loading} />
      </Center>
    );
  }
  if (list.status === 'error') return <ErrorState message={labels.error} retryLabel={labels.retry} onRetry={list.retry} />;
  return (
    <>
      {children}
      {list.items.length > 0 && list.hasMore && (
        <More>
          {labels.shown && <span role="status">{labels.shown}</span>}
          <Button variant="secondary" loading={list.loadingMore} loadingLabel={labels.loading} onClick={list.loadMore}>
            {labels.more}
          </Button>
          {list.moreFailed && <Failed role="alert">{labels.moreFailed}</Failed>}
        </More>
      )}
    </>
  );
}

const Center = styled.div`
  display: flex; justify-content: center;
  padding: 48px 0;
`;
const More = styled.div`
  display: flex; flex-direction: column; align-items: center; gap: 8px;
  margin-top: 20px;
  color: ${theme.colors.inkMuted};
`;
const Failed = styled.span`
  color: ${theme.colors.danger};
`;
