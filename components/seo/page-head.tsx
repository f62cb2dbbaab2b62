/**
 * Page head (spec §2.4): title, canonical from the edition origin (EDITION_DOMAINS, decision
 * 0010) and path, hreflang for every
 * edition plus x-default, noindex, Open Graph and app-link tags, JSON-LD for the web site and
 * the app with an optional aggregate rating.
 */
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { BRAND } from '@/lib/config/brand';
import { EDITIONS, editionOrigin } from '@/lib/config/editions';
import { LOCALE_CONFIGS, type Locale } from '@/lib/config/locales';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';
import { currentCanonicalPath } from '@/lib/links/current-canonical-path';
import { serializeJsonLd } from '@/lib/seo/json-ld';

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
  const { locale, country } = useEdition();
  const canonicalPath = path ?? currentCanonicalPath(router.asPath, locale.locale);
  // Locales without an edition of their own (es-CL, ...) live on the default edition's origin.
  const originFor = (l: Locale) => editionOrigin(l);
  const canonical = canonicalUrl ?? `${originFor(locale.locale)}${localeHref(locale.locale, canonicalPath)}`;
  const fullTitle = pageTitle(title, t('slogan'));
  const desc = description ?? t('defaultDescription');
  const alternateList = alternateLocales ?? EDITIONS.map((e) => e.locale);
  const alternates = alternateList.map((l) => ({
    hrefLang: LOCALE_CONFIGS[l].htmlLang,
    href: `${originFor(l)}${localeHref(l, canonicalPath)}`,
  }));
  // x-default: the US edition where the page exists there, else the first edition that has it.
  const xDefaultLocale: Locale = alternateList.includes('en') ? 'en' : (alternateList[0] ?? locale.locale);
  const xDefault = `${originFor(xDefaultLocale)}${localeHref(xDefaultLocale, canonicalPath)}`;
  const webSite = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: BRAND.name,
    url: `${originFor(locale.locale)}/`,
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
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={desc} />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      <link rel="canonical" href={canonical} />
      {!noindex &&
        alternates.map((a) => <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={a.href} />)}
      {!noindex && alternates.length > 0 && <link rel="alternate" hrefLang="x-default" href={xDefault} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={BRAND.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={desc} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image?.url ?? `${originFor(locale.locale)}/og-image.png`} />
      {image && <meta property="og:image:alt" content={image.alt} />}
      <meta property="og:locale" content={locale.htmlLang.replace('-', '_')} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta property="al:ios:app_store_id" content={BRAND.appStore.iosAppId} />
      <meta property="al:ios:app_name" content={BRAND.name} />
      <meta property="al:ios:url" content={`knowly:/${canonicalPath}`} />
      <meta property="al:android:package" content={BRAND.appStore.androidPackage} />
      <meta property="al:android:app_name" content={BRAND.name} />
      <meta property="al:android:url" content={`knowly:/${canonicalPath}`} />
      <meta name="apple-itunes-app" content={`app-id=${BRAND.appStore.iosAppId}`} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd([webSite, app, ...(noindex ? [] : structuredData)]) }}
      />
    </Head>
  );
}
