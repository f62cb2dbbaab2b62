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
  const { i18n: _routing, localePath: _files, reloadOnPrerender: _reload, ...options } = i18nConfig;
  return {
    errorStackTraceLimit: 0,
    load: 'currentOnly',
    react: { useSuspense: false },
    ...options,
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

type AppProps = { pageProps?: { _nextI18Next?: NextI18NextProps } };

export function appWithTranslations<P extends AppProps>(App: ComponentType<P>): ComponentType<P> {
  if (typeof window !== 'undefined') return appWithTranslation(App as ComponentType<P & object>, i18nConfig) as ComponentType<P>;
  function ServerAppWithTranslation(props: P) {
    const next = props.pageProps?._nextI18Next;
    if (!next) return <App {...props} />;
    return (
      <I18nextProvider i18n={serverI18n(next)}>
        <App {...props} />
      </I18nextProvider>
    );
  }
  return ServerAppWithTranslation;
}
