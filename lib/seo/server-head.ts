/**
 * The head tags pages/_document.tsx renders for crawlers (spec §2.4), from the page head's
 * request (lib/seo/server-head-collector.ts) and the full tables: hreflang alternates for every
 * edition where the page exists plus x-default, and JSON-LD for the web site and the app (with
 * an optional aggregate rating) and the page's own objects. Server only (decision 0013).
 */
import { BRAND } from '../config/brand';
import { EDITIONS, editionOrigin } from '../config/editions';
import { LOCALE_CONFIGS, type Locale } from '../config/locales';
import { editionFor } from '../edition/edition-record';
import { localeHref } from '../links/locale-path';
import { safeJson } from '../safe-json';
import type { ServerHeadRequest } from './server-head-collector';

export interface AlternateLink {
  hrefLang: string;
  href: string;
}

export function alternateLinks(current: Locale, { path, locales }: Pick<ServerHeadRequest, 'path' | 'locales'>): AlternateLink[] {
  const list = locales ?? EDITIONS.map((e) => e.locale);
  if (list.length === 0) return [];
  const url = (l: Locale) => `${editionOrigin(l)}${localeHref(l, path)}`;
  // x-default: the US edition where the page exists there, else the first edition that has it.
  const xDefault: Locale = list.includes('en') ? 'en' : (list[0] ?? current);
  return [
    ...list.map((l) => ({ hrefLang: LOCALE_CONFIGS[l].htmlLang, href: url(l) })),
    { hrefLang: 'x-default', href: url(xDefault) },
  ];
}

/** The JSON-LD data block's text: web site, app, then the page's objects unless noindex. */
export function jsonLd(current: Locale, { noindex, aggregateRating, structuredData }: ServerHeadRequest): string {
  const { locale, country, origin } = editionFor(current);
  const webSite = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: BRAND.name,
    url: `${origin}/`,
    inLanguage: locale.htmlLang,
  };
  const app = {
    '@context': 'https://schema.org',
    '@type': 'MobileApplication',
    name: BRAND.name,
    operatingSystem: 'iOS, Android',
    applicationCategory: 'EducationalApplication',
    offers: { '@type': 'Offer', price: '0', priceCurrency: country.currency },
    ...(aggregateRating
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: aggregateRating.ratingValue, ratingCount: aggregateRating.ratingCount } }
      : {}),
  };
  return safeJson([webSite, app, ...(noindex ? [] : structuredData)]);
}

export interface ServerHeadTags {
  alternates: AlternateLink[];
  jsonLd: string | null;
}

export function serverHeadTags(current: Locale, request: ServerHeadRequest | undefined): ServerHeadTags {
  if (!request) return { alternates: [], jsonLd: null };
  return { alternates: request.noindex ? [] : alternateLinks(current, request), jsonLd: jsonLd(current, request) };
}
