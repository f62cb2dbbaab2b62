/** A country code's name in the page's language (Intl), the code itself when Intl has none. */
export function countryName(code: string, htmlLang: string): string {
  try {
    return new Intl.DisplayNames([htmlLang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
