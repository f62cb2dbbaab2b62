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

/** Distinct key-only translations one server `t` remembers (the keys are the code's, a few hundred). */
const MEMO_LIMIT = 5000;
/**
 * Distinct calls with values one server `t` remembers (card numbers, counts, but also titles and
 * names, which never end): past it the memory starts over.
 */
const OPTIONS_MEMO_LIMIT = 1000;

/** Options of plain values only (strings, numbers, booleans): their JSON names the call exactly. */
function plainOptions(options: unknown): options is Record<string, string | number | boolean> {
  if (typeof options !== 'object' || options === null || Object.getPrototypeOf(options) !== Object.prototype) return false;
  for (const value of Object.values(options)) {
    // NaN and Infinity would both read as null.
    if (typeof value === 'number' ? !Number.isFinite(value) : typeof value !== 'string' && typeof value !== 'boolean') return false;
  }
  return true;
}

/**
 * What a server render gets instead of the instance itself (decision 0053). react-i18next's
 * useTranslation copies every own property of the instance it is given into a wrapper in each
 * component's first render, and i18next's `t` copies the instance's options into every call:
 * together about a tenth of a rendered page's CPU. The facade has the instance as its prototype
 * (reads and methods reach it) and one own property, `getFixedT`, whose functions are made once
 * per language, namespace and prefix and remember `t(key)` without options. Safe because the
 * server instance is only read (its resources never change in production).
 */
/** A fixed `t` as i18next makes it: a function carrying its language, namespaces and prefix. */
type FixedT = ((...args: unknown[]) => unknown) & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };

function readOnlyFacade(instance: I18n): I18n {
  const facade = Object.create(instance) as I18n;
  const fixed = new Map<string, FixedT>();
  const plainFixedT = (instance.getFixedT as unknown as (...args: unknown[]) => FixedT).bind(facade);
  const getFixedT = (lng: unknown, ns: unknown, keyPrefix: unknown, opts: unknown): FixedT => {
    // A selector as prefix has no stable key: i18next's own function, not remembered.
    if (typeof keyPrefix === 'function') return plainFixedT(lng, ns, keyPrefix, opts);
    const key = JSON.stringify([lng, ns, keyPrefix ?? null, opts ?? null]);
    let t = fixed.get(key);
    if (!t) {
      const base = plainFixedT(lng, ns, keyPrefix, opts);
      const memo = new Map<string, unknown>();
      const withOptions = new Map<string, string>();
      const memoised = (...args: unknown[]) => {
        if (typeof args[0] !== 'string') return base(...args);
        const k = args[0];
        if (args.length === 1) {
          if (memo.has(k)) return memo.get(k);
          const value = base(k);
          if (memo.size < MEMO_LIMIT) memo.set(k, value);
          return value;
        }
        // Interpolation and plurals (decision 0078): the same key and plain values give the same text.
        if (args.length !== 2 || !plainOptions(args[1])) return base(...args);
        const memoKey = `${k}\0${JSON.stringify(args[1])}`;
        const kept = withOptions.get(memoKey);
        if (kept !== undefined) return kept;
        const value = base(k, args[1]);
        if (typeof value === 'string') {
          if (withOptions.size >= OPTIONS_MEMO_LIMIT) withOptions.clear();
          withOptions.set(memoKey, value);
        }
        return value;
      };
      t = Object.assign(memoised, { lng: base.lng, lngs: base.lngs, ns: base.ns, keyPrefix: base.keyPrefix });
      fixed.set(key, t);
    }
    return t;
  };
  Object.defineProperty(facade, 'getFixedT', { value: getFixedT, writable: true, configurable: true });
  return facade;
}

/** The shared server instance of a page's locale and namespaces (its read-only facade). */
export function serverI18n(next: NextI18NextProps): I18n {
  const key = `${next.initialLocale}|${next.ns.join(',')}`;
  let instance = instances.get(key);
  if (!instance || process.env.NODE_ENV !== 'production') {
    const created = createInstance();
    void created.init(serverI18nOptions(next));
    instance = readOnlyFacade(created);
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
