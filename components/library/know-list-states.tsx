/**
 * Around a library list: a spinner while the first page loads, an error with "try again", and
 * below the list "n of m shown" with "show more" while there are more.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { Centered } from '@/components/auth/auth-layout';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { notifyError } from '@/lib/notifications/toast';
import { theme } from '@/styles/theme';
import type { KnowPages } from './use-know-pages';

export function KnowListStates({ pages, children }: { pages: KnowPages; children: ReactNode }) {
  const { t } = useTranslation('library');
  if (pages.status === 'loading') {
    return (
      <Centered>
        <Spinner $size={28} aria-label={t('loading')} />
      </Centered>
    );
  }
  if (pages.status === 'error') {
    return (
      <Problem role="alert">
        {t('loadFailed')}{' '}
        <Button variant="secondary" onClick={pages.retry}>
          {t('retry')}
        </Button>
      </Problem>
    );
  }
  const more = pages.knows.length < pages.total;
  return (
    <>
      {children}
      {pages.knows.length > 0 && more && (
        <More>
          <span role="status">{t('shown', { shown: pages.knows.length, total: pages.total })}</span>
          <Button variant="secondary" loading={pages.loadingMore} onClick={() => pages.loadMore().catch((e: unknown) => notifyError(e, t))}>
            {t('loadMore')}
          </Button>
        </More>
      )}
    </>
  );
}

const Problem = styled.p`
  margin: 16px 0;
  padding: 14px 16px;
  border-radius: ${theme.radius.lg}px;
  background: ${theme.colors.pink100};
`;
const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  color: ${theme.colors.inkMuted};
`;
