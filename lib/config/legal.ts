/**
 * Legal links each country shows (spec §9), from the country's record (the table's row, or the
 * page's edition record in the browser: no table import, decision 0013).
 */
import type { CountryConfig } from './countries';

export const LEGAL_DOCUMENTS = [
  'imprint', 'privacy', 'guidelines', 'tos', 'tos-knower', 'cancellation', 'contact',
] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

export function legalDocumentsFor(country: Pick<CountryConfig, 'hasImprint'>): LegalDocument[] {
  return LEGAL_DOCUMENTS.filter((doc) => doc !== 'imprint' || country.hasImprint);
}
