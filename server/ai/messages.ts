/**
 * Text the AI engine writes itself (titles, the embedded answer's frame, the fallback note), in
 * the language of the material (issue 12: every generated text is in the edition's language):
 * the `ai-engine` namespace of every interface language, English fallback.
 */
import type { TFunction } from 'i18next';
import { plainTextTranslator } from '../i18n/plain-text-translator';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@/lib/config/locales';
import cs from '@/locales/cs/ai-engine.json';
import de from '@/locales/de/ai-engine.json';
import el from '@/locales/el/ai-engine.json';
import en from '@/locales/en/ai-engine.json';
import es from '@/locales/es/ai-engine.json';
import fr from '@/locales/fr/ai-engine.json';
import it from '@/locales/it/ai-engine.json';
import pl from '@/locales/pl/ai-engine.json';
import ptBR from '@/locales/pt-BR/ai-engine.json';
import pt from '@/locales/pt/ai-engine.json';
import ro from '@/locales/ro/ai-engine.json';
import tr from '@/locales/tr/ai-engine.json';

const MESSAGES: Record<InterfaceLanguage, typeof en> = {
  en, de, fr, pl, it, es, tr, ro, el, 'pt-BR': ptBR, pt, cs,
};

const translator = plainTextTranslator('ai-engine', MESSAGES);

/** A content language (de, en-GB, es-MX, pt-BR...) -> the interface language its texts are in. */
function textLanguageOf(contentLanguage: string): string {
  if ((INTERFACE_LANGUAGES as readonly string[]).includes(contentLanguage)) return contentLanguage;
  return contentLanguage.split('-')[0]!;
}

export function aiT(contentLanguage: string): TFunction<'ai-engine'> {
  return translator(textLanguageOf(contentLanguage)) as TFunction<'ai-engine'>;
}
