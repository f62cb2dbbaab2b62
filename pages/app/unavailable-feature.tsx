/** Where links to features that are not live (yet, or not in this country) lead. Not indexed. */
import { useTranslation } from '@/lib/i18n/use-translation';
import { Icon, IconTile } from '@/components/ui/icons';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { MessagePanel } from '@/components/ui/message-panel';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';

export default function UnavailableFeaturePage({ shell }: ShellPageProps) {
  const { t } = useTranslation('home');
  const { locale } = useEdition();
  return (
    <PageShell shell={shell}>
      <PageHead title={t('unavailable.title')} description={t('unavailable.text')} noindex />
      <MessagePanel
        icon={
          <IconTile $tone="pink">
            <Icon name="star" />
          </IconTile>
        }
        title={t('unavailable.title')}
        message={t('unavailable.text')}
        actionLabel={t('unavailable.home')}
        actionHref={localeHref(locale.locale, '/')}
      />
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['home']);
