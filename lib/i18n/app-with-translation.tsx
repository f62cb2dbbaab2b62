/**
 * next-i18next's appWithTranslation, minus its cost on the server. It builds a new i18next
 * instance (config, services, plural rules) in every render, which on the server is every request
 * of a rendered page. There, renders only read translations: one instance per locale and
 * namespaces, made on first use, serves them all (decision 0046). The browser keeps
 * appWithTranslation as it is (one instance for the visit, languages switched in place).
 */
import type { ComponentType } from 'react';
import { createInstance, type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { appWithTranslation } from 'next-i18next/pages';
import { i18nConfig } from './config';

/** What serverSideTranslations puts in the page props (lib/i18n/translations.ts). */
interface NextI18NextProps {
  initialLocale: string;
  ns: string[];
  initialI18nStore: Resource;
}

/**
 * The options appWithTranslation gives its instance for a server render (next-i18next's
 * defaultConfig merged with ours, initialised synchronously from the page's resources).
 */
export function serverI18nOptions(next: NextI18NextProps): InitOptions {
  const { defaultNS, fallbackLng, interpolation, returnNull } = i18nConfig;
  return {
    errorStackTraceLimit: 0,
    load: 'currentOnly',
    react: { useSuspense: false },
    defaultNS,
    fallbackLng,
    interpolation,
    returnNull,
    initAsync: false,
    lng: next.initialLocale,
    ns: next.ns,
    // A copy: the store of an instance is its resources object, and the props are serialised per request.
    resources: structuredClone(next.initialI18nStore),
  } as InitOptions;
}

const instances = new Map<string, I18n>();

/** The shared server instance of a page's locale and namespaces. */
export function serverI18n(next: NextI18NextProps): I18n {
  const key = `${next.initialLocale}|${next.ns.join(',')}`;
  let instance = instances.get(key);
  if (!instance || process.env.NODE_ENV !== 'production') {
    instance = createInstance();
    void instance.init(serverI18nOptions(next));
    instances.set(key, instance);
  }
  return instance;
}

/** The page props next-i18next reads; App's own props type stays whatever it is. */
const translationsOf = (props: object) => (props as { pageProps?: { _nextI18Next?: NextI18NextProps } }).pageProps?._nextI18Next;

export function appWithTranslations<P extends object>(App: ComponentType<P>): ComponentType<P> {
  if (typeof window !== 'undefined') return appWithTranslation(App as never, i18nConfig) as unknown as ComponentType<P>;
  function ServerAppWithTranslation(props: P) {
    const next = translationsOf(props);
    if (!next) return <App {...props} />;
    return (
      <I18nextProvider i18n={serverI18n(next)}>
        <App {...props} />
      </I18nextProvider>
    );
  }
  return ServerAppWithTranslation;
}
