/**
 * The page a reader gets when its data could not be loaded under load or during an outage
 * (decision 0045; its status is 503 with Retry-After): says so and offers the same page again.
 * Loaded by the app shell on demand, so no other page carries it.
 */
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { PageHead } from '@/components/seo/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { MessagePanel } from '@/components/ui/message-panel';
import type { ServiceUnavailablePageProps } from '@/lib/pages/service-unavailable';

export default function UnavailableView({ shell, serviceUnavailable }: ServiceUnavailablePageProps) {
  const { t } = useTranslation('common');
  const { asPath } = useRouter();
  const key = serviceUnavailable.reason === 'busy' ? 'busy' : 'down';
  return (
    <PageShell shell={shell}>
      <PageHead title={t(`unavailable.${key}Title`)} noindex />
      <MessagePanel role="alert" title={t(`unavailable.${key}Title`)} message={t(`unavailable.${key}Message`)} actionLabel={t('unavailable.retry')} actionHref={asPath} />
    </PageShell>
  );
}
