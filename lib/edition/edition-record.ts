/**
 * The edition record of a locale, built on the server from the full tables (countries, slugs,
 * origins) for a page's props; the browser reads it through useEdition (decision 0013).
 */
import { COUNTRIES } from '../config/countries';
import { editionOrigin } from '../config/editions';
import { DEFAULT_LOCALE, LOCALE_CONFIGS, isLocale } from '../config/locales';
import { localisedSlugs } from '../config/route-slugs';
import { localePrefix } from '../links/locale-path';
import type { EditionContext } from './use-edition';

export function editionFor(locale: string | undefined): EditionContext {
  const l = LOCALE_CONFIGS[isLocale(locale) ? locale : DEFAULT_LOCALE];
  return {
    locale: l,
    country: COUNTRIES[l.country],
    origin: editionOrigin(l.locale),
    prefix: localePrefix(l.locale),
    slugs: localisedSlugs(l.locale),
    originSettings: { EDITION_DOMAINS: process.env.EDITION_DOMAINS ?? '', DEFAULT_EDITION: process.env.DEFAULT_EDITION ?? '' },
  };
}

/** The record as page props carry it (JSON: no undefined values). */
export function editionProps(locale: string | undefined): EditionContext {
  return JSON.parse(JSON.stringify(editionFor(locale))) as EditionContext;
}
