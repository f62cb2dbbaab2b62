/**
 * Addresses around a know page: its canonical URL on the know's own edition domain (a German
 * know is canonical on the German domain, whichever edition shows it), absolute thumbnail URLs,
 * and the sub-pages (full-screen view, edit, download).
 */
import type { Know } from '@/lib/api/know-types';
import { editionOf, editionOrigin, type Edition } from '@/lib/config/editions';
import { knowPath } from '@/lib/knows/know-href';
import { localeHref } from '@/lib/links/locale-path';

function knowEdition(know: Pick<Know, 'countryCode'>): Edition {
  return editionOf(know.countryCode);
}

/** {origin of the know's edition}{localised know path}. */
export function canonicalKnowUrl(know: Pick<Know, 'title' | 'uuid' | 'countryCode'>): string {
  const edition = knowEdition(know);
  return `${editionOrigin(edition)}${localeHref(edition.locale, knowPath(know))}`;
}

/** An absolute URL for a server path such as /api/v1/knows/{uuid}/thumbnail. */
export function absoluteOnEdition(know: Pick<Know, 'countryCode'>, url: string | null): string | null {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  return `${editionOrigin(knowEdition(know))}${url.startsWith('/') ? '' : '/'}${url}`;
}

export const knowViewPath = (know: Pick<Know, 'title' | 'uuid'>) => `${knowPath(know)}/view`;
export const knowEditPath = (know: Pick<Know, 'title' | 'uuid'>) => `${knowPath(know)}/edit`;
export const knowDownloadPath = (know: Pick<Know, 'title' | 'uuid'>) => `${knowPath(know)}/download-know`;
