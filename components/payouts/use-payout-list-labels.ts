/**
 * The labels of the payout pages' paged lists (ledger, payout history): the strings they share and
 * the list's own error, so each list states only what is its own.
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import type { LoadMoreListProps } from '@/components/ui/load-more-list';

export function usePayoutListLabels(list: { items: readonly unknown[]; total: number }, error: string): LoadMoreListProps['labels'] {
  const { t } = useTranslation('payouts');
  return {
    loading: t('loading'),
    error,
    retry: t('retry'),
    more: t('more'),
    moreFailed: t('moreFailed'),
    shown: t('shown', { shown: list.items.length, total: list.total }),
  };
}
