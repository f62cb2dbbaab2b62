/**
 * The know page, shared by /knows/{slug}, /knows/u/{slug} and /app/knows/{id}: server-rendered
 * details, text and cards for search engines; the lazily loaded viewer, the actions and the
 * reader's own state once the page runs in the browser (use-know.ts).
 */
import { memo, useRef } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { NotFoundContent } from '@/components/shared/not-found-view';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import type { ShellData } from '@/lib/pages/shell-data';
import { ContentColumn } from '@/components/shared/content-layout';
import { Button } from '@/components/ui/button';
import { StaticIsland } from '@/components/ui/static-island';
import type { KnowDetail } from '@/lib/api/know-types';
import { useEdition } from '@/lib/edition/use-edition';
import { engage, useReaderEngaged } from '@/lib/hooks/use-reader-engaged';
import { isPublicKnow } from '@/lib/knows/know-visibility';
import { localeHref } from '@/lib/links/locale-path';
import { errorToastText } from '@/lib/notifications/toast';
import { LazyDocumentViewer } from './document-viewer-lazy';
import { DocumentPreview } from './document-preview';
import { inlineViewerHeight } from './viewer-box';
import { KnowActions } from './know-actions';
import { KnowDetails, type KnowDateLabels } from './know-details';
import { KnowFlashcardList } from './know-flashcard-list';
import { KnowHead } from './know-head';
import { DecorativeSpinner } from './know-spinner';
import { KnowTextPreview } from './know-text-preview';
import { knowViewPath } from './know-urls';
import { useContentDuration, useKnowViewed } from './use-know-analytics';
import { useKnow } from './use-know';

// Right after hydration the body re-renders for the session (useSignedIn), synchronously. The
// parts that only show the know skip that render while the know is the same object: the
// server's know until a signed-in reader's own copy arrives (issue 9 §8, decision 0041).
const Details = memo(KnowDetails);
const Head = memo(KnowHead);
const TextPreview = memo(KnowTextPreview);
const FlashcardList = memo(KnowFlashcardList);

export interface KnowPageProps {
  shell: ShellData;
  /** The public know, or null (missing, private, not yet published: 404 for the server). */
  know: KnowDetail | null;
  /** The id from the address, or null when the address holds none. */
  uuid: string | null;
  /** The know's dates as the server formatted them (knowDateLabels); absent, the browser formats them. */
  dateLabels?: KnowDateLabels | null;
}

type KnowPageViewProps = KnowPageProps & { variant?: 'web' | 'app' };

export function KnowPageView({ shell, ...props }: KnowPageViewProps) {
  // The shell stays outside what depends on the session: the reader's state arrives after
  // hydration and re-renders only the body, not the whole page (decision 0040).
  return (
    <PageShell shell={shell}>
      <KnowPageBody {...props} />
    </PageShell>
  );
}

function KnowPageBody({ know: initial, uuid, dateLabels, variant = 'web' }: Omit<KnowPageViewProps, 'shell'>) {
  const { t } = useTranslation('knows');
  const { locale } = useEdition();
  const { load, signedIn, update, retry } = useKnow(uuid, initial);
  const know = load.status === 'ready' ? load.know : null;
  const engaged = useReaderEngaged();
  useKnowViewed(know, engaged);
  useContentDuration(know);
  // A public know's first page is an image anyone may load: it stands in for the viewer until
  // the reader turns to the page (decision 0044). Private ones need the bearer: viewer at once.
  const previewUrl =
    know && !know.isFlashcardKnow && isPublicKnow(know) && know.documents.length > 0 ? know.thumbnailUrl : null;
  const viewerSlot = useRef<HTMLDivElement>(null);
  const openViewer = () => {
    engage();
    // The button goes away with the preview: keep the focus where the viewer appears.
    viewerSlot.current?.focus();
  };

  if (load.status === 'not-found') return <NotFoundContent />;
  if (load.status !== 'ready') {
    return (
      <>
        <PageHead title={t('page.loadingTitle')} noindex />
        <ContentColumn>
          {load.status === 'loading' ? (
            <State role="status">
              <DecorativeSpinner /> {t('page.loading')}
            </State>
          ) : (
            <State role="alert">
              <h1>{t('page.errorTitle')}</h1>
              <p>{errorToastText(load.error, t) ?? t('page.error')}</p>
              <Button onClick={retry}>{t('viewer.retry')}</Button>
            </State>
          )}
        </ContentColumn>
      </>
    );
  }

  const current = load.know;
  const hasDocuments = !current.isFlashcardKnow && current.documents.length > 0;
  const noindex = variant === 'app' || !isPublicKnow(current);
  return (
    <>
      <Head know={current} noindex={noindex} />
      <ContentColumn>
        <StaticIsland keepWhile={current}>
          <Details know={current} variant={variant} dateLabels={dateLabels} />
        </StaticIsland>
        <KnowActions know={current} signedIn={signedIn} personalized={load.personalized} onChange={update} />
        {hasDocuments && (
          <div ref={viewerSlot} tabIndex={-1}>
            {previewUrl !== null && (!engaged || signedIn === null) ? (
              <DocumentPreview title={current.title} imageUrl={previewUrl} onOpen={openViewer} />
            ) : signedIn === null ? (
              <ViewerSpace aria-hidden="true" />
            ) : (
              <LazyDocumentViewer
                know={current}
                signedIn={signedIn}
                mode="inline"
                fullScreenHref={localeHref(locale.locale, knowViewPath(current))}
              />
            )}
          </div>
        )}
        {current.isFlashcardKnow && <FlashcardList cards={current.flashcards} total={current.flashcardCount} knowUuid={current.uuid} />}
        <StaticIsland keepWhile={current}>
          <TextPreview know={current} />
        </StaticIsland>
      </ContentColumn>
    </>
  );
}

const State = styled.div`
  display: flex; flex-direction: column; align-items: center; gap: 12px;
  margin: 96px auto;
  text-align: center;
`;
/** Holds the viewer's place during the server render, so the page does not jump. */
const ViewerSpace = styled.div`
  ${inlineViewerHeight};
`;
