/**
 * The reviewer pages' gate (decision 0028): signed out goes to sign-in (useRequireSession), a
 * signed-in user without the reviewer role sees why the page is closed; the API answers 403 to
 * them anyway, this only spares them a page of errors.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useRequireSession } from '@/components/shared/use-require-session';
import { MessagePanel } from '@/components/ui/message-panel';
import { SpinnerBlock } from '@/components/ui/spinner-block';
import { isReviewer } from '@/lib/contract/roles';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';

export function ReviewerGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('review');
  const { locale } = useEdition();
  const user = useRequireSession();
  if (!user) {
    return (
      <SpinnerBlock label={t('gate.loading')} room={64} />
    );
  }
  if (!isReviewer(user)) {
    return <MessagePanel title={t('gate.title')} message={t('gate.text')} actionLabel={t('gate.home')} actionHref={localeHref(locale.locale, '/app/feeds')} />;
  }
  return <>{children}</>;
}
