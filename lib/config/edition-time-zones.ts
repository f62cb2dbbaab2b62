/**
 * Each edition's time zone (decision 0069): the calendar a learner's study days are counted in
 * until their browser has reported its own offset (users.timezone_offset). Where a country spans
 * zones, the zone most of its people live in.
 */
import type { CountryCode } from './countries';

export const EDITION_TIME_ZONES: Record<CountryCode, string> = {
  DE: 'Europe/Berlin',
  CH: 'Europe/Zurich',
  AT: 'Europe/Vienna',
  FR: 'Europe/Paris',
  PL: 'Europe/Warsaw',
  IT: 'Europe/Rome',
  GB: 'Europe/London',
  US: 'America/New_York',
  ES: 'Europe/Madrid',
  CO: 'America/Bogota',
  TR: 'Europe/Istanbul',
  MX: 'America/Mexico_City',
  CL: 'America/Santiago',
  AR: 'America/Argentina/Buenos_Aires',
  PE: 'America/Lima',
  RO: 'Europe/Bucharest',
  GR: 'Europe/Athens',
  BR: 'America/Sao_Paulo',
  CZ: 'Europe/Prague',
  PT: 'Europe/Lisbon',
};

export function editionTimeZone(country: string): string {
  return EDITION_TIME_ZONES[country as CountryCode] ?? 'UTC';
}
