/**
 * The three reviewer queue pages differ only in their area, the namespace and key prefix of their
 * title and lead, and the queue itself: this makes such a page from those, so each page file is
 * one declaration. The head is the title, not indexed.
 */
import type { ReactNode } from 'react';
import { shellPage } from '@/components/shell/shell-page';
import type { Namespace } from '@/lib/i18n/translations';
import { ReviewLayout } from './review-layout';

export function reviewPage(
  name: string,
  { active, namespace, keys, queue }: { active: 'knows' | 'payouts' | 'reports'; namespace: Namespace; keys: string; queue: ReactNode },
) {
  return shellPage(name, {
    head: { namespace, title: `${keys}.title`, noindex: true },
    view: (_props, t) => (
      <ReviewLayout active={active} title={t(`${keys}.title`)} lead={t(`${keys}.lead`)}>
        {queue}
      </ReviewLayout>
    ),
  });
}
