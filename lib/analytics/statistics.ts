/**
 * Statistics tracking that starts once per page load when statistics consent is granted
 * (spec §4): Microsoft Clarity where the country enables it page-wide
 * (`enableMicrosoftClarifyPageWide`) for a random 10 % of page loads (spec §9). No Clarity
 * script is loaded (CSP); if one is present, it is told about the consent.
 */
import type { CountryConfig } from '../config/countries';
import { clarityConsent } from './third-party';

export const CLARITY_SAMPLE_RATE = 0.1;

export function clarityEnabled(country: CountryConfig, random: () => number = Math.random): boolean {
  return country.flags.enableMicrosoftClarifyPageWide && random() < CLARITY_SAMPLE_RATE;
}

let started = false;

/** Runs once per page load; later calls do nothing. Returns whether this call started it. */
export function startStatisticsTracking(country: CountryConfig, random: () => number = Math.random): boolean {
  if (started) return false;
  started = true;
  if (clarityEnabled(country, random)) clarityConsent();
  return true;
}
