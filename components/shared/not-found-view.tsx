import { useTranslation } from '@/lib/i18n/use-translation';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import type { ShellData } from '@/lib/pages/shell-data';
import { MessagePanel } from '@/components/ui/message-panel';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';

export function NotFoundView({ shell }: { shell: ShellData }) {
  return (
    <PageShell shell={shell}>
      <NotFoundContent />
    </PageShell>
  );
}

/** The not-found message inside a page's own shell. */
export function NotFoundContent() {
  const { t } = useTranslation('common');
  const { locale } = useEdition();
  return (
    <>
      <PageHead title={t('notFound.title')} noindex />
      <MessagePanel
        title={t('notFound.title')}
        message={t('notFound.message')}
        actionLabel={t('notFound.home')}
        actionHref={localeHref(locale.locale, '/')}
      />
    </>
  );
}
