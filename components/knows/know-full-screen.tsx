/**
 * /knows/{slug}/view: the document alone, full screen, without the shell. A close button (and
 * Escape) goes back to the know page. Flashcard knows show their cards.
 */
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { navigate } from '@/components/shared/redirect';
import { NotFoundView } from '@/components/shared/not-found-view';
import { PageHead } from '@/components/shared/page-head';
import { CookieBanner } from '@/components/shell/cookie-banner';
import { Button } from '@/components/ui/button';
import { useEdition } from '@/lib/edition/use-edition';
import { knowPath } from '@/lib/knows/know-href';
import { localeHref } from '@/lib/links/locale-path';
import { errorToastText } from '@/lib/notifications/toast';
import { theme } from '@/styles/theme';
import { LazyDocumentViewer } from './document-viewer-lazy';
import { KnowFlashcardList } from './know-flashcard-list';
import { KnowHead } from './know-head';
import type { KnowPageProps } from './know-page-view';
import { DecorativeSpinner } from './know-spinner';
import { useContentDuration, useKnowViewed } from './use-know-analytics';
import { useKnow } from './use-know';

export function KnowFullScreenView({ shell, know: initial, uuid }: KnowPageProps) {
  const { t } = useTranslation('knows');
  const { locale } = useEdition();
  const { load, signedIn, retry } = useKnow(uuid, initial);
  const know = load.status === 'ready' ? load.know : null;
  // Full screen is the reader asking for the document: engaged from the start.
  useKnowViewed(know, true);
  useContentDuration(know);
  const backHref = know ? localeHref(locale.locale, knowPath(know)) : null;

  useEffect(() => {
    if (!backHref) return;
    const onKey = (e: KeyboardEvent) => {
      // A dialog handles its own Escape; elsewhere Escape leaves full screen.
      if (e.key !== 'Escape' || e.defaultPrevented || document.querySelector('dialog[open]')) return;
      navigate(backHref);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [backHref]);

  if (load.status === 'not-found') return <NotFoundView shell={shell} />;
  if (load.status !== 'ready') {
    return (
      <Screen>
        <PageHead title={t('page.loadingTitle')} noindex />
        <Message role={load.status === 'loading' ? 'status' : 'alert'}>
          {load.status === 'loading' ? (
            <>
              <DecorativeSpinner /> {t('page.loading')}
            </>
          ) : (
            <>
              <p>{errorToastText(load.error, t) ?? t('page.error')}</p>
              <Button onClick={retry}>{t('viewer.retry')}</Button>
            </>
          )}
        </Message>
      </Screen>
    );
  }

  const current = load.know;
  return (
    <Screen>
      <KnowHead know={current} noindex={current.isPrivate || current.status !== 'PUBLISHED'} />
      <Top>
        <h1>{current.title}</h1>
        <Close href={backHref ?? '/'} aria-label={t('fullScreen.close')} title={t('fullScreen.closeHint')}>
          ×
        </Close>
      </Top>
      {current.isFlashcardKnow ? (
        <Cards>
          <KnowFlashcardList cards={current.flashcards} total={current.flashcardCount} knowUuid={current.uuid} />
        </Cards>
      ) : (
        signedIn !== null && <LazyDocumentViewer know={current} signedIn={signedIn} mode="fullscreen" />
      )}
      <CookieBanner />
    </Screen>
  );
}

const Screen = styled.main`
  display: flex; flex-direction: column;
  height: 100vh;
  height: 100dvh;
  background: ${theme.colors.surfaceAlt};
`;
const Top = styled.div`
  display: flex; align-items: center; justify-content: space-between; gap: 12px;
  padding: 6px 8px 6px 16px;
  background: ${theme.colors.dark};
  color: #fff;
  h1 {
    margin: 0;
    font-size: 1rem;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;
const Close = styled.a`
  flex: none;
  display: inline-flex; align-items: center; justify-content: center;
  width: 44px;
  height: 44px;
  color: #fff;
  font-size: 30px;
  text-decoration: none;
  border-radius: ${theme.radius.md}px;
  &:focus-visible {
    outline: 3px solid #fff;
  }
`;
const Cards = styled.div`
  flex: 1;
  overflow: auto;
  padding: 16px;
`;
const Message = styled.div`
  margin: auto;
  display: flex; flex-direction: column; align-items: center; gap: 12px;
`;
