/**
 * A titled list of knows loaded on the client (usePagedKnows): spinner while loading, an error
 * with "try again", an empty state, the grid, and "show more" while there are more.
 */
import type { ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { KnowList } from '@/components/knows/know-list';
import type { KnowCardProps } from '@/components/knows/know-card';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { Know } from '@/lib/api/know-types';
import { theme } from '@/styles/theme';
import type { PagedKnows } from './use-paged-knows';

export interface KnowFeedSectionProps {
  title: string;
  /** Visually hidden title (the page already says what the list is). */
  hideTitle?: boolean;
  feed: PagedKnows;
  empty: ReactNode;
  loadingLabel: string;
  errorText: string;
  retryLabel: string;
  moreLabel: string;
  /** Called with the know and its 1-based position when a card is opened. */
  onOpen?: (know: Know, position: number) => void;
  /** Text above the list once loaded (e.g. a count), announced politely. */
  summary?: string;
  cardProps?: (know: Know) => Omit<Partial<KnowCardProps>, 'know'>;
}

export function KnowFeedSection({
  title, hideTitle, feed, empty, loadingLabel, errorText, retryLabel, moreLabel, onOpen, summary, cardProps,
}: KnowFeedSectionProps) {
  const { t } = useTranslation('search');
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} aria-busy={feed.status === 'loading' || undefined}>
      <h2 id={headingId} className={hideTitle ? 'visually-hidden' : undefined}>
        {title}
      </h2>
      <Status aria-live="polite">
        {feed.status === 'loading' && (
          <>
            <span aria-hidden="true">
              <Spinner $size={18} />
            </span>{' '}
            {loadingLabel}
          </>
        )}
        {feed.status === 'ready' && summary}
      </Status>
      {feed.status === 'error' && (
        <ErrorBox role="alert">
          <p>{errorText}</p>
          <Button variant="secondary" onClick={feed.retry}>
            {retryLabel}
          </Button>
        </ErrorBox>
      )}
      {feed.status === 'ready' && (
        <>
          <KnowList
            knows={feed.knows}
            label={title}
            empty={empty}
            cardProps={(know, index) => ({ ...cardProps?.(know), onOpen: onOpen ? () => onOpen(know, index + 1) : undefined })}
          />
          {feed.hasMore && (
            <More>
              <Button variant="secondary" onClick={feed.loadMore} loading={feed.loadingMore} loadingLabel={loadingLabel}>
                {moreLabel}
              </Button>
              {feed.moreFailed && <span role="alert">{t('feed.error')}</span>}
            </More>
          )}
        </>
      )}
    </Section>
  );
}

const Section = styled.section`
  margin: 0 0 32px;
`;
const Status = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  min-height: 1.2em;
  color: ${theme.colors.inkMuted};
  &:empty {
    min-height: 0;
  }
`;
const ErrorBox = styled.div`
  margin: 12px 0;
  padding: 18px 20px;
  border-radius: ${theme.radius.lg}px;
  border: 1px solid ${theme.colors.danger};
  background: #fff;
  p {
    margin: 0 0 12px;
    color: ${theme.colors.danger};
  }
`;
const More = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  span {
    color: ${theme.colors.danger};
  }
`;
