/**
 * E-mail text in the recipient's interface language (issue 9): one i18next instance over the
 * `email` namespace of every interface language (locales/<lng>/email.json), English fallback.
 * Plain-text mail, so interpolation does not HTML-escape.
 */
import type { TFunction } from 'i18next';
import { plainTextTranslator } from '../i18n/plain-text-translator';
import type { InterfaceLanguage } from '@/lib/config/locales';
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

const translator = plainTextTranslator('email', MESSAGES);

export function mailT(interfaceLanguage: string | null | undefined): TFunction<'email'> {
  return translator(interfaceLanguage) as TFunction<'email'>;
}
