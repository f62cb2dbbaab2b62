/**
 * The steps of creating a know and their addresses (spec §2.1, §2.2): the public-site flow
 * under /knows/create/… and the web-app flow under /app/knows/…, which behave the same.
 * Query parameters of the spec carry over from step to step.
 */
import type { KnowDocument } from '@/lib/api/know-types';
import type { Locale } from '@/lib/config/locales';
import type { QueryValue } from '@/lib/links/build-href';
import { localeHref } from '@/lib/links/locale-path';
import { readQueryParam } from '@/components/shared/redirect';
import { useHasMounted } from '@/lib/hooks/use-has-mounted';

export type FlowVariant = 'web' | 'app';
export type FlowStep = 'upload' | 'flashcards' | 'details' | 'done';

const PATHS: Record<FlowVariant, Record<FlowStep, { path: string; query?: Record<string, string> }>> = {
  web: {
    upload: { path: '/knows/create/upload' },
    flashcards: { path: '/knows/create/import-flashcards' },
    details: { path: '/knows/create/details' },
    done: { path: '/knows' },
  },
  app: {
    upload: { path: '/app/knows/create', query: { tab: 'upload' } },
    flashcards: { path: '/app/knows/create', query: { tab: 'flashcards' } },
    details: { path: '/app/knows/details' },
    done: { path: '/app/knows' },
  },
};

export function flowHref(locale: Locale, variant: FlowVariant, step: FlowStep, query: Record<string, QueryValue> = {}): string {
  const target = PATHS[variant][step];
  return localeHref(locale, target.path, { ...target.query, ...query });
}

/** The spec's query parameters of the create steps (read on the client). */
export interface FlowQuery {
  makeKnowPrivate: boolean | null;
  saveToFolderUuid: string | null;
  hasFlashcards: boolean;
  title: string | null;
  filename: string | null;
  /** KnowDocument.url of a document the learner uploaded before (e.g. in the app). */
  url: string | null;
  utmContent: string | null;
}

const bool = (value: string | null) => (value === 'true' ? true : value === 'false' ? false : null);

export function readFlowQuery(): FlowQuery {
  return {
    makeKnowPrivate: bool(readQueryParam('makeKnowPrivate')),
    saveToFolderUuid: readQueryParam('saveToFolderUuid'),
    hasFlashcards: readQueryParam('hasFlashcards') === 'true',
    title: readQueryParam('title'),
    filename: readQueryParam('filename'),
    url: readQueryParam('url'),
    utmContent: readQueryParam('utm_content'),
  };
}

const NO_QUERY: FlowQuery = {
  makeKnowPrivate: null,
  saveToFolderUuid: null,
  hasFlashcards: false,
  title: null,
  filename: null,
  url: null,
  utmContent: null,
};

/** The query after the first client render (the server render has none: same markup). */
export function useFlowQuery(): FlowQuery {
  const mounted = useHasMounted();
  return mounted ? readFlowQuery() : NO_QUERY;
}

/** What the next step keeps of this one's query. */
export function carriedQuery(q: FlowQuery): Record<string, QueryValue> {
  return {
    makeKnowPrivate: q.makeKnowPrivate ?? undefined,
    saveToFolderUuid: q.saveToFolderUuid,
    utm_content: q.utmContent,
  };
}

const UPLOAD_PATH = /^(?:\/api\/v1)?\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The upload a `url` query names (spec §2.1 "filename/title/url"): an own upload's address on
 * this API (/api/v1/uploads/{uuid}, as KnowDocument.url gives it; same-origin absolute URLs
 * too). Anything else is ignored.
 */
export function uploadFromQuery(q: Pick<FlowQuery, 'url' | 'filename'>, origin: string): KnowDocument | null {
  if (!q.url) return null;
  let path: string;
  try {
    const parsed = new URL(q.url, origin);
    if (parsed.origin !== origin) return null;
    path = parsed.pathname;
  } catch {
    return null;
  }
  const match = UPLOAD_PATH.exec(path);
  if (!match) return null;
  const uuid = match[1]!.toLowerCase();
  const filename = q.filename ?? 'document.pdf';
  const image = /\.(png|jpe?g|webp)$/i.exec(filename)?.[1]?.toLowerCase();
  return {
    uuid,
    contentType: image ? `image/${image === 'jpg' ? 'jpeg' : image}` : 'application/pdf',
    filename,
    sizeBytes: 0,
    pageCount: 0,
    url: `/api/v1/uploads/${uuid}`,
    thumbnailUrl: null,
  };
}
