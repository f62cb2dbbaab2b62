/**
 * /knows and /app/knows (spec §2.1, §2.2): the signed-in learner's own knows, every status,
 * private ones included, newest first, 20 at a time with "show more". After publishing, the
 * page opens with the congratulations dialog; closing it removes its query parameters.
 */
import { useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { unstyledList } from '@/components/ui/unstyled-list';
import { useRequireSession } from '@/components/shared/use-require-session';
import { useQueryParam } from '@/components/shared/use-query-param';
import { CenteredSpinner } from '@/components/shared/auth-layout';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMoreList } from '@/components/ui/load-more-list';
import { toApiError } from '@/lib/api/errors';
import type { Know, Page as KnowPage } from '@/lib/api/know-types';
import { useMyKnows } from '@/lib/api/knows';
import { useEdition } from '@/lib/edition/use-edition';
import { useUploadDraftStore } from '@/stores/upload-draft-store';
import { theme } from '@/styles/theme';
import { CongratulationsDialog } from './congratulations-dialog';
import { Page } from './create-layout';
import { flowHref, type FlowVariant } from './flow';
import { MyKnowItem } from './my-know-item';

export const MY_KNOWS_PAGE_SIZE = 20;
const DIALOG_PARAMS = ['showKnowUploadedCongratulationsDialog', 'wasFlashcardKnowUpload'];

type Load = (params: { limit: number; offset: number }) => Promise<KnowPage<Know>>;

export function MyKnowsPage({ variant }: { variant: FlowVariant }) {
  const { t } = useTranslation('upload');
  const user = useRequireSession();
  return (
    <Page>
      <Header>
        <h1 id="my-knows-title" tabIndex={-1}>
          {t('myKnows.title')}
        </h1>
      </Header>
      {user ? (
        <MyKnows variant={variant} />
      ) : (
        <CenteredSpinner label={t('loading')} />
      )}
    </Page>
  );
}

export function MyKnows({ variant, load }: { variant: FlowVariant; load?: Load }) {
  const { t } = useTranslation(['upload', 'errors']);
  const { locale } = useEdition();
  const router = useRouter();
  const list = useMyKnows({ pageSize: MY_KNOWS_PAGE_SIZE, fetchPage: load && ((page) => load(page)) });
  const knows = list.items;
  const showDialog = useQueryParam('showKnowUploadedCongratulationsDialog') === 'true';
  const wasFlashcards = useQueryParam('wasFlashcardKnowUpload') === 'true';
  const [dismissed, setDismissed] = useState(false);
  const lastPublished = useUploadDraftStore((s) => s.lastPublished);

  const errorText = (err: unknown) => {
    const e = toApiError(err);
    return e.handled ? t(e.messageKey) : t('upload:myKnows.loadFailed', { type: e.type });
  };

  const closeDialog = () => {
    setDismissed(true);
    useUploadDraftStore.setState({ lastPublished: null });
    // Shallow: only the address changes (no reload, no new data): a reload must not reopen it.
    const url = new URL(window.location.href);
    for (const p of DIALOG_PARAMS) url.searchParams.delete(p);
    const query = Object.fromEntries(Object.entries(router.query).filter(([k]) => !DIALOG_PARAMS.includes(k)));
    void router.replace({ pathname: router.pathname, query }, `${url.pathname}${url.search}${url.hash}`, { shallow: true, scroll: false, locale: false });
  };

  const uploadHref = flowHref(locale.locale, variant, 'upload');
  const importHref = flowHref(locale.locale, variant, 'flashcards');
  // Above the list, and again in the empty state.
  const flowLinks = (
    <>
      <ButtonLink $variant="primary" href={uploadHref}>
        {t('upload:myKnows.upload')}
      </ButtonLink>
      <ButtonLink $variant="secondary" href={importHref}>
        {t('upload:myKnows.import')}
      </ButtonLink>
    </>
  );

  return (
    <>
      <Toolbar>{flowLinks}</Toolbar>
      <LoadMoreList
        list={list}
        labels={{
          loading: t('upload:myKnows.loading'),
          error: errorText(list.error),
          retry: t('upload:myKnows.retry'),
          more: t('upload:myKnows.more'),
          moreFailed: errorText(list.error),
        }}
      >
        {knows.length === 0 ? (
          <EmptyState
            title={t('upload:myKnows.emptyTitle')}
            text={t('upload:myKnows.emptyText')}
            actions={flowLinks}
          />
        ) : (
          <>
            <Count role="status">{t('upload:myKnows.count', { count: list.total })}</Count>
            <List aria-labelledby="my-knows-title">
              {knows.map((know) => (
                <MyKnowItem key={know.uuid} know={know} />
              ))}
            </List>
          </>
        )}
      </LoadMoreList>
      <CongratulationsDialog
        open={showDialog && !dismissed}
        wasFlashcardKnowUpload={wasFlashcards}
        know={lastPublished && lastPublished.isFlashcardKnow === wasFlashcards ? lastPublished : null}
        uploadHref={wasFlashcards ? importHref : uploadHref}
        onClose={closeDialog}
        fallbackFocus={() => document.getElementById('my-knows-title')}
      />
    </>
  );
}

const Header = styled.div`
  margin-bottom: 16px;
  h1:focus {
    outline: none;
  }
`;
const Toolbar = styled.div`
  display: flex; flex-wrap: wrap; gap: 10px;
  margin-bottom: 20px;
`;
const Count = styled.p`
  margin: 0 0 10px;
  color: ${theme.colors.inkMuted};
`;
const List = styled.ul`
  ${unstyledList};
  display: flex; flex-direction: column; gap: 10px;
`;
