/**
 * Around a library list: the shared LoadMoreList states (spinner, error with "try again",
 * "n of m shown" with "show more") in the library's words.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { LoadMoreList } from '@/components/ui/load-more-list';
import type { Know } from '@/lib/api/know-types';
import type { PagedList } from '@/lib/api/paged-list';

export function KnowListStates({ pages, children }: { pages: PagedList<Know>; children: ReactNode }) {
  const { t } = useTranslation('library');
  return (
    <LoadMoreList
      list={pages}
      labels={{
        loading: t('loading'),
        error: t('loadFailed'),
        retry: t('retry'),
        more: t('loadMore'),
        moreFailed: t('loadFailed'),
        shown: t('shown', { shown: pages.items.length, total: pages.total }),
      }}
    >
      {children}
    </LoadMoreList>
  );
}
