/**
 * Page head (spec §2.4): title, canonical from the edition origin (EDITION_DOMAINS, decision
 * 0010) and path, noindex, Open Graph and app-link tags, JSON-LD for the web site and the app
 * with an optional aggregate rating. The hreflang alternates (every edition plus x-default) and
 * the JSON-LD are rendered by pages/_document.tsx from this head's request (lib/seo/server-head.ts),
 * so the browser ships no other edition's tables and no structured-data code (decision 0013); the
 * tags that are the same on every page (site name, app links, smart banner) are in the document.
 */
import { useContext, useEffect } from 'react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { BRAND } from '@/lib/config/brand';
import type { Locale } from '@/lib/config/locales';
import { useEdition } from '@/lib/edition/use-edition';
import { editionCanonicalPath, editionHref } from '@/lib/links/edition-href';
import { SERVED_HEAD_ATTRIBUTE, ServerHeadCollector } from '@/lib/seo/server-head-collector';

/** The path the document was served at: its alternates and JSON-LD hold only there. */
const servedPath = typeof window === 'undefined' ? '' : window.location.pathname;

export interface PageHeadProps {
  title?: string;
  description?: string;
  noindex?: boolean;
  /** Canonical route path; defaults to the current page's. */
  path?: string;
  /** Locales where the same page exists; defaults to every edition; [] = this edition only. */
  alternateLocales?: Locale[];
  aggregateRating?: { ratingValue: number; ratingCount: number } | null;
  /** Absolute canonical URL when the page belongs to another edition (e.g. a know's own domain). */
  canonicalUrl?: string;
  /** Social preview image (absolute URL); defaults to the site's. */
  image?: { url: string; alt: string } | null;
  /** Extra schema.org objects next to the web site and app. */
  structuredData?: readonly object[];
}

export function pageTitle(title: string | undefined, slogan: string): string {
  return title ? `${title} | ${BRAND.name}` : `${BRAND.name} – ${slogan}`;
}

export function PageHead({
  title, description, noindex, path, alternateLocales, aggregateRating, canonicalUrl, image, structuredData = [],
}: PageHeadProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const edition = useEdition();
  const { locale, origin } = edition;
  const canonicalPath = path ?? editionCanonicalPath(edition, router.asPath);
  // Locales without an edition of their own (es-CL, ...) live on the default edition's origin.
  const canonical = canonicalUrl ?? `${origin}${editionHref(edition, canonicalPath)}`;
  const fullTitle = pageTitle(title, t('slogan'));
  const desc = description ?? t('defaultDescription');
  // Server render: the document renders the alternates and JSON-LD (no provider in the browser).
  const collect = useContext(ServerHeadCollector);
  collect?.({ path: canonicalPath, locales: alternateLocales, noindex: !!noindex, aggregateRating: aggregateRating ?? null, structuredData });
  useEffect(() => {
    // After a client-side transition the served page's alternates and JSON-LD no longer apply.
    if (window.location.pathname === servedPath) return;
    for (const tag of document.querySelectorAll(`[${SERVED_HEAD_ATTRIBUTE}]`)) tag.remove();
  }, [canonicalPath]);
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={desc} />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={desc} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image?.url ?? `${origin}/og-image.png`} />
      {image && <meta property="og:image:alt" content={image.alt} />}
      <meta property="og:locale" content={locale.htmlLang.replace('-', '_')} />
      <meta property="al:ios:url" content={`knowly:/${canonicalPath}`} />
      <meta property="al:android:url" content={`knowly:/${canonicalPath}`} />
    </Head>
  );
}
