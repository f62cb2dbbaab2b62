/**
 * localeHref for the page's own edition, from its edition record alone (no tables): what
 * components of the shell and the landing use (decision 0013). Same result as
 * localeHref(edition.locale.locale, ...) (tests/unit/edition-record.test.ts).
 */
import type { EditionContext } from '../edition/use-edition';
import { buildHref, type QueryValue } from './build-href';
import { canonicalizeWith, localizeWith } from './slug-map';

type EditionLinks = Pick<EditionContext, 'prefix' | 'slugs'>;

export function editionHref(edition: EditionLinks, path: string, query?: Record<string, QueryValue>, hash?: string): string {
  const localized = localizeWith(path, edition.slugs);
  const prefixed = `${edition.prefix}${localized === '/' && edition.prefix ? '' : localized}`;
  return buildHref(prefixed || '/', query, hash);
}

/** The canonical route of the page being shown, from the browser URL (prefix and slugs undone). */
export function editionCanonicalPath(edition: EditionLinks, asPath: string): string {
  const withoutQuery = asPath.split(/[?#]/)[0] ?? '/';
  const bare = edition.prefix && withoutQuery.startsWith(edition.prefix) ? withoutQuery.slice(edition.prefix.length) || '/' : withoutQuery;
  return canonicalizeWith(bare, edition.slugs) ?? bare;
}
