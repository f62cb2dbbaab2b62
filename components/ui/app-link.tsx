/**
 * Internal link: a real anchor with the edition's localised URL (slugs localised, content-language
 * prefix), followed by the Next router as a client-side transition (decision 0013, replacing
 * the plain-anchor part of decision 0001). `locale={false}`: the address already carries
 * everything; the router adds no prefix of its own.
 */
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { DEFAULT_LOCALE, isLocale } from '@/lib/config/locales';
import { localeHref } from '@/lib/links/locale-path';
import { routerTarget } from '@/lib/links/router-target';
import type { QueryValue } from '@/lib/links/build-href';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Canonical route, e.g. "/auth/signin" or "/subjects". */
  to: string;
  query?: Record<string, QueryValue>;
  hash?: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** Scroll to the top after the change (default true). */
  scroll?: boolean;
}

export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { to, query, hash, replace, scroll, ...rest },
  ref,
) {
  const { locale: routerLocale } = useRouter();
  const locale = isLocale(routerLocale) ? routerLocale : DEFAULT_LOCALE;
  const href = localeHref(locale, to, query, hash);
  const target = routerTarget(href, locale);
  return (
    <Link ref={ref} href={target.url} as={target.as} locale={false} prefetch={false} replace={replace} scroll={scroll} {...rest} />
  );
});
