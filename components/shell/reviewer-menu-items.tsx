/**
 * The profile menu's links to the reviewer queues (decision 0028), for users whose users/me
 * names the reviewer role. Pages do not load the `review` namespace for everyone: the menu adds
 * it on demand (one small chunk, fetched only for reviewers), as toasts do with `errors`.
 */
import { useEffect, useState } from 'react';
import { i18n } from 'next-i18next/pages';
import { useTranslation } from '@/lib/i18n/use-translation';
import { isLocale, LOCALE_CONFIGS } from '@/lib/config/locales';
import { MenuLinkItems } from './menu-link-items';

function useReviewNamespace(): boolean {
  const lng = i18n?.language;
  const lang = lng && isLocale(lng) ? LOCALE_CONFIGS[lng].interfaceLanguage : 'en';
  const [ready, setReady] = useState(() => !!lng && !!i18n?.hasResourceBundle(lng, 'review'));
  useEffect(() => {
    if (ready || !i18n || !lng) return;
    let live = true;
    import(`../../locales/${lang}/review.json`)
      .then((mod: { default?: Record<string, unknown> }) => {
        i18n?.addResourceBundle(lng, 'review', mod.default ?? mod, true, false);
        if (live) setReady(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [ready, lng, lang]);
  return ready;
}

export function ReviewerMenuItems() {
  const ready = useReviewNamespace();
  const { t } = useTranslation('review');
  if (!ready) return null;
  return (
    <MenuLinkItems
      links={[
        { to: '/app/review', label: t('menu.knows') },
        { to: '/app/review/payouts', label: t('menu.payouts') },
      ]}
    />
  );
}
