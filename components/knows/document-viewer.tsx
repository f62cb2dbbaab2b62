/**
 * The document viewer (pdf.js), loaded lazily by document-viewer-lazy.tsx so neither this code
 * nor pdf.js is in a page's first-load JavaScript. Pages in a scroll box, drawn when near view;
 * navigation by buttons, page number and keyboard (←/→, PageUp/PageDown, Home/End), zoom
 * (+/−, 0 = fit width); loading progress, an error state with retry, and the blurred preview.
 * `?page=N` in the address opens it at page N (the links of AI citations).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled, css } from 'next-yak';
import { currentPageForRedirect, readQueryParam } from '@/components/shared/redirect';
import { Button } from '@/components/ui/button';
import { DecorativeSpinner } from './know-spinner';
import type { Know } from '@/lib/api/know-types';
import { errorToastText } from '@/lib/notifications/toast';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { theme } from '@/styles/theme';
import { viewerActionForKey, zoomIn, zoomOut, type ViewerAction } from './document-viewer-controls';
import { usePageObserver } from './document-viewer-observer';
import { PageFrame, ViewerPageContent } from './document-viewer-page';
import { useViewerSource, type ViewerPage } from './document-viewer-source';
import { ViewerToolbar } from './document-viewer-toolbar';
import { inlineViewerHeight } from './viewer-box';
import { BlurCallToAction, BlurredPage, LockedArea } from './know-blur';

export type ViewerMode = 'inline' | 'fullscreen';

export interface DocumentViewerProps {
  know: Know;
  signedIn: boolean;
  mode: ViewerMode;
  /** Inline: the full-screen page, linked from the toolbar. */
  fullScreenHref?: string;
}

export default function DocumentViewer({ know, signedIn, mode, fullScreenHref }: DocumentViewerProps) {
  const { t } = useTranslation('knows');
  const [attempt, setAttempt] = useState(0);
  const source = useViewerSource(know, signedIn, attempt);

  if (source.status === 'loading') {
    const { documentsLoaded, documentsTotal } = source;
    return (
      <Box $mode={mode}>
        <Centered role="status" aria-live="polite">
          <DecorativeSpinner $size={28} />
          <p>{t('viewer.loading')}</p>
          {documentsTotal > 1 ? (
            <progress
              max={documentsTotal}
              value={documentsLoaded}
              aria-label={t('viewer.loadingProgress', { loaded: documentsLoaded, total: documentsTotal })}
            />
          ) : (
            <progress aria-label={t('viewer.loading')} />
          )}
        </Centered>
      </Box>
    );
  }
  if (source.status === 'error') {
    const reason = errorToastText(source.error, t);
    return (
      <Box $mode={mode}>
        <Centered role="alert">
          <p>
            <strong>{t('viewer.error')}</strong>
          </p>
          {reason && <p>{reason}</p>}
          <Button onClick={() => setAttempt((n) => n + 1)}>{t('viewer.retry')}</Button>
        </Centered>
      </Box>
    );
  }
  return (
    <ReadyViewer
      know={know}
      pages={source.pages}
      lockedPages={source.lockedPages}
      signedIn={signedIn}
      mode={mode}
      fullScreenHref={fullScreenHref}
    />
  );
}

function useBoxWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

const PADDING = 16;

function ReadyViewer({
  know,
  pages,
  lockedPages,
  signedIn,
  mode,
  fullScreenHref,
}: {
  know: Know;
  pages: ViewerPage[];
  lockedPages: number;
  signedIn: boolean;
  mode: ViewerMode;
  fullScreenHref?: string;
}) {
  const { t } = useTranslation('knows');
  const scrollRef = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  const boxWidth = useBoxWidth(scrollRef);
  const total = pages.length + lockedPages;
  const fitWidth = Math.max(160, boxWidth - 2 * PADDING);
  const cssWidth = Math.round(fitWidth * zoom);
  const { near, current, setCurrent } = usePageObserver(scrollRef, total, String(cssWidth));
  const firstRatio = pages[0] ? pages[0].width / pages[0].height : 1 / Math.SQRT2;

  // Zooming keeps the reader at the same place of the document.
  const position = useRef(0);
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (box && box.scrollHeight > 0) box.scrollTop = position.current * box.scrollHeight;
  }, [cssWidth]);

  const goTo = useCallback(
    (index: number) => {
      const box = scrollRef.current;
      const target = Math.min(Math.max(index, 0), total - 1);
      const frame = box?.querySelector<HTMLElement>(`[data-page-index="${target}"]`);
      if (box && frame) {
        box.scrollTop = frame.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop - PADDING;
      }
      setCurrent(target);
    },
    [total, setCurrent],
  );

  const run = useCallback(
    (action: ViewerAction) => {
      if (action === 'next') goTo(current + 1);
      else if (action === 'previous') goTo(current - 1);
      else if (action === 'first') goTo(0);
      else if (action === 'last') goTo(total - 1);
      else if (action === 'zoomIn') setZoom(zoomIn);
      else if (action === 'zoomOut') setZoom(zoomOut);
      else setZoom(1);
    },
    [current, goTo, total],
  );

  // ?page=N (an AI citation's link) opens the document at that page, once the pages are laid out.
  const startedAtPage = useRef(false);
  useEffect(() => {
    if (startedAtPage.current || boxWidth <= 0) return;
    startedAtPage.current = true;
    const page = Number(readQueryParam('page'));
    if (Number.isInteger(page) && page > 1 && page <= total) goTo(page - 1);
  }, [boxWidth, goTo, total]);

  const onKey = (e: KeyboardEvent | ReactKeyboardEvent) => {
    const action = viewerActionForKey(e);
    if (!action) return;
    e.preventDefault();
    run(action);
  };

  // Full screen: the keys work without first focusing the viewer.
  const onKeyRef = useRef(onKey);
  useEffect(() => {
    onKeyRef.current = onKey;
  });
  useEffect(() => {
    if (mode !== 'fullscreen') return;
    const listener = (e: KeyboardEvent) => onKeyRef.current(e);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [mode]);

  const pageLabel = (index: number) => t('viewer.pageLabel', { page: index + 1, total });
  const redirect = typeof window === 'undefined' ? '/' : currentPageForRedirect();

  return (
    <Region
      $mode={mode}
      role="region"
      aria-label={t('viewer.label', { title: know.title })}
      onKeyDown={mode === 'inline' ? onKey : undefined}
    >
      <ViewerToolbar
        current={current}
        total={total}
        zoom={zoom}
        onPage={goTo}
        onZoom={(z) => setZoom(z === 'in' ? zoomIn : z === 'out' ? zoomOut : z)}
        extra={
          fullScreenHref ? (
            <FullScreenLink href={fullScreenHref}>{t('viewer.fullScreen')}</FullScreenLink>
          ) : undefined
        }
      />
      <LiveStatus aria-live="polite">{pageLabel(current)}</LiveStatus>
      <Scroll
        ref={scrollRef}
        $mode={mode}
        tabIndex={0}
        aria-label={t('viewer.pages')}
        data-testid="viewer-pages"
        onScroll={(e) => {
          const box = e.currentTarget;
          position.current = box.scrollHeight > 0 ? box.scrollTop / box.scrollHeight : 0;
        }}
      >
        {boxWidth > 0 &&
          pages.map((page, index) => (
            <PageFrame key={page.key} index={index} width={cssWidth} ratio={page.width / page.height} label={pageLabel(index)}>
              <ViewerPageContent page={page} cssWidth={cssWidth} near={near.has(index)} label={pageLabel(index)} />
            </PageFrame>
          ))}
        {boxWidth > 0 && lockedPages > 0 && (
          <LockedArea callToAction={<BlurCallToAction lockedPages={lockedPages} redirect={redirect} signedIn={signedIn} />}>
            {Array.from({ length: lockedPages }, (_, i) => {
              const index = pages.length + i;
              return (
                <PageFrame key={`locked-${i}`} index={index} width={cssWidth} ratio={firstRatio} label={t('viewer.lockedPageLabel', { page: index + 1, total })}>
                  <BlurredPage thumbnailUrl={know.thumbnailUrl} />
                </PageFrame>
              );
            })}
          </LockedArea>
        )}
      </Scroll>
    </Region>
  );
}

const boxHeights = css<{ $mode: ViewerMode }>`
  ${({ $mode }) =>
    $mode === 'inline'
      ? css`
          ${inlineViewerHeight};
        `
      : css`
          flex: 1;
          min-height: 0;
        `}
`;
const Box = styled.div<{ $mode: ViewerMode }>`
  display: flex;
  ${boxHeights};
  background: ${theme.colors.surfaceAlt};
  border-radius: ${({ $mode }) => ($mode === 'inline' ? `${theme.radius.xl}px` : '0')};
`;
const Centered = styled.div`
  margin: auto;
  padding: 24px;
  text-align: center;
  display: flex; flex-direction: column; align-items: center; gap: 8px;
  progress {
    width: min(280px, 70vw);
  }
`;
const Region = styled.section<{ $mode: ViewerMode }>`
  display: flex; flex-direction: column;
  ${boxHeights};
  border: ${({ $mode }) => ($mode === 'inline' ? `1px solid ${theme.colors.line}` : '0')};
  border-radius: ${({ $mode }) => ($mode === 'inline' ? `${theme.radius.xl}px` : '0')};
  overflow: hidden;
  background: ${theme.colors.surfaceAlt};
`;
const Scroll = styled.div<{ $mode: ViewerMode }>`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: ${PADDING}px;
  overscroll-behavior: contain;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
  }
`;
const LiveStatus = styled.p`
  ${visuallyHidden};
  margin: 0;
`;
const FullScreenLink = styled.a`
  display: inline-flex; align-items: center;
  height: 44px;
  padding: 0 12px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.md}px;
  color: ${theme.colors.blue900};
  font-size: 0.9rem;
  font-weight: 600;
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
