/**
 * Loads what the viewer shows: the bytes of each document of a know (lib/api getKnowDocument,
 * which sends the client headers and the bearer, so owners see private knows), opened with
 * pdf.js or as images from blob URLs.
 *
 * Preview (decision 0008 "Blur", 0032): whoever isKnowBlurred names (visitors of blurred
 * editions, learners without Pro where Pro is sold) gets only the first page from the server. The viewer recognises it by the document having
 * fewer pages than the know says (the API's X-Know-Preview answer), and by the same rule on
 * the client, and then shows page 1 plus `lockedPages` placeholders. Documents past the preview
 * are not the reader's (decision 0048): the server refuses them (403), which also ends the preview
 * when the stored session still thought them readable.
 */
import { useEffect, useState } from 'react';
import type { Know, KnowDocument } from '@/lib/api/know-types';
import { ApiError } from '@/lib/api/errors';
import { getKnowDocument } from '@/lib/api/knows';
import { PREVIEW_PAGES } from '@/lib/knows/readable-pages';
import { openPdf, type PdfDocument } from './document-viewer-pdfjs';
import { useSessionStore } from '@/stores/session-store';
import { isBlurredForViewer, knowViewerOf } from './know-blur';

export interface ViewerPage {
  key: string;
  /** Intrinsic size (PDF points or image pixels), for the aspect ratio before drawing. */
  width: number;
  height: number;
  pdf: { document: PdfDocument; pageNumber: number } | null;
  imageUrl: string | null;
}

export type ViewerSource =
  | { status: 'loading'; documentsLoaded: number; documentsTotal: number }
  | { status: 'ready'; pages: ViewerPage[]; lockedPages: number }
  | { status: 'error'; error: unknown };

const isPdf = (doc: KnowDocument) => doc.contentType === 'application/pdf';

async function imageSize(url: string): Promise<{ width: number; height: number }> {
  const img = new Image();
  img.src = url;
  await img.decode();
  return { width: img.naturalWidth || 1, height: img.naturalHeight || 1 };
}

export function useViewerSource(know: Know, signedIn: boolean, attempt: number): ViewerSource {
  const token = useSessionStore((s) => s.token);
  const user = useSessionStore((s) => s.user);
  const knower = useSessionStore((s) => s.knower);
  const clientPreview = isBlurredForViewer(know, signedIn ? knowViewerOf(know, { token, user, knower }) : null);
  const documentIds = know.documents.map((d) => d.uuid).join();
  // State belongs to one load (these documents, this session and its Pro state, this attempt).
  const key = `${know.uuid}|${documentIds}|${know.pageCount}|${signedIn}|${clientPreview}|${attempt}`;
  const [state, setState] = useState<{ key: string; source: ViewerSource } | null>(null);

  useEffect(() => {
    let cancelled = false;
    const pdfs: PdfDocument[] = [];
    const blobUrls: string[] = [];
    const documents = clientPreview ? know.documents.slice(0, 1) : know.documents;
    const setSource = (source: ViewerSource) => setState({ key, source });

    (async () => {
      const pages: ViewerPage[] = [];
      let preview = clientPreview;
      for (const [index, doc] of documents.entries()) {
        const bytes = await getKnowDocument(doc.url).catch((error: unknown) => {
          if (index > 0 && error instanceof ApiError && error.status === 403) return null;
          throw error;
        });
        if (cancelled) return;
        if (bytes === null) {
          preview = true;
          break;
        }
        if (isPdf(doc)) {
          const pdf = await openPdf(bytes);
          pdfs.push(pdf);
          if (cancelled) return;
          // Fewer pages than the know has: the server sent the first-page preview.
          if (index === 0 && pdf.numPages < doc.pageCount) preview = true;
          const count = preview ? Math.min(PREVIEW_PAGES, pdf.numPages) : pdf.numPages;
          for (let n = 1; n <= count; n++) {
            const page = await pdf.getPage(n);
            const { width, height } = page.getViewport({ scale: 1 });
            pages.push({ key: `${doc.uuid}-${n}`, width, height, pdf: { document: pdf, pageNumber: n }, imageUrl: null });
          }
        } else {
          const url = URL.createObjectURL(new Blob([bytes], { type: doc.contentType }));
          blobUrls.push(url);
          const { width, height } = await imageSize(url);
          pages.push({ key: doc.uuid, width, height, pdf: null, imageUrl: url });
        }
        if (cancelled) return;
        if (preview) break;
        setSource({ status: 'loading', documentsLoaded: index + 1, documentsTotal: documents.length });
      }
      if (cancelled) return;
      const lockedPages = preview ? Math.max(0, know.pageCount - pages.length) : 0;
      setSource({ status: 'ready', pages, lockedPages });
    })().catch((error: unknown) => {
      if (!cancelled) setSource({ status: 'error', error });
    });

    return () => {
      cancelled = true;
      for (const pdf of pdfs) void pdf.loadingTask.destroy();
      for (const url of blobUrls) URL.revokeObjectURL(url);
    };
    // The key (documents, session, attempt) decides what is loaded; likes or titles do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (state?.key === key) return state.source;
  const total = clientPreview ? Math.min(1, know.documents.length) : know.documents.length;
  return { status: 'loading', documentsLoaded: 0, documentsTotal: total };
}
