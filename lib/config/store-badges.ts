/**
 * App-store badges (spec §9): one per badge language and store. An unsupported combination
 * raises (spec §5).
 */
import { BRAND } from './brand';
import { interfaceLanguageOf, type Locale } from './locale-list';

export const BADGE_LANGUAGES = [
  'de', 'en', 'el', 'pt-BR', 'ro', 'cs', 'pt', 'es', 'fr', 'it', 'pl', 'tr',
] as const;
export type BadgeLanguage = (typeof BADGE_LANGUAGES)[number];
export type Store = 'ios' | 'android';

export function badgeLanguageFor(locale: Locale): BadgeLanguage {
  return interfaceLanguageOf(locale) as BadgeLanguage;
}

export interface StoreBadge {
  store: Store;
  language: BadgeLanguage;
  src: string;
  href: string;
}

export function getStoreBadge(store: Store, language: string): StoreBadge {
  if (store !== 'ios' && store !== 'android') throw new Error(`Unsupported store: ${String(store)}`);
  if (!(BADGE_LANGUAGES as readonly string[]).includes(language)) {
    throw new Error(`Unsupported store badge: ${store}/${language}`);
  }
  return {
    store,
    language: language as BadgeLanguage,
    src: `/badges/${store}/${language}.svg`,
    href: store === 'ios' ? BRAND.appStore.iosUrl : BRAND.appStore.androidUrl,
  };
}
