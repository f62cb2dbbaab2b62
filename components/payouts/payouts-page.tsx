/**
 * The three payout pages (overview, request, history) differ only in their tab, its heading's key
 * and the view inside PayoutsLayout: this makes such a page from those, so each page file is one
 * declaration. The head is the heading, not indexed.
 */
import type { ComponentType } from 'react';
import { shellPage } from '@/components/shell/shell-page';
import type { PayoutPaths } from './payout-paths';
import { PayoutsLayout, type PayoutKnower } from './payouts-layout';

export function payoutsPage(
  name: string,
  { tab, title, View }: { tab: keyof PayoutPaths; title: string; View: ComponentType<{ knower: PayoutKnower }> },
) {
  return shellPage(name, {
    head: { namespace: 'payouts', title, noindex: true },
    view: (_props, t) => (
      <PayoutsLayout tab={tab} title={t(title)}>
        {(knower) => <View knower={knower} />}
      </PayoutsLayout>
    ),
  });
}
