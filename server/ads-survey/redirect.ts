/**
 * /ads-survey-redirect (spec §2.1, decisions 0039 and 0051): records the visit with the
 * attribution it carries (the same query parameters the browser reads, lib/analytics/attribution)
 * and sends the visitor on to one of our surveys: `?to=` must name a configured survey exactly
 * (lib/config/ads-surveys.ts, or the operator's ADS_SURVEY_URL); without it, the edition's first
 * survey or ADS_SURVEY_URL. Never an open redirect: any other URL is refused, also one on a
 * survey host (an attacker's own form, docs.google.com/url?q=...), and nobody is sent away.
 * Configured URLs must still be plain absolute https URLs on ADS_SURVEY_ALLOWED_HOSTS.
 */
import { readAttribution } from '@/lib/analytics/attribution';
import { allSurveys, editionSurveys } from '@/lib/config/ads-surveys';
import type { CountryCode } from '@/lib/config/countries';
import { resolveHost } from '@/lib/config/editions';
import type { AppContext } from '../app-context';
import { adsSurveyVisits } from '../db/schema';

export type SurveyOutcome =
  | { kind: 'REDIRECTED'; location: string }
  | { kind: 'REFUSED' }
  | { kind: 'UNCONFIGURED' };

/** The URL to send a visitor to, or null when `raw` is not a safe survey link. */
export function safeSurveyUrl(raw: string, allowedHosts: readonly string[]): URL | null {
  // Backslashes, whitespace and control characters are read differently by browsers and parsers.
  if (raw.length > 2000 || /[\\\s\u0000-\u001f\u007f]/.test(raw) || !/^https:\/\/[^/]/i.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  return allowedHosts.includes(url.hostname) ? url : null;
}

export interface SurveyVisit {
  /** Path and query of the visit (`/ads-survey-redirect?utm_source=...`). */
  url: string;
  referrer: string | null;
  userId: string | null;
  /** The edition the visit came to (host or locale), for its default survey. */
  edition?: CountryCode | null;
}

/** The edition a Host header names (its default survey), null for the default host. */
export function editionOfHost(host: string | null): CountryCode | null {
  const r = resolveHost(host);
  return r.kind === 'edition' ? r.edition.country.code : r.kind === 'redirect' ? r.to.country.code : null;
}

/** `requested` when it is exactly one of `configured` (compared as parsed URLs); else null. */
export function configuredSurvey(requested: string, configured: readonly string[], allowedHosts: readonly string[]): URL | null {
  const url = safeSurveyUrl(requested, allowedHosts);
  if (!url) return null;
  return configured.some((c) => safeSurveyUrl(c, allowedHosts)?.href === url.href) ? url : null;
}

export async function surveyRedirect(app: AppContext, visit: SurveyVisit): Promise<SurveyOutcome> {
  const params = new URL(visit.url, 'http://localhost').searchParams;
  const requested = params.get('to');
  const { ADS_SURVEY_URL, ADS_SURVEY_ALLOWED_HOSTS } = app.env;
  const operator = ADS_SURVEY_URL ? [ADS_SURVEY_URL] : [];
  const fallback = editionSurveys(visit.edition)[0] ?? ADS_SURVEY_URL;
  let outcome: SurveyOutcome;
  let target: URL | null = null;
  if (requested !== null) {
    target = configuredSurvey(requested, [...operator, ...allSurveys()], ADS_SURVEY_ALLOWED_HOSTS);
    outcome = target ? { kind: 'REDIRECTED', location: target.href } : { kind: 'REFUSED' };
  } else if (fallback) {
    target = safeSurveyUrl(fallback, ADS_SURVEY_ALLOWED_HOSTS);
    outcome = target ? { kind: 'REDIRECTED', location: target.href } : { kind: 'REFUSED' };
  } else {
    outcome = { kind: 'UNCONFIGURED' };
  }
  const attribution = readAttribution(visit.url, visit.referrer);
  try {
    await app.db.insert(adsSurveyVisits).values({
      outcome: outcome.kind,
      targetHost: target?.hostname ?? null,
      ...attribution,
      referrer: visit.referrer?.slice(0, 500) ?? null,
      userId: visit.userId,
    });
  } catch (err) {
    // Recording must not strand the visitor (spec §8: analytics failures are only logged).
    app.log.warn({ err }, 'An error occurred while sending event.');
  }
  return outcome;
}
