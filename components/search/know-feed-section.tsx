/**
 * A titled list of knows loaded on the client (usePagedList): the shared LoadMoreList states
 * (spinner, error with "try again", "show more") around the grid and its empty state.
 */
import type { ReactNode } from 'react';
import { useId } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { KnowList } from '@/components/knows/know-list';
import type { KnowCardProps } from '@/components/knows/know-card';
import { LoadMoreList } from '@/components/ui/load-more-list';
import type { Know } from '@/lib/api/know-types';
import type { PagedList } from '@/lib/api/paged-list';
import { theme } from '@/styles/theme';

export interface KnowFeedSectionProps {
  title: string;
  /** Visually hidden title (the page already says what the list is). */
  hideTitle?: boolean;
  feed: PagedList<Know>;
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
      <Status aria-live="polite">{feed.status === 'ready' && summary}</Status>
      <LoadMoreList
        list={feed}
        labels={{ loading: loadingLabel, error: errorText, retry: retryLabel, more: moreLabel, moreFailed: t('feed.error') }}
      >
        <KnowList
          knows={feed.items}
          label={title}
          empty={empty}
          cardProps={(know, index) => ({ ...cardProps?.(know), onOpen: onOpen ? () => onOpen(know, index + 1) : undefined })}
        />
      </LoadMoreList>
    </Section>
  );
}

const Section = styled.section`
  margin: 0 0 32px;
`;
const Status = styled.p`
  display: flex; align-items: center; gap: 8px;
  margin: 0;
  min-height: 1.2em;
  color: ${theme.colors.inkMuted};
  &:empty {
    min-height: 0;
  }
`;
