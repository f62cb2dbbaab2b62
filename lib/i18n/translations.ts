/**
 * Server-side loading of what every page renders with (getStaticProps/getServerSideProps): the
 * translation namespaces and the edition record (lib/edition/edition-record.ts), which _app
 * provides to useEdition so the browser needs no country tables (decision 0013).
 * In production the result is built once per locale and namespaces and then reused: the files do
 * not change while the server runs, and next-i18next rebuilt it (a config, an i18next clone, the
 * store copied out) on every request of a rendered page (decision 0046). Callers only read it.
 */
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { i18nConfig } from './config';
import { DEFAULT_LOCALE } from '../config/locales';
import { editionProps } from '../edition/edition-record';
import { EDITION_PROP } from '../edition/use-edition';
import { sharedPromise } from '../promise-cache';

export type Namespace =
  | 'common'
  | 'home'
  | 'legal'
  | 'about'
  | 'subjects'
  | 'errors'
  | 'auth'
  | 'profile'
  | 'parents'
  | 'expansion'
  | 'upload'
  | 'knows'
  | 'search'
  | 'library'
  | 'security'
  | 'captcha'
  | 'sessions'
  | 'data-rights'
  | 'knower-profile'
  | 'competition'
  | 'payouts'
  | 'university'
  | 'ai'
  | 'chat'
  | 'review'
  | 'polls'
  | 'topic-quiz'
  | 'study'
  | 'study-modes'
  | 'offline-study'
  | 'match'
  | 'study-progress'
  | 'pro-plan';

type TranslationProps = Awaited<ReturnType<typeof serverSideTranslations>> & { [EDITION_PROP]: ReturnType<typeof editionProps> };

async function build(locale: string, namespaces: Namespace[]): Promise<TranslationProps> {
  return {
    ...(await serverSideTranslations(locale, ['common', ...namespaces], i18nConfig)),
    [EDITION_PROP]: editionProps(locale),
  };
}

/** Keys are a locale Next routed to and a page's own list: a few hundred at most. */
const built = new Map<string, Promise<TranslationProps>>();

export function loadTranslations(locale: string | undefined, namespaces: Namespace[] = []): Promise<TranslationProps> {
  const lng = locale ?? DEFAULT_LOCALE;
  // `next dev` shows edited translation files at once.
  if (process.env.NODE_ENV !== 'production') return build(lng, namespaces);
  return sharedPromise(built, `${lng}|${namespaces.join(',')}`, () => build(lng, namespaces));
}
