/**
 * /knows and /app/knows (spec §2.1, §2.2): the signed-in learner's own knows, every status,
 * private ones included, newest first, 20 at a time with "show more". After publishing, the
 * page opens with the congratulations dialog; closing it removes its query parameters.
 */
import { useCallback, useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { FormAlert } from '@/components/auth/form-fields';
import { useRequireSession } from '@/components/auth/use-require-session';
import { useQueryParam } from '@/components/auth/use-query-param';
import { Centered } from '@/components/auth/auth-layout';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toApiError } from '@/lib/api/errors';
import type { Know, Page as KnowPage } from '@/lib/api/know-types';
import { listMyKnows } from '@/lib/api/knows';
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
        <Centered>
          <Spinner $size={28} aria-label={t('loading')} />
        </Centered>
      )}
    </Page>
  );
}

export function MyKnows({ variant, load = listMyKnows }: { variant: FlowVariant; load?: Load }) {
  const { t } = useTranslation(['upload', 'errors']);
  const { locale } = useEdition();
  const router = useRouter();
  const [knows, setKnows] = useState<Know[]>([]);
  const [total, setTotal] = useState(0);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  const showDialog = useQueryParam('showKnowUploadedCongratulationsDialog') === 'true';
  const wasFlashcards = useQueryParam('wasFlashcardKnowUpload') === 'true';
  const [dismissed, setDismissed] = useState(false);
  const lastPublished = useUploadDraftStore((s) => s.lastPublished);

  const [attempt, setAttempt] = useState(0);

  const apply = useCallback((offset: number, page: KnowPage<Know>) => {
    setError(null);
    // Appending by uuid: a know published meanwhile shifts the pages by one.
    setKnows((prev) => {
      const base = offset === 0 ? [] : prev;
      const seen = new Set(base.map((k) => k.uuid));
      return [...base, ...page.content.filter((k) => !seen.has(k.uuid))];
    });
    setTotal(page.numberOfResults);
    setStatus('ready');
  }, []);

  const fail = useCallback(
    (err: unknown) => {
      const e = toApiError(err);
      setError(e.handled ? t(e.messageKey) : t('upload:myKnows.loadFailed', { type: e.type }));
      setStatus((s) => (s === 'loading' ? 'error' : s));
    },
    [t],
  );

  useEffect(() => {
    let live = true;
    load({ limit: MY_KNOWS_PAGE_SIZE, offset: 0 }).then(
      (page) => live && apply(0, page),
      (err: unknown) => live && fail(err),
    );
    return () => {
      live = false;
    };
  }, [load, apply, fail, attempt]);

  const loadMore = async () => {
    setLoadingMore(true);
    const offset = knows.length;
    try {
      apply(offset, await load({ limit: MY_KNOWS_PAGE_SIZE, offset }));
    } catch (err) {
      fail(err);
    } finally {
      setLoadingMore(false);
    }
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

  return (
    <>
      <Toolbar>
        <ButtonLink $variant="primary" href={uploadHref}>
          {t('upload:myKnows.upload')}
        </ButtonLink>
        <ButtonLink $variant="secondary" href={importHref}>
          {t('upload:myKnows.import')}
        </ButtonLink>
      </Toolbar>
      {status === 'loading' && (
        <Centered>
          <Spinner $size={28} aria-label={t('upload:myKnows.loading')} />
        </Centered>
      )}
      {status === 'error' && (
        <ErrorBox>
          <FormAlert>{error}</FormAlert>
          <Button
            variant="secondary"
            onClick={() => {
              setStatus('loading');
              setAttempt((n) => n + 1);
            }}
          >
            {t('upload:myKnows.retry')}
          </Button>
        </ErrorBox>
      )}
      {status === 'ready' && knows.length === 0 && (
        <Empty>
          <h2>{t('upload:myKnows.emptyTitle')}</h2>
          <p>{t('upload:myKnows.emptyText')}</p>
          <div>
            <ButtonLink $variant="primary" href={uploadHref}>
              {t('upload:myKnows.upload')}
            </ButtonLink>
            <ButtonLink $variant="secondary" href={importHref}>
              {t('upload:myKnows.import')}
            </ButtonLink>
          </div>
        </Empty>
      )}
      {status === 'ready' && knows.length > 0 && (
        <>
          <Count role="status">{t('upload:myKnows.count', { count: total })}</Count>
          <List aria-labelledby="my-knows-title">
            {knows.map((know) => (
              <MyKnowItem key={know.uuid} know={know} />
            ))}
          </List>
          {error && <FormAlert>{error}</FormAlert>}
          {knows.length < total && (
            <More>
              <Button
                variant="secondary"
                loading={loadingMore}
                loadingLabel={t('upload:myKnows.loading')}
                onClick={() => void loadMore()}
              >
                {t('upload:myKnows.more')}
              </Button>
            </More>
          )}
        </>
      )}
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
  display: flex;
  gap: 10px;
  flex-wrap: wrap;
  margin-bottom: 20px;
`;
const Count = styled.p`
  margin: 0 0 10px;
  color: ${theme.colors.inkMuted};
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 10px;
`;
const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 20px;
`;
const ErrorBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
`;
const Empty = styled.div`
  padding: 36px 20px;
  border: 1px dashed ${theme.colors.line};
  border-radius: ${theme.radius.xl}px;
  text-align: center;
  h2 {
    margin: 0 0 8px;
    color: ${theme.colors.blue900};
  }
  p {
    margin: 0 0 18px;
    color: ${theme.colors.inkMuted};
  }
  div {
    display: flex;
    gap: 10px;
    justify-content: center;
    flex-wrap: wrap;
  }
`;
