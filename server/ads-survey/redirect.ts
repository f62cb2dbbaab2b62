/**
 * /ads-survey-redirect (spec §2.1, decision 0039): records the visit with the attribution it
 * carries (the same query parameters the browser reads, lib/analytics/attribution) and sends the
 * visitor on to the configured survey, or to `?to=` when that is an https URL on an allowed
 * host. Never an open redirect: anything that is not a plain absolute https URL on an exact
 * allowed host name, without user info, port or backslashes, is refused and nobody is sent away.
 */
import { readAttribution } from '@/lib/analytics/attribution';
import type { AppContext } from '../app';
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
}

export async function surveyRedirect(app: AppContext, visit: SurveyVisit): Promise<SurveyOutcome> {
  const params = new URL(visit.url, 'http://localhost').searchParams;
  const requested = params.get('to');
  const { ADS_SURVEY_URL, ADS_SURVEY_ALLOWED_HOSTS } = app.env;
  let outcome: SurveyOutcome;
  let target: URL | null = null;
  if (requested !== null) {
    target = safeSurveyUrl(requested, ADS_SURVEY_ALLOWED_HOSTS);
    outcome = target ? { kind: 'REDIRECTED', location: target.href } : { kind: 'REFUSED' };
  } else if (ADS_SURVEY_URL) {
    target = safeSurveyUrl(ADS_SURVEY_URL, ADS_SURVEY_ALLOWED_HOSTS);
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
