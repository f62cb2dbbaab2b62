/**
 * The edition (locale, country, origin, slugs) the current page renders for. The server puts
 * the record in every page's props (lib/edition/edition-record.ts, via loadTranslations) and
 * _app provides it, so the browser gets its own edition's facts and not every country's
 * tables, slug tables and origin settings (decision 0013: the landing's size budget).
 */
import { createContext, useContext } from 'react';
import type { CountryConfig } from '../config/countries';
import type { LocaleConfig } from '../config/locales';
import type { SlugMap } from '../links/slug-map';

export interface EditionContext {
  locale: LocaleConfig;
  country: CountryConfig;
  /** The edition origin of this locale (EDITION_DOMAINS, decision 0010). */
  origin: string;
  /** `/{locale}` for a content language without an edition of its own, else ''. */
  prefix: string;
  /** The localised slugs of this locale's interface language (spec §2.3). */
  slugs: SlugMap;
  /** The server's origin settings, for the browser's links to other editions (decision 0076). */
  originSettings: { EDITION_DOMAINS: string; DEFAULT_EDITION: string };
}

/** The page props key _app reads the record from. */
export const EDITION_PROP = '_edition';

const Edition = createContext<EditionContext | null>(null);
export const EditionProvider = Edition.Provider;

export function useEdition(): EditionContext {
  const edition = useContext(Edition);
  if (!edition) throw new Error('No edition record: page props come from loadTranslations (lib/i18n/translations.ts)');
  return edition;
}
