// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  drawVariants,
  ensureActiveExperiments,
  EXPERIMENTS,
  EXPERIMENTS_COOKIE,
  experimentsCookie,
  parseExperimentsCookie,
} from '@/lib/analytics/experiments';

function clearCookie() {
  document.cookie = `${EXPERIMENTS_COOKIE}=; Max-Age=0; Path=/`;
}

describe('experiments cookie (spec §4, §9)', () => {
  beforeEach(clearCookie);

  it('draws a test (2), scrollable breadcrumbs (2) and visual trust elements (4)', () => {
    expect(EXPERIMENTS).toEqual({ a_test: 2, scrollable_breadcrumbs: 2, visual_trust_elements: 4 });
    expect(drawVariants(() => 0)).toEqual({ a_test: 0, scrollable_breadcrumbs: 0, visual_trust_elements: 0 });
    expect(drawVariants(() => 0.999999)).toEqual({ a_test: 1, scrollable_breadcrumbs: 1, visual_trust_elements: 3 });
    expect(drawVariants(() => 0.5)).toEqual({ a_test: 1, scrollable_breadcrumbs: 1, visual_trust_elements: 2 });
    for (let i = 0; i < 200; i++) {
      const v = drawVariants();
      expect(v.a_test).toBeGreaterThanOrEqual(0);
      expect(v.a_test).toBeLessThan(2);
      expect(v.scrollable_breadcrumbs).toBeLessThan(2);
      expect(v.visual_trust_elements).toBeGreaterThanOrEqual(0);
      expect(v.visual_trust_elements).toBeLessThan(4);
      expect(Number.isInteger(v.visual_trust_elements)).toBe(true);
    }
  });

  it('writes the cookie for 30 days (Max-Age 2592000) on path /', () => {
    const cookie = experimentsCookie({ a_test: 1, scrollable_breadcrumbs: 0, visual_trust_elements: 3 }, true);
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Secure');
    expect(cookie.startsWith(`${EXPERIMENTS_COOKIE}=`)).toBe(true);

    const spy = vi.spyOn(document, 'cookie', 'set');
    ensureActiveExperiments(() => 0.3);
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('Max-Age=2592000; Path=/'));
    spy.mockRestore();
  });

  it('draws only when none are stored, then keeps the stored variants', () => {
    const first = ensureActiveExperiments(() => 0.9);
    expect(first).toEqual({ a_test: 1, scrollable_breadcrumbs: 1, visual_trust_elements: 3 });
    expect(parseExperimentsCookie(document.cookie)).toEqual(first);
    const random = vi.fn(() => 0);
    expect(ensureActiveExperiments(random)).toEqual(first);
    expect(random).not.toHaveBeenCalled();
  });

  it('ignores a cookie with variants out of range and draws again', () => {
    document.cookie = `${EXPERIMENTS_COOKIE}=${encodeURIComponent(JSON.stringify({ a_test: 5, scrollable_breadcrumbs: 0, visual_trust_elements: 0 }))}; Path=/`;
    expect(parseExperimentsCookie(document.cookie)).toBeNull();
    expect(ensureActiveExperiments(() => 0)).toEqual({ a_test: 0, scrollable_breadcrumbs: 0, visual_trust_elements: 0 });
  });

  it('reads the cookie from a Cookie header among others', () => {
    const value = encodeURIComponent(JSON.stringify({ a_test: 0, scrollable_breadcrumbs: 1, visual_trust_elements: 2 }));
    expect(parseExperimentsCookie(`a=1; ${EXPERIMENTS_COOKIE}=${value}; b=2`)).toEqual({
      a_test: 0,
      scrollable_breadcrumbs: 1,
      visual_trust_elements: 2,
    });
    expect(parseExperimentsCookie(null)).toBeNull();
  });
});
