/**
 * Server-side loading of what every page renders with (getStaticProps/getServerSideProps): the
 * translation namespaces and the edition record (lib/edition/edition-record.ts), which _app
 * provides to useEdition so the browser needs no country tables (decision 0013).
 */
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { i18nConfig } from './config';
import { DEFAULT_LOCALE } from '../config/locales';
import { editionProps } from '../edition/edition-record';
import { EDITION_PROP } from '../edition/use-edition';

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
  | 'pro-plan';

export async function loadTranslations(locale: string | undefined, namespaces: Namespace[] = []) {
  return {
    ...(await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', ...namespaces], i18nConfig)),
    [EDITION_PROP]: editionProps(locale),
  };
}
