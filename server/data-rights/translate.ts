/**
 * Text of the export archive's README in the user's interface language: one i18next instance
 * over the `data-rights` namespace (locales/<lng>/data-rights.json), English fallback, like the
 * e-mails (server/mail/translate.ts). Plain text: interpolation does not HTML-escape.
 */
import type { TFunction } from 'i18next';
import { plainTextTranslator } from '../i18n/plain-text-translator';
import type { InterfaceLanguage } from '@/lib/config/locales';
import cs from '@/locales/cs/data-rights.json';
import de from '@/locales/de/data-rights.json';
import el from '@/locales/el/data-rights.json';
import en from '@/locales/en/data-rights.json';
import es from '@/locales/es/data-rights.json';
import fr from '@/locales/fr/data-rights.json';
import it from '@/locales/it/data-rights.json';
import pl from '@/locales/pl/data-rights.json';
import ptBR from '@/locales/pt-BR/data-rights.json';
import pt from '@/locales/pt/data-rights.json';
import ro from '@/locales/ro/data-rights.json';
import tr from '@/locales/tr/data-rights.json';

const MESSAGES: Record<InterfaceLanguage, typeof en> = {
  en, de, fr, pl, it, es, tr, ro, el, 'pt-BR': ptBR, pt, cs,
};

const translator = plainTextTranslator('data-rights', MESSAGES);

export function archiveT(interfaceLanguage: string | null | undefined): TFunction<'data-rights'> {
  return translator(interfaceLanguage) as TFunction<'data-rights'>;
}
