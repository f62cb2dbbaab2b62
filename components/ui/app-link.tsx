/**
 * Internal link: localised slugs and locale prefix applied. Plain anchors on purpose: each
 * edition lives on its own host, so Next's locale-prefixing client router is not used
 * (docs/decisions/0001-editions-by-host.md).
 */
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { useRouter } from 'next/router';
import { DEFAULT_LOCALE, isLocale } from '@/lib/config/locales';
import { localeHref } from '@/lib/links/locale-path';
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
  const { locale } = useRouter();
  const href = localeHref(isLocale(locale) ? locale : DEFAULT_LOCALE, to, query, hash);
  return <a ref={ref} href={href} {...rest} />;
});
