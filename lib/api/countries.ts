/** Countries resource (spec §7). Visitors' pages use fetch so axios is not in their bundle. */
import type { CountryByIp } from '@/lib/contract/countries';
import { API_BASE_URL } from './base-urls';

/**
 * GET /countries/by-ip: the visitor's country code, or null when unknown (the API answers 200
 * with `code: null`) or on any failure.
 */
export async function fetchCountryByIp(): Promise<string | null> {
  const res = await fetch(`${API_BASE_URL}/countries/by-ip`, { headers: { 'X-Platform': 'web' } });
  // Always read the body: an unread response keeps the connection busy.
  const body = (await res.json().catch(() => ({}))) as Partial<CountryByIp>;
  if (!res.ok) return null;
  return typeof body.code === 'string' ? body.code : null;
}

export interface Region {
  id: number;
  code: string;
  name: string;
}

/** GET /countries/{id}/regions: the country's regions (empty where none are kept). */
export async function getRegions(countryId: number): Promise<Region[]> {
  const res = await fetch(`${API_BASE_URL}/countries/${countryId}/regions`, { headers: { 'X-Platform': 'web' } });
  const body = (await res.json().catch(() => [])) as Region[];
  return res.ok && Array.isArray(body) ? body : [];
}

export interface SubjectTopics {
  id: number;
  topics: { uuid: string; name: string }[];
}

/**
 * GET /countries/{id}/subjects: each subject's topics (the menu's, loaded when it opens).
 * Rejects when the request cannot be made (offline), so a caller can try again later; an error
 * answer gives none.
 */
export async function getSubjectTopics(countryId: number): Promise<SubjectTopics[]> {
  const res = await fetch(`${API_BASE_URL}/countries/${countryId}/subjects`, { headers: { 'X-Platform': 'web' } });
  const body = (await res.json().catch(() => ({}))) as { subjects?: SubjectTopics[] | null };
  return res.ok && Array.isArray(body.subjects) ? body.subjects : [];
}
