/**
 * The reviewer pages' gate (decision 0028): signed out goes to sign-in (useRequireSession), a
 * signed-in user without the reviewer role sees why the page is closed; the API answers 403 to
 * them anyway, this only spares them a page of errors.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { useRequireSession } from '@/components/shared/use-require-session';
import { MessagePanel } from '@/components/ui/message-panel';
import { Spinner } from '@/components/ui/spinner';
import { isReviewer } from '@/lib/contract/roles';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';

export function ReviewerGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('review');
  const { locale } = useEdition();
  const user = useRequireSession();
  if (!user) {
    return (
      <Center>
        <Spinner $size={28} aria-label={t('gate.loading')} />
      </Center>
    );
  }
  if (!isReviewer(user)) {
    return <MessagePanel title={t('gate.title')} message={t('gate.text')} actionLabel={t('gate.home')} actionHref={localeHref(locale.locale, '/app/feeds')} />;
  }
  return <>{children}</>;
}

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: 64px 0;
`;
