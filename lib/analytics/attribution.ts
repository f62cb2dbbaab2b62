/**
 * Attribution (spec §3, §4, §9): where a visitor came from.
 *
 * - Query parameters read: `referrer` or `utm_source` (source), `sid` or `utm_campaign`
 *   (sourceCampaign), `ttclid` and `fbclid` (ad click ids).
 * - Without an explicit source, a search-engine referrer counts as `seo`.
 * - Stored for 30 minutes (`expiresOn`, 18e5 ms); expired attribution is ignored.
 * - A new source replaces the stored one only if its priority is at least as high:
 *   share 10, seo 9, anything else lowest.
 * - Ad click ids are part of the attribution record (spec §3) and are also kept on their own
 *   (`knowly.adClickIds`, 7 days, the networks' default click window) because a conversion
 *   can happen after the 30 minutes and waits for consent (see ad-conversions.ts).
 */
import { readJson, STORAGE_KEYS, writeJson } from './storage';

export const ATTRIBUTION_LIFETIME_MS = 18e5;
export const AD_CLICK_ID_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface StoredAttribution {
  source: string | null;
  sourceCampaign: string | null;
  tiktokClickId: string | null;
  facebookClickId: string | null;
  /** Epoch ms after which the record is ignored. */
  expiresOn: number;
}

export interface AdClickIds {
  tiktokClickId: string | null;
  facebookClickId: string | null;
  expiresOn: number;
}

const PRIORITIES: Record<string, number> = { share: 10, seo: 9 };

export function sourcePriority(source: string | null): number {
  return source === null ? -1 : (PRIORITIES[source.toLowerCase()] ?? 0);
}

/** Hosts of search engines whose referrals count as `seo`. */
const SEARCH_ENGINES =
  /(^|\.)(google|bing|yahoo|duckduckgo|ecosia|yandex|baidu|qwant|startpage|search\.brave|naver|seznam)\.[a-z.]+$/i;

export function isSearchEngineReferrer(referrer: string | null | undefined): boolean {
  if (!referrer) return false;
  try {
    const { hostname, protocol } = new URL(referrer);
    return (protocol === 'https:' || protocol === 'http:') && SEARCH_ENGINES.test(hostname);
  } catch {
    return false;
  }
}

function param(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim();
  return value ? value.slice(0, 500) : null;
}

/** What a landing URL and referrer say, before the priority rule is applied. */
export function readAttribution(url: string, referrer: string | null | undefined) {
  let params: URLSearchParams;
  try {
    params = new URL(url, 'http://localhost').searchParams;
  } catch {
    params = new URLSearchParams();
  }
  const explicit = param(params, 'referrer') ?? param(params, 'utm_source');
  return {
    source: explicit ?? (isSearchEngineReferrer(referrer) ? 'seo' : null),
    sourceCampaign: param(params, 'sid') ?? param(params, 'utm_campaign'),
    tiktokClickId: param(params, 'ttclid'),
    facebookClickId: param(params, 'fbclid'),
  };
}

function validStored(now: number): StoredAttribution | null {
  const stored = readJson<StoredAttribution>(STORAGE_KEYS.attribution);
  if (!stored || typeof stored.expiresOn !== 'number' || stored.expiresOn <= now) return null;
  return stored;
}

/** Reads the landing URL once per page load and stores what it carries (rules above). */
export function captureAttribution(url: string, referrer: string | null | undefined, now: number = Date.now()): void {
  const next = readAttribution(url, referrer);
  if (next.tiktokClickId || next.facebookClickId) {
    const previous = getAdClickIds(now);
    writeJson(STORAGE_KEYS.adClickIds, {
      tiktokClickId: next.tiktokClickId ?? previous.tiktokClickId,
      facebookClickId: next.facebookClickId ?? previous.facebookClickId,
      expiresOn: now + AD_CLICK_ID_LIFETIME_MS,
    } satisfies AdClickIds);
  }
  if (!next.source && !next.sourceCampaign && !next.tiktokClickId && !next.facebookClickId) return;

  const stored = validStored(now);
  const replaceSource = !stored || (next.source !== null && sourcePriority(next.source) >= sourcePriority(stored.source));
  if (stored && !replaceSource && !next.tiktokClickId && !next.facebookClickId) return;
  writeJson(STORAGE_KEYS.attribution, {
    source: replaceSource ? next.source : stored!.source,
    sourceCampaign: replaceSource ? next.sourceCampaign : stored!.sourceCampaign,
    tiktokClickId: next.tiktokClickId ?? stored?.tiktokClickId ?? null,
    facebookClickId: next.facebookClickId ?? stored?.facebookClickId ?? null,
    expiresOn: replaceSource ? now + ATTRIBUTION_LIFETIME_MS : stored!.expiresOn,
  } satisfies StoredAttribution);
}

/** The stored source and campaign, or nulls when none is stored or it expired. */
export function getAttribution(now: number = Date.now()): { source: string | null; sourceCampaign: string | null } {
  const stored = validStored(now);
  return { source: stored?.source ?? null, sourceCampaign: stored?.sourceCampaign ?? null };
}

/** Ad click ids still inside their click window. */
export function getAdClickIds(now: number = Date.now()): { tiktokClickId: string | null; facebookClickId: string | null } {
  const stored = readJson<AdClickIds>(STORAGE_KEYS.adClickIds);
  if (!stored || typeof stored.expiresOn !== 'number' || stored.expiresOn <= now) {
    return { tiktokClickId: null, facebookClickId: null };
  }
  return { tiktokClickId: stored.tiktokClickId ?? null, facebookClickId: stored.facebookClickId ?? null };
}
