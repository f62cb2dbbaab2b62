/**
 * Where an event happens: the edition being viewed (set by the AnalyticsProvider from the
 * router's locale; before that, the locale Next.js rendered the page for) and the signed-in
 * user from the session store.
 */
import { COUNTRIES, type CountryConfig } from '../config/countries';
import { DEFAULT_LOCALE, LOCALE_CONFIGS, isLocale, type LocaleConfig } from '../config/locales';
import { useSessionStore } from '@/lib/session/session-store';

let configuredLocale: string | null = null;

export function setAnalyticsLocale(locale: string | null | undefined): void {
  configuredLocale = locale ?? null;
}

function renderedLocale(): string | null {
  if (typeof window === 'undefined') return null;
  const data = (window as { __NEXT_DATA__?: { locale?: string } }).__NEXT_DATA__;
  return data?.locale ?? null;
}

export function currentEdition(): { locale: LocaleConfig; country: CountryConfig } {
  const candidate = configuredLocale ?? renderedLocale();
  const locale = LOCALE_CONFIGS[isLocale(candidate) ? candidate : DEFAULT_LOCALE];
  return { locale, country: COUNTRIES[locale.country] };
}

export function currentSession() {
  const { user, token } = useSessionStore.getState();
  return { user: token ? user : null, accessToken: token?.accessToken ?? null };
}
