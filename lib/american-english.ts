/** §5: a user is American-English if the country is US or the interface language is en (US). */
export function isAmericanEnglishUser(user: { country?: string | null; interfaceLanguage?: string | null }): boolean {
  return user.country === 'US' || user.interfaceLanguage === 'en' || user.interfaceLanguage === 'en-US';
}
