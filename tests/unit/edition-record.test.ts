// The page's edition record (decision 0013): the browser builds its own edition's links and
// canonical paths from the record alone, with the same results as the full tables; the page
// head's hreflang alternates are computed on the server (pages/_document.tsx).
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@/lib/config/countries';
import { EDITIONS, editionOrigin } from '@/lib/config/editions';
import { LARGE_MARKET_SLUGS, localizePath } from '@/lib/config/route-slugs';
import { LOCALES, LOCALE_CONFIGS, interfaceLanguageOf } from '@/lib/config/locales';
import { editionFor, editionProps } from '@/lib/edition/edition-record';
import { currentCanonicalPath } from '@/lib/links/current-canonical-path';
import { editionCanonicalPath, editionHref } from '@/lib/links/edition-href';
import { localeHref } from '@/lib/links/locale-path';
import { alternateLinks, serverHeadTags } from '@/lib/seo/server-head';

const paths = ['/', '/subjects', '/about/download', '/auth/signin', '/app/profile', '/knows/3f1c0b7e-1d2a-4c3b-9e8f-0a1b2c3d4e5f', ...LARGE_MARKET_SLUGS.map((s) => `/x/${s}`)];

describe('edition record', () => {
  it('holds the locale, its country, origin, prefix and only the slugs it localises', () => {
    const de = editionFor('de');
    expect(de.country).toBe(COUNTRIES.DE);
    expect(de.origin).toBe(editionOrigin('de'));
    expect(de.prefix).toBe('');
    expect(de.slugs.signin).toBe('anmelden');
    expect(editionFor('es-AR').prefix).toBe('/es-AR');
    expect(editionFor('en').slugs).toEqual({});
    expect(editionFor('nope').locale.locale).toBe('en');
    // Page props are JSON: the record survives a round trip unchanged.
    expect(editionProps('de')).toEqual(JSON.parse(JSON.stringify(de)));
  });

  it('builds the same links and canonical paths as the full tables, in every locale', () => {
    for (const locale of LOCALES) {
      const record = editionProps(locale);
      for (const path of paths) {
        expect(editionHref(record, path, { q: 'a b' }, 'top'), `${locale} ${path}`).toBe(localeHref(locale, path, { q: 'a b' }, 'top'));
        const shown = localeHref(locale, path);
        expect(editionCanonicalPath(record, `${shown}?x=1`), `${locale} ${shown}`).toBe(currentCanonicalPath(`${shown}?x=1`, locale));
      }
    }
  });
});

describe('interface language rule (the i18n config in every page)', () => {
  it('matches the locale table for every locale', () => {
    for (const l of LOCALES) expect(interfaceLanguageOf(l), l).toBe(LOCALE_CONFIGS[l].interfaceLanguage);
  });
});

describe('hreflang alternates (server)', () => {
  it('lists every edition at its origin and localised path, plus x-default on the US edition', () => {
    const links = alternateLinks('de', { path: '/auth/signin', locales: undefined });
    expect(links).toHaveLength(EDITIONS.length + 1);
    expect(links).toContainEqual({ hrefLang: 'de', href: `${editionOrigin('de')}${localizePath('/auth/signin', 'de')}` });
    expect(links).toContainEqual({ hrefLang: 'fr', href: `${editionOrigin('fr')}/auth/connexion` });
    expect(links.at(-1)).toEqual({ hrefLang: 'x-default', href: `${editionOrigin('en')}/auth/signin` });
  });

  it('keeps to the given locales: x-default on the first where the US has none, nothing for []', () => {
    const links = alternateLinks('de', { path: '/for-parents', locales: ['de', 'fr'] });
    expect(links.map((l) => l.hrefLang)).toEqual([LOCALE_CONFIGS.de.htmlLang, 'fr', 'x-default']);
    expect(links.at(-1)?.href).toBe(`${editionOrigin('de')}/fuer-eltern`);
    expect(alternateLinks('de', { path: '/knows/search', locales: [] })).toEqual([]);
  });
});

describe('JSON-LD (server)', () => {
  const request = { path: '/', locales: undefined, noindex: false, aggregateRating: { ratingValue: 4.7, ratingCount: 10 }, structuredData: [{ '@type': 'Article', name: '</script>' }] };

  it('describes the web site at the edition origin and the app in its currency, then the page objects, escaped', () => {
    const tags = serverHeadTags('de', request);
    const ld = JSON.parse(tags.jsonLd ?? '[]');
    expect(ld.map((x: { '@type': string }) => x['@type'])).toEqual(['WebSite', 'MobileApplication', 'Article']);
    expect(ld[0]).toMatchObject({ url: `${editionOrigin('de')}/`, inLanguage: 'de' });
    expect(ld[1].offers.priceCurrency).toBe('EUR');
    expect(ld[1].aggregateRating).toMatchObject({ ratingValue: 4.7, ratingCount: 10 });
    expect(tags.jsonLd).not.toContain('</script>');
    expect(tags.alternates).toHaveLength(EDITIONS.length + 1);
  });

  it('leaves out the page objects and the alternates when noindex, and renders nothing without a page head', () => {
    const tags = serverHeadTags('en', { ...request, noindex: true, aggregateRating: null });
    expect(JSON.parse(tags.jsonLd ?? '[]').map((x: { '@type': string }) => x['@type'])).toEqual(['WebSite', 'MobileApplication']);
    expect(tags.alternates).toEqual([]);
    expect(serverHeadTags('en', undefined)).toEqual({ alternates: [], jsonLd: null });
  });
});
