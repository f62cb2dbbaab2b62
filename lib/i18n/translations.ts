/** Server-side loading of translation namespaces for a page (getStaticProps/getServerSideProps). */
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { i18nConfig } from './config';
import { DEFAULT_LOCALE } from '../config/locales';

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
  | 'data-rights';

export function loadTranslations(locale: string | undefined, namespaces: Namespace[] = []) {
  return serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', ...namespaces], i18nConfig);
}
