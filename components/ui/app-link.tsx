/**
 * Internal link: a real anchor with the edition's localised URL (slugs localised, content-language
 * prefix). A plain left click is a client-side transition through the Next router: the one
 * listener in lib/links/intercept-links.ts (installed in _app) hands it to navigateTo, which
 * calls Router.push(canonical route, localised URL) — decision 0013, replacing decision 0001's
 * full page loads. No per-link router code ships with the page (next/link would add ~2 KiB gzip
 * to the landing); the listener also prefetches a page's code when the pointer reaches a link.
 */
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { useEdition } from '@/lib/edition/use-edition';
import { editionHref } from '@/lib/links/edition-href';
import type { QueryValue } from '@/lib/links/build-href';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Canonical route, e.g. "/auth/signin" or "/subjects". */
  to: string;
  query?: Record<string, QueryValue>;
  hash?: string;
}

export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { to, query, hash, ...rest },
  ref,
) {
  const href = editionHref(useEdition(), to, query, hash);
  return <a ref={ref} href={href} {...rest} />;
});
