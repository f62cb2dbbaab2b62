// EDITION_DOMAINS (decision 0010): parsing, origins per edition, host -> edition for configured
// hosts, and the country rules every caller shares (issue 9 points 2, 4, 9).
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, COUNTRIES } from '@/lib/config/countries';
import { canUploadImages, countryPromptLocale, isContentBlurred } from '@/lib/config/country-rules';
import { editionDomainsProblem, parseEditionDomains } from '@/lib/config/edition-domains';
import { EDITIONS, defaultEdition, editionOf, editionOrigin, originTable, resolveHost } from '@/lib/config/editions';
import { loadEnv } from '@/server/env';
import { isBlurredForViewer } from '@/components/knows/know-blur';
import { pageLimitFor } from '@/server/knows/page-access';

describe('EDITION_DOMAINS', () => {
  it('reads a template with {code}, adding https (http for *.localhost) and keeping a port', () => {
    const template = { EDITION_DOMAINS: '{code}.knowly.example' };
    expect(editionOrigin('DE', template)).toBe('https://de.knowly.example');
    expect(editionOrigin('en-GB', template)).toBe('https://gb.knowly.example');
    expect(editionOrigin('DE', { EDITION_DOMAINS: 'http://{code}.staging.example:8080' })).toBe('http://de.staging.example:8080');
    expect(editionOrigin('FR', { EDITION_DOMAINS: '{code}.localhost:3300' })).toBe('http://fr.localhost:3300');
    // The setting wins over APP_ENV.
    expect(editionOrigin('US', { ...template, APP_ENV: 'prod' })).toBe('https://us.knowly.example');
  });

  it('reads a code=host list, with "*=" for the rest', () => {
    const list = { EDITION_DOMAINS: 'de=knowly.de, fr=http://fr.test:8080, *={code}.rest.example' };
    expect(editionOrigin('DE', list)).toBe('https://knowly.de');
    expect(editionOrigin('fr', list)).toBe('http://fr.test:8080');
    expect(editionOrigin('IT', list)).toBe('https://it.rest.example');
    const full = EDITIONS.map((e) => `${e.country.code.toLowerCase()}=${e.localLabel}.mine.example`).join(',');
    expect(originTable({ EDITION_DOMAINS: full }).PL).toBe('https://pl.mine.example');
    // AT and CH are optional in a list: without them they have no host of their own.
    expect(originTable({ EDITION_DOMAINS: full }).AT).toBeUndefined();
  });

  it('refuses malformed values with a message that says what is wrong', () => {
    expect(() => parseEditionDomains('knowly.example')).toThrow(/\{code\}/);
    expect(() => parseEditionDomains('de=knowly.de')).toThrow(/no origin for .*FR/);
    expect(() => parseEditionDomains('xx=knowly.xx,*={code}.a.example')).toThrow(/"XX" is not an edition/);
    expect(() => parseEditionDomains('cl=knowly.cl,*={code}.a.example')).toThrow(/"CL" is not an edition/);
    expect(() => parseEditionDomains('de=knowly.de,de=knowly.at,*={code}.a.example')).toThrow(/twice/);
    expect(() => parseEditionDomains('de=a.example,fr=a.example,*={code}.b.example')).toThrow(/share the host/);
    expect(() => parseEditionDomains('{code}.knowly.example/path')).toThrow(/only scheme, host and port/);
    expect(() => parseEditionDomains('ftp://{code}.knowly.example')).toThrow(/only http and https/);
    expect(() => parseEditionDomains('{code}.knowly.example:99999')).toThrow();
    expect(editionDomainsProblem(undefined)).toBeNull();
    expect(editionDomainsProblem('{code}.ok.example')).toBeNull();
  });

  it('is checked with the other settings at start', () => {
    expect(() => loadEnv({ EDITION_DOMAINS: 'de=knowly.de' })).toThrow(/EDITION_DOMAINS must be a template with \{code\} or a code=host list \(got "de=knowly.de"\): no origin for FR/);
    expect(loadEnv({ EDITION_DOMAINS: '{code}.knowly.example' }).EDITION_DOMAINS).toBe('{code}.knowly.example');
  });

  it('maps configured hosts to their edition, and still knows the production and local hosts', () => {
    const s = { EDITION_DOMAINS: 'de=de.copy.example,at=at.copy.example,us=localhost:3301,*={code}.copy.example:8443' };
    const de = resolveHost('de.copy.example', s);
    expect(de.kind === 'edition' && de.edition.country.code).toBe('DE');
    const fr = resolveHost('fr.copy.example:8443', s);
    expect(fr.kind === 'edition' && fr.edition.country.code).toBe('FR');
    const us = resolveHost('localhost:3301', s);
    expect(us.kind === 'edition' && us.edition.country.code).toBe('US');
    expect(resolveHost('localhost:3302', s).kind).toBe('edition');
    const at = resolveHost('at.copy.example', s);
    expect(at.kind === 'redirect' && at.to.country.code).toBe('DE');
    const prod = resolveHost('www.knowly.it', s);
    expect(prod.kind === 'edition' && prod.edition.country.code).toBe('IT');
    expect(resolveHost('unknown.example', s).kind).toBe('default');
  });
});

describe('country rules (lib/config, shared by client and server)', () => {
  it('gives the edition of a country or locale, and the default edition', () => {
    expect(editionOf('AT').country.code).toBe('DE');
    expect(editionOf('CH').country.code).toBe('DE');
    expect(editionOf('CL').country.code).toBe('US');
    expect(editionOf('es-PE').country.code).toBe('US');
    expect(editionOf('el').country.code).toBe('GR');
    expect(editionOf('zz').country.code).toBe('US');
    expect(defaultEdition({ DEFAULT_EDITION: 'FR' }).country.code).toBe('FR');
    expect(defaultEdition({ DEFAULT_EDITION: 'AT' }).country.code).toBe('US');
  });

  it('blurs content everywhere but the §9 "Content unblurred" list, and for unknown countries', () => {
    const unblurred = COUNTRY_CODES.filter((c) => !isContentBlurred(c));
    expect(unblurred.sort()).toEqual(['AR', 'BR', 'CL', 'CO', 'CZ', 'GR', 'MX', 'PE', 'PT', 'RO', 'TR'].sort());
    expect(isContentBlurred('ZZ')).toBe(true);
    expect(isContentBlurred(null)).toBe(true);
    expect(isContentBlurred('')).toBe(true);
  });

  it('client and server blur the same knows for visitors, unknown countries included', () => {
    for (const code of [...COUNTRY_CODES, 'ZZ', '']) {
      expect(isBlurredForViewer({ countryCode: code }, null), code).toBe(isContentBlurred(code));
      expect(pageLimitFor({ country: code, knowerId: 'k' }, null) !== null, code).toBe(isContentBlurred(code));
      expect(isBlurredForViewer({ countryCode: code }, { premiumStatus: 'PRO', isOwner: false, isReviewer: false })).toBe(false);
    }
  });

  it('allows image uploads only through the US edition', () => {
    expect(COUNTRY_CODES.filter((c) => canUploadImages(c))).toEqual(['US']);
    expect(canUploadImages('ZZ')).toBe(false);
  });

  it('offers the country prompt when the detected locale differs, CL, AR and PE included (§2.4)', () => {
    expect(countryPromptLocale('CL', 'en')).toBe('es-CL');
    expect(countryPromptLocale('AR', 'de')).toBe('es-AR');
    expect(countryPromptLocale('PE', 'es')).toBe('es-PE');
    expect(countryPromptLocale('CL', 'es-CL')).toBeNull();
    expect(countryPromptLocale('FR', 'de')).toBe('fr');
    expect(countryPromptLocale('AT', 'de')).toBeNull();
    expect(countryPromptLocale('DE', 'de')).toBeNull();
    expect(countryPromptLocale(null, 'de')).toBeNull();
    expect(countryPromptLocale('ZZ', 'de')).toBeNull();
    expect(COUNTRIES.CL.edition).toBeNull();
  });
});
