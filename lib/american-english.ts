/**
 * §5: a user is American-English if the country is US or the interface language is American
 * English. The stored interface language `en` is the English of the user's edition: British for
 * a user of the GB edition (en-GB locale), American everywhere else.
 */
import { isCountryCode } from './config/countries';
import { editionOf } from './config/editions';

export function isAmericanEnglishUser(user: { country?: string | null; interfaceLanguage?: string | null }): boolean {
  if (user.country === 'US' || user.interfaceLanguage === 'en-US') return true;
  if (user.interfaceLanguage !== 'en') return false;
  const british = !!user.country && isCountryCode(user.country) && editionOf(user.country).locale === 'en-GB';
  return !british;
}
