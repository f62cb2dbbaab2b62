/** Legal links each country shows (spec §9), built from the country table. */
import { COUNTRIES, type CountryCode } from './countries';

export const LEGAL_DOCUMENTS = [
  'imprint', 'privacy', 'guidelines', 'tos', 'tos-knower', 'cancellation', 'contact',
] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

export function legalDocumentsFor(country: CountryCode): LegalDocument[] {
  return LEGAL_DOCUMENTS.filter((doc) => doc !== 'imprint' || COUNTRIES[country].hasImprint);
}

/** Translation key (legal namespace) of each document. */
export const LEGAL_KEYS: Record<LegalDocument, string> = {
  imprint: 'imprint',
  privacy: 'privacy',
  guidelines: 'guidelines',
  tos: 'tos',
  'tos-knower': 'tosKnower',
  cancellation: 'cancellation',
  contact: 'contact',
};
