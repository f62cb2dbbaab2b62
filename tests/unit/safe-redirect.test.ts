// Open redirect (issue 9 §1): `redirect` values that a browser would resolve to another site, or
// another edition, never leave safeRedirect; the sign-in page then goes to the default landing.
import { describe, expect, it } from 'vitest';
import { afterSignInHref, safeRedirect } from '@/components/shared/redirect';

const OFF_SITE = [
  '/.//evil.example',
  '/./\\evil.example',
  '/..//evil.example',
  '/../..//evil.example/x?y=1',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/%2e%2e/%2fevil.example',
  '/%2F/evil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/a/..//evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '//evil.example',
  '///evil.example',
  ' //evil.example',
  'https://evil.example/',
  'https:evil.example',
  'https:/evil.example',
  'javascript:alert(1)',
  'data:text/html,x',
  'evil.example',
  '',
  '/%00/evil.example',
  '/%zz',
];

describe('safeRedirect', () => {
  it.each(OFF_SITE)('refuses %j', (payload) => {
    expect(safeRedirect(payload)).toBeNull();
    expect(afterSignInHref('de', payload)).toBe('/app/feeds');
    expect(afterSignInHref('en', payload)).toBe('/app/feeds');
  });

  it('keeps same-edition paths, normalised', () => {
    expect(safeRedirect('/knows/123?x=1#top')).toBe('/knows/123?x=1#top');
    expect(safeRedirect('/app/./profil')).toBe('/app/profil');
    expect(safeRedirect('/a/../subjects')).toBe('/subjects');
    expect(afterSignInHref('de', '/subjects')).toBe('/subjects');
  });

  it('refuses another edition by its locale prefix, keeps a content language of the edition', () => {
    expect(safeRedirect('/fr/knows/1', 'de')).toBeNull();
    expect(safeRedirect('/de/knows/1', 'de')).toBeNull(); // an edition language has no prefix
    expect(afterSignInHref('de', '/fr/knows/1')).toBe('/app/feeds');
    expect(safeRedirect('/es-AR/knows/1', 'es-AR')).toBe('/es-AR/knows/1');
  });

  it('refuses non-strings', () => {
    expect(safeRedirect(null)).toBeNull();
    expect(safeRedirect(42)).toBeNull();
  });
});
