// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  ATTRIBUTION_LIFETIME_MS,
  captureAttribution,
  getAdClickIds,
  getAttribution,
  isSearchEngineReferrer,
  sourcePriority,
} from '@/lib/analytics/attribution';
import { STORAGE_KEYS } from '@/lib/analytics/storage';
import { emptyStorageAt } from '../support/analytics-storage';

const page = (query: string) => `https://knowly.de/knows/abc${query}`;

describe('attribution (spec §3, §4)', () => {
  emptyStorageAt('2025-03-01T10:00:00Z');

  it('reads referrer/utm_source as source and sid/utm_campaign as campaign, stored for 18e5 ms', () => {
    captureAttribution(page('?utm_source=newsletter&utm_campaign=spring'), '');
    expect(getAttribution()).toEqual({ source: 'newsletter', sourceCampaign: 'spring' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.attribution)!).expiresOn).toBe(Date.now() + 18e5);

    localStorage.clear();
    captureAttribution(page('?referrer=share&sid=abc123'), '');
    expect(getAttribution()).toEqual({ source: 'share', sourceCampaign: 'abc123' });
  });

  it('ranks share 10, seo 9, anything else lowest', () => {
    expect(sourcePriority('share')).toBe(10);
    expect(sourcePriority('seo')).toBe(9);
    expect(sourcePriority('instagram')).toBe(0);
  });

  it('replaces a stored source only with one of at least the same priority', () => {
    captureAttribution(page('?utm_source=seo'), '');
    captureAttribution(page('?utm_source=instagram&utm_campaign=x'), '');
    expect(getAttribution()).toEqual({ source: 'seo', sourceCampaign: null });

    captureAttribution(page('?referrer=share&sid=s1'), '');
    expect(getAttribution()).toEqual({ source: 'share', sourceCampaign: 's1' });

    captureAttribution(page('?utm_source=seo'), '');
    expect(getAttribution().source).toBe('share');

    // Same priority replaces.
    captureAttribution(page('?referrer=share&sid=s2'), '');
    expect(getAttribution()).toEqual({ source: 'share', sourceCampaign: 's2' });
  });

  it('lets a low-priority source replace another low-priority one', () => {
    captureAttribution(page('?utm_source=instagram'), '');
    captureAttribution(page('?utm_source=tiktok'), '');
    expect(getAttribution().source).toBe('tiktok');
  });

  it('ignores expired attribution, and then any source may replace it', () => {
    captureAttribution(page('?referrer=share'), '');
    vi.advanceTimersByTime(ATTRIBUTION_LIFETIME_MS - 1);
    expect(getAttribution().source).toBe('share');
    vi.advanceTimersByTime(1);
    expect(getAttribution()).toEqual({ source: null, sourceCampaign: null });

    captureAttribution(page('?utm_source=instagram'), '');
    expect(getAttribution().source).toBe('instagram');
  });

  it('counts search-engine referrers as seo when the URL names no source', () => {
    expect(isSearchEngineReferrer('https://www.google.de/')).toBe(true);
    expect(isSearchEngineReferrer('https://www.bing.com/search?q=x')).toBe(true);
    expect(isSearchEngineReferrer('https://duckduckgo.com/')).toBe(true);
    expect(isSearchEngineReferrer('https://example.com/')).toBe(false);
    expect(isSearchEngineReferrer('')).toBe(false);

    captureAttribution(page(''), 'https://www.google.com/');
    expect(getAttribution().source).toBe('seo');
    captureAttribution(page('?utm_source=instagram'), 'https://www.google.com/');
    expect(getAttribution().source).toBe('seo');
  });

  it('stores nothing for a direct visit', () => {
    captureAttribution(page(''), '');
    expect(localStorage.getItem(STORAGE_KEYS.attribution)).toBeNull();
    expect(getAttribution()).toEqual({ source: null, sourceCampaign: null });
  });

  it('stores ad click ids (ttclid, fbclid) with the attribution and on their own', () => {
    captureAttribution(page('?ttclid=tt-1&fbclid=fb-1&utm_source=tiktok'), '');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.attribution)!)).toMatchObject({
      source: 'tiktok',
      tiktokClickId: 'tt-1',
      facebookClickId: 'fb-1',
    });
    expect(getAdClickIds()).toEqual({ tiktokClickId: 'tt-1', facebookClickId: 'fb-1' });

    // A later click id replaces the earlier one of its network only.
    vi.advanceTimersByTime(ATTRIBUTION_LIFETIME_MS * 2);
    captureAttribution(page('?fbclid=fb-2'), '');
    expect(getAdClickIds()).toEqual({ tiktokClickId: 'tt-1', facebookClickId: 'fb-2' });
  });
});
