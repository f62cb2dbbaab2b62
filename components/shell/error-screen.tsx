import { useTranslation } from '@/lib/i18n/use-translation';
import { MessagePanel } from '@/components/ui/message-panel';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';

/** Error screen on a render crash (spec §2.4): page-not-found title, message, continue to "/". */
export function ErrorScreen() {
  const { t } = useTranslation('common');
  const { locale } = useEdition();
  return (
    <main id="main">
      <MessagePanel
        role="alert"
        title={t('errorScreen.title')}
        message={t('errorScreen.message')}
        actionLabel={t('errorScreen.continue')}
        actionHref={localeHref(locale.locale, '/')}
      />
    </main>
  );
}
