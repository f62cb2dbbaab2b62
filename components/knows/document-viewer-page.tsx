/**
 * One page of the viewer: a frame with the page's aspect ratio (so scrolling and page jumps work
 * before anything is drawn), the PDF page drawn into a canvas only while it is near the visible
 * area (far-away canvases are released to save memory), or the image.
 */
import { forwardRef, useEffect, useRef, type ReactNode } from 'react';
import { styled } from 'next-yak';
import { theme } from '@/styles/theme';
import { canvasScale } from './document-viewer-controls';
import { isRenderingCancelled } from './document-viewer-pdfjs';
import type { ViewerPage } from './document-viewer-source';

export const PageFrame = forwardRef<
  HTMLDivElement,
  { width: number; ratio: number; index: number; label: string; children?: ReactNode }
>(function PageFrame({ width, ratio, index, label, children }, ref) {
  return (
    <Frame
      ref={ref}
      data-page-index={index}
      role="group"
      aria-label={label}
      style={{ width: `${Math.round(width)}px`, aspectRatio: String(ratio) }}
    >
      {children}
    </Frame>
  );
});

function PdfCanvas({ page, cssWidth, near, label }: { page: ViewerPage; cssWidth: number; near: boolean; label: string }) {
  const holder = useRef<HTMLDivElement>(null);
  const drawnWidth = useRef(0);

  useEffect(() => {
    const box = holder.current;
    if (!box || !page.pdf) return;
    if (!near) {
      // Release the bitmap of a page far from view; it is drawn again when it comes close.
      const old = box.querySelector('canvas');
      if (old) old.width = 0;
      box.replaceChildren();
      drawnWidth.current = 0;
      return;
    }
    if (Math.abs(drawnWidth.current - cssWidth) < 1) return;
    let cancelled = false;
    let task: { cancel: () => void; promise: Promise<void> } | null = null;
    const { document: pdf, pageNumber } = page.pdf;
    (async () => {
      const proxy = await pdf.getPage(pageNumber);
      if (cancelled) return;
      const scale = canvasScale(cssWidth, page.width, page.height, window.devicePixelRatio);
      const viewport = proxy.getViewport({ scale });
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.setAttribute('role', 'img');
      canvas.setAttribute('aria-label', label);
      task = proxy.render({ canvas, viewport });
      await task.promise;
      if (cancelled) return;
      // Swap only when drawn: the previous (zoomed) bitmap stays until then, no white flash.
      const old = box.querySelector('canvas');
      box.replaceChildren(canvas);
      if (old) old.width = 0;
      drawnWidth.current = cssWidth;
    })().catch((error: unknown) => {
      if (!isRenderingCancelled(error) && !cancelled) console.warn('A page could not be drawn.', error);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [page, cssWidth, near, label]);

  return <CanvasHolder ref={holder} data-testid="pdf-page" />;
}

export function ViewerPageContent({ page, cssWidth, near, label }: { page: ViewerPage; cssWidth: number; near: boolean; label: string }) {
  if (page.imageUrl) {
    return <PageImage src={page.imageUrl} alt={label} width={page.width} height={page.height} />;
  }
  return <PdfCanvas page={page} cssWidth={cssWidth} near={near} label={label} />;
}

const Frame = styled.div`
  position: relative;
  max-width: none;
  margin: 0 auto 16px;
  background: #fff;
  box-shadow: 0 1px 4px rgba(10, 15, 36, 0.18);
  border-radius: ${theme.radius.xs}px;
  overflow: hidden;
`;
const CanvasHolder = styled.div`
  position: absolute;
  inset: 0;
  canvas {
    display: block;
    width: 100%;
    height: 100%;
  }
`;
const PageImage = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: contain;
`;
