/**
 * A review queue's paged list under its live announcement (the last decision, read out by screen
 * readers). `kind` picks the strings: review:knows.* or review:payouts.*.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { LoadMoreList, type PagedListState } from '@/components/ui/load-more-list';
import { toApiError } from '@/lib/api/errors';
import { theme } from '@/styles/theme';

export function ReviewQueueList({
  kind,
  list,
  announcement,
  children,
}: {
  kind: 'knows' | 'payouts';
  list: PagedListState & { error: unknown };
  announcement: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(['review', 'errors']);
  const e = toApiError(list.error);
  const errorText = e.handled ? t(e.messageKey) : t(`review:${kind}.loadFailed`, { type: e.type });
  return (
    <>
      <Announcer role="status" aria-live="polite">
        {announcement}
      </Announcer>
      <LoadMoreList
        list={list}
        labels={{
          loading: t(`review:${kind}.loading`),
          error: errorText,
          retry: t(`review:${kind}.retry`),
          more: t(`review:${kind}.more`),
          moreFailed: errorText,
        }}
      >
        {children}
      </LoadMoreList>
    </>
  );
}

const Announcer = styled.p`
  margin: 0 0 8px;
  min-height: 1.4em;
  font-weight: 600;
  color: ${theme.colors.blue900};
`;
