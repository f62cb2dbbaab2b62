/**
 * Server-side text in a user's interface language (e-mails, the export archive's README): one
 * i18next instance per namespace over every interface language, English fallback. The text is
 * plain, so interpolation does not HTML-escape.
 */
import { createInstance } from 'i18next';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@/lib/config/locales';

/** The stored interface language if it is one we translate, else English. */
export function textLanguage(interfaceLanguage: string | null | undefined): InterfaceLanguage {
  return (INTERFACE_LANGUAGES as readonly string[]).includes(interfaceLanguage ?? '')
    ? (interfaceLanguage as InterfaceLanguage)
    : 'en';
}

export function plainTextTranslator<M extends object>(namespace: string, messages: Record<InterfaceLanguage, M>) {
  const i18n = createInstance();
  void i18n.init({
    initAsync: false,
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...INTERFACE_LANGUAGES],
    ns: [namespace],
    defaultNS: namespace,
    resources: Object.fromEntries(Object.entries(messages).map(([lng, m]) => [lng, { [namespace]: m }])),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return (interfaceLanguage: string | null | undefined) => i18n.getFixedT(textLanguage(interfaceLanguage), namespace);
}
