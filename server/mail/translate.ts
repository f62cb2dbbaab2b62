/**
 * E-mail text in the recipient's interface language (issue 9): one i18next instance over the
 * `email` namespace of every interface language (locales/<lng>/email.json), English fallback.
 * Plain-text mail, so interpolation does not HTML-escape.
 */
import { createInstance, type TFunction } from 'i18next';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@/lib/config/locales';
import cs from '@/locales/cs/email.json';
import de from '@/locales/de/email.json';
import el from '@/locales/el/email.json';
import en from '@/locales/en/email.json';
import es from '@/locales/es/email.json';
import fr from '@/locales/fr/email.json';
import it from '@/locales/it/email.json';
import pl from '@/locales/pl/email.json';
import ptBR from '@/locales/pt-BR/email.json';
import pt from '@/locales/pt/email.json';
import ro from '@/locales/ro/email.json';
import tr from '@/locales/tr/email.json';

const MESSAGES: Record<InterfaceLanguage, typeof en> = {
  en, de, fr, pl, it, es, tr, ro, el, 'pt-BR': ptBR, pt, cs,
};

const i18n = createInstance();
void i18n.init({
  initAsync: false,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...INTERFACE_LANGUAGES],
  ns: ['email'],
  defaultNS: 'email',
  resources: Object.fromEntries(Object.entries(MESSAGES).map(([lng, email]) => [lng, { email }])),
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The stored interface language if it is one we translate, else English. */
export function mailLanguage(interfaceLanguage: string | null | undefined): InterfaceLanguage {
  return (INTERFACE_LANGUAGES as readonly string[]).includes(interfaceLanguage ?? '')
    ? (interfaceLanguage as InterfaceLanguage)
    : 'en';
}

export function mailT(interfaceLanguage: string | null | undefined): TFunction<'email'> {
  return i18n.getFixedT(mailLanguage(interfaceLanguage), 'email');
}
