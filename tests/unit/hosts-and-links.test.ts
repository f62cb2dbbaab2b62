// Host -> edition, localised slugs (§2.3) and link building (§2.2).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EDITIONS, editionOrigin, getEdition, resolveHost } from '@/lib/config/editions';
import { LARGE_MARKET_SLUGS, SMALL_MARKET_SLUGS, canonicalizePath, localizePath, slugTable } from '@/lib/config/route-slugs';
import { LOCALES, type Locale } from '@/lib/config/locales';
import { buildHref } from '@/lib/links/build-href';
import { localeHref } from '@/lib/links/locale-path';
import { slugify } from '@/lib/links/slugify';
import { currentCanonicalPath, switchTarget } from '@/components/shell/country-switcher';
import { sitemapPaths, robotsTxt } from '@/lib/seo/sitemap';

describe('host -> edition', () => {
  it('maps every edition domain, with and without www, and {code}.localhost with a port', () => {
    for (const e of EDITIONS) {
      for (const host of [e.domain, `www.${e.domain}`, `${e.localLabel}.localhost`, `${e.localLabel}.localhost:3000`]) {
        const r = resolveHost(host);
        expect(r.kind, host).toBe('edition');
        if (r.kind === 'edition') expect(r.edition.country.code).toBe(e.country.code);
      }
    }
    expect(EDITIONS.map((e) => e.localLabel).sort()).toEqual(
      ['de', 'fr', 'pl', 'it', 'gb', 'us', 'es', 'co', 'tr', 'mx', 'ro', 'gr', 'br', 'cz', 'pt'].sort(),
    );
  });

  it('redirects the Austrian and Swiss hosts to Germany', () => {
    for (const host of ['knowly.at', 'www.knowly.ch', 'at.localhost:3000', 'ch.localhost']) {
      const r = resolveHost(host);
      expect(r.kind, host).toBe('redirect');
      if (r.kind === 'redirect') expect(r.to.country.code).toBe('DE');
    }
  });

  it('serves the default edition for localhost and unknown hosts', () => {
    expect(resolveHost('localhost:3000')).toEqual({ kind: 'default', local: true });
    expect(resolveHost('example.org').kind).toBe('default');
    expect(resolveHost(undefined).kind).toBe('default');
    expect(resolveHost('cl.localhost').kind).toBe('default');
  });

  it('builds edition origins: production domains in prod, {code}.localhost:{PORT} otherwise', () => {
    expect(editionOrigin('DE', { APP_ENV: 'prod' })).toBe('https://knowly.de');
    expect(editionOrigin('de', { APP_ENV: 'local', PORT: 3000 })).toBe('http://de.localhost:3000');
    expect(editionOrigin('en-GB', { APP_ENV: 'dev', PORT: '3300' })).toBe('http://gb.localhost:3300');
    // Countries without an edition and locales without one live on the default edition.
    expect(editionOrigin('CL', { APP_ENV: 'prod' })).toBe('https://knowly.com');
    expect(editionOrigin('es-AR', { APP_ENV: 'prod', DEFAULT_EDITION: 'DE' })).toBe('https://knowly.de');
    expect(editionOrigin('AT', { APP_ENV: 'prod' })).toBe('https://knowly.de');
  });
});

describe('localised slugs', () => {
  const large: Locale[] = ['de', 'fr', 'pl', 'en-GB', 'it', 'en'];
  const small: Locale[] = ['es', 'es-MX', 'es-CO', 'es-AR', 'tr', 'el', 'ro', 'pt-BR', 'pt', 'cs'];

  it('translates the whole set for larger markets and the smaller set for the others', () => {
    for (const l of large) expect(Object.keys(slugTable(l)).sort(), l).toEqual([...LARGE_MARKET_SLUGS].sort());
    for (const l of small) expect(Object.keys(slugTable(l)).sort(), l).toEqual([...SMALL_MARKET_SLUGS].sort());
  });

  it('gives URL-safe, unambiguous slugs', () => {
    for (const l of LOCALES) {
      const values = Object.values(slugTable(l));
      expect(new Set(values).size, l).toBe(values.length);
      for (const v of values) expect(v).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('localises and canonicalises paths both ways', () => {
    expect(localizePath('/auth/signin', 'de')).toBe('/auth/anmelden');
    expect(localizePath('/about/advertise', 'fr')).toBe('/about/publicite');
    expect(localizePath('/about/advertise', 'es')).toBe('/about/advertise');
    expect(localizePath('/pro-plan/activate?x=1', 'de')).toBe('/pro-abo/aktivieren?x=1');
    expect(canonicalizePath('/auth/anmelden', 'de')).toBe('/auth/signin');
    expect(canonicalizePath('/subjects', 'de')).toBeNull();
    for (const l of LOCALES) {
      for (const key of Object.keys(slugTable(l))) {
        const path = `/x/${key}`;
        const shown = localizePath(path, l);
        expect(canonicalizePath(shown, l) ?? shown).toBe(path);
      }
    }
  });

  it('never touches segments containing a uuid', () => {
    expect(localizePath('/knows/profile-3f2b8c1e-9a4d-4e2f-8b7c-1d2e3f4a5b6c', 'de')).toBe(
      '/knows/profile-3f2b8c1e-9a4d-4e2f-8b7c-1d2e3f4a5b6c',
    );
  });
});

describe('links', () => {
  it('omits empty query values', () => {
    expect(buildHref('/auth/signin', { redirect: '', utm_content: undefined, referrerScreen: 'header', n: null })).toBe(
      '/auth/signin?referrerScreen=header',
    );
    expect(buildHref('/knows/search', { query: 'a b', subjectId: 3 }, 'top')).toBe('/knows/search?query=a+b&subjectId=3#top');
  });

  it('slugifies names: lowercase, hyphens, other non-alphanumerics dropped', () => {
    expect(slugify('Hello World!')).toBe('hello-world');
    expect(slugify('Anna-Lena Müller')).toBe('anna-lena-muller');
    expect(slugify('  Größe & Maß ')).toBe('grosse-mass');
    expect(slugify('Łódź 2024')).toBe('lodz-2024');
  });

  it('prefixes locales without an edition and localises slugs', () => {
    expect(localeHref('de', '/auth/signin', { referrerScreen: 'header' })).toBe('/auth/anmelden?referrerScreen=header');
    expect(localeHref('es-AR', '/auth/signin')).toBe('/es-AR/auth/iniciar-sesion');
    expect(localeHref('es-AR', '/')).toBe('/es-AR');
    expect(localeHref('en', '/')).toBe('/');
  });

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('switches country to the same path on the configured origin of the locale', () => {
    expect(currentCanonicalPath('/auth/anmelden?x=1', 'de')).toBe('/auth/signin');
    expect(currentCanonicalPath('/es-AR/subjects', 'es-AR')).toBe('/subjects');
    vi.stubEnv('EDITION_DOMAINS', '{code}.copy.example');
    expect(switchTarget('fr', '/auth/signin')).toBe('https://fr.copy.example/auth/connexion');
    expect(switchTarget('de', '/legal/privacy')).toBe('https://de.copy.example/legal/privacy');
    expect(switchTarget('es-AR', '/subjects')).toBe('https://us.copy.example/es-AR/subjects');
    vi.stubEnv('EDITION_DOMAINS', '');
    vi.stubEnv('NEXT_PUBLIC_APP_ENV', 'local');
    vi.stubEnv('PORT', '3100');
    expect(switchTarget('fr', '/auth/signin')).toBe('http://fr.localhost:3100/auth/connexion');
  });
});

describe('seo', () => {
  it('lists localised public pages of the edition in the sitemap', () => {
    const de = getEdition('DE');
    if (!de) throw new Error('no DE');
    const paths = sitemapPaths(de);
    expect(paths).toContain('/');
    expect(paths).toContain('/about/werbung');
    expect(paths).toContain('/for-parents'.replace('for-parents', 'fuer-eltern'));
    expect(paths).toContain('/legal/imprint');
    expect(paths.some((p) => p.startsWith('/topics/'))).toBe(true);
    const us = getEdition('US');
    if (!us) throw new Error('no US');
    expect(sitemapPaths(us)).not.toContain('/legal/imprint');
    expect(robotsTxt('https://knowly.de')).toContain('Sitemap: https://knowly.de/sitemap.xml');
  });
});
