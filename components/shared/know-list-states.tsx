/**
 * Around a list of knows: the shared LoadMoreList states (spinner, error with "try again",
 * "n of m shown" with "show more") in the words of the namespace that shows it (its keys
 * loading, loadFailed, retry, loadMore and shown), so the library and a knower's profile word
 * their lists the same way without writing the labels twice.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LoadMoreList } from '@/components/ui/load-more-list';
import type { Know } from '@/lib/api/know-types';
import type { PagedList } from '@/lib/api/paged-list';
import type { Namespace } from '@/lib/i18n/translations';

export function KnowListStates({ namespace, pages, children }: { namespace: Namespace; pages: PagedList<Know>; children: ReactNode }) {
  const { t } = useTranslation(namespace);
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
