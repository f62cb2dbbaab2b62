/**
 * Issue 22 §6, decision 0056: grades named as each country names them, dates in each edition's
 * own format with month names in the right case, readable slugs for non-ASCII titles.
 */
import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES } from '@/lib/config/countries';
import { gradeName, gradesOf } from '@/lib/config/grades';
import { EDITIONS } from '@/lib/config/editions';
import { formatDate, formatDateTime, formatLongDate, formatMonthYear, formatMonthYearInDate, formatTime, utcCalendarDay } from '@/lib/dates';
import { knowSlug } from '@/lib/knows/know-href';
import { knowerSlug } from '@/lib/knowers/knower-href';
import { slugify } from '@/lib/links/slugify';
import { KNOW_LIMITS } from '@/lib/contract/limits';

describe('grades per country', () => {
  it('names secondary school years as the country does', () => {
    expect(gradesOf('FR').slice(5).map((g) => g.name)).toEqual(['Sixième', 'Cinquième', 'Quatrième', 'Troisième', 'Seconde', 'Première', 'Terminale']);
    expect(gradeName('FR', 12)).toBe('Terminale');
    expect(gradeName('DE', 5)).toBe('Klasse 5');
    expect(gradeName('DE', 13)).toBe('Klasse 13');
    expect(gradeName('GB', 7)).toBe('Year 7');
    expect(gradeName('GB', 13)).toBe('Year 13');
    expect(gradeName('US', 6)).toBe('6th grade');
    expect(gradeName('US', 9)).toBe('9th grade (Freshman)');
    expect(gradeName('US', 12)).toBe('12th grade (Senior)');
    expect(gradeName('IT', 6)).toBe('prima media');
    expect(gradeName('IT', 13)).toBe('quinta superiore');
    expect(gradeName('ES', 7)).toBe('1.º ESO');
    expect(gradeName('ES', 12)).toBe('2.º Bachillerato');
    expect(gradeName('PL', 8)).toBe('klasa 8 szkoły podstawowej');
    expect(gradeName('PL', 9)).toBe('klasa 1 liceum');
    expect(gradeName('TR', 9)).toBe('9. sınıf');
    expect(gradeName('RO', 1)).toBe('clasa I');
    expect(gradeName('RO', 9)).toBe('clasa a IX-a');
    expect(gradeName('GR', 6)).toBe('ΣΤ΄ Δημοτικού');
    expect(gradeName('GR', 7)).toBe('Α΄ Γυμνασίου');
    expect(gradeName('GR', 12)).toBe('Γ΄ Λυκείου');
    expect(gradeName('CZ', 9)).toBe('9. třída');
    expect(gradeName('CZ', 10)).toBe('1. ročník SŠ');
    expect(gradeName('BR', 10)).toBe('1ª série do Ensino Médio');
    expect(gradeName('PT', 10)).toBe('10.º ano');
    expect(gradeName('CO', 11)).toBe('Grado undécimo');
    expect(gradeName('MX', 7)).toBe('1.º de secundaria');
  });

  it('gives every country its years in order, within the stored range, with no generic "Année n" or "Grade n"', () => {
    for (const code of COUNTRY_CODES) {
      const grades = gradesOf(code);
      expect(grades.length, code).toBeGreaterThanOrEqual(11);
      grades.forEach((g, i) => {
        expect(g.grade, code).toBe(i + 1);
        expect(g.grade).toBeLessThanOrEqual(KNOW_LIMITS.gradeMax);
        expect(g.name, code).not.toMatch(/^(Année|Grade|Niveau|Jahrgang) \d+$/);
      });
      expect(new Set(grades.map((g) => g.name)).size, code).toBe(grades.length);
    }
  });

  it('keeps a number it does not know rather than dropping it', () => {
    expect(gradeName('FR', 13)).toBe('13');
  });
});

describe('dates per edition', () => {
  const at = new Date('2026-11-28T14:05:00Z');
  const utc = { timeZone: 'UTC' };

  it('writes "dd.mm.yyyy, hh:mm Uhr" only in German', () => {
    expect(formatDateTime(at, 'de', utc)).toBe('28.11.2026, 14:05 Uhr');
    expect(formatTime(at, 'de', utc)).toBe('14:05 Uhr');
    for (const e of EDITIONS) {
      if (e.locale === 'de') continue;
      expect(formatDateTime(at, e.locale, utc), e.locale).not.toContain('Uhr');
    }
  });

  it('puts day, month and year in each edition’s order', () => {
    expect(formatDate(at, 'en', utc)).toBe('11/28/2026');
    expect(formatDate(at, 'en-GB', utc)).toBe('28/11/2026');
    expect(formatDate(at, 'fr', utc)).toBe('28/11/2026');
    expect(formatDate(at, 'de', utc)).toBe('28.11.2026');
    expect(formatDate(at, 'pl', utc)).toBe('28.11.2026');
    expect(formatDate(at, 'el', utc)).toBe('28/11/2026');
    expect(formatDateTime(at, 'en', utc)).toBe('Nov 28, 2026, 2:05 PM');
    expect(formatLongDate(at, 'en', utc)).toBe('November 28, 2026');
  });

  it('reads an ISO day as that calendar day', () => {
    expect(formatLongDate('2026-11-28', 'fr', utc)).toBe('28 novembre 2026');
  });

  it('inflects month names: genitive inside a date, nominative standalone', () => {
    expect(formatLongDate(at, 'el', utc)).toBe('28 Νοεμβρίου 2026');
    expect(formatMonthYear('2026-11', 'el')).toBe('Νοέμβριος 2026');
    expect(formatMonthYearInDate('2026-11', 'el')).toBe('Νοεμβρίου 2026');
    expect(formatLongDate(at, 'pl', utc)).toBe('28 listopada 2026');
    expect(formatMonthYear('2026-11', 'pl')).toBe('listopad 2026');
    expect(formatMonthYearInDate('2026-11', 'pl')).toBe('listopada 2026');
    expect(formatLongDate(at, 'cs', utc)).toBe('28. listopadu 2026');
    expect(formatMonthYear('2026-11', 'cs')).toBe('listopad 2026');
    expect(formatMonthYearInDate('2026-11', 'cs')).toBe('listopadu 2026');
    expect(formatMonthYearInDate('2026-11', 'pt')).toBe('novembro de 2026');
    expect(formatMonthYearInDate('2026-11', 'en')).toBe('November 2026');
  });

  it('formats in every edition locale without falling back to English', () => {
    for (const e of EDITIONS) {
      const text = formatMonthYear('2026-11', e.locale);
      if (!e.locale.startsWith('en') && e.locale !== 'de') expect(text, e.locale).not.toContain('November');
    }
  });

  it('names an instant by its UTC calendar day, whatever its written offset', () => {
    expect(utcCalendarDay('2026-01-02T23:30:00.000Z')).toBe('2026-01-02');
    expect(utcCalendarDay('2026-01-03T00:30:00+01:00')).toBe('2026-01-02');
    expect(utcCalendarDay('2026-11-28')).toBe('2026-11-28');
    expect(utcCalendarDay('not a date')).toBe('');
  });
});

describe('slugs', () => {
  it('transliterates Greek, Turkish, Czech, Romanian and Polish titles into readable slugs', () => {
    expect(slugify('Η Επανάσταση του 1821 – σημειώσεις')).toBe('i-epanastasi-tou-1821-simeioseis');
    expect(slugify('Αρχαία Ελληνικά: Όμηρος')).toBe('archaia-ellinika-omiros');
    expect(slugify('Ευκλείδεια Γεωμετρία')).toBe('evkleideia-geometria');
    expect(slugify('Osmanlı İmparatorluğu ve Çanakkale Savaşı')).toBe('osmanli-imparatorlugu-ve-canakkale-savasi');
    expect(slugify('Fotosyntéza a dýchání – přehled')).toBe('fotosynteza-a-dychani-prehled');
    expect(slugify('Războiul de Independență și Ștefan cel Mare')).toBe('razboiul-de-independenta-si-stefan-cel-mare');
    expect(slugify('Źródła energii – ściąga z fizyki')).toBe('zrodla-energii-sciaga-z-fizyki');
    expect(slugify('Português: Ação e coração')).toBe('portugues-acao-e-coracao');
  });

  it('gives Greek knows and knowers a name in their address, and keeps the id last', () => {
    const uuid = '3f2b8c1e-9a4d-4e2f-8b7c-1d2e3f4a5b6c';
    expect(knowSlug('Βιολογία: Το κύτταρο', uuid)).toBe(`viologia-to-kyttaro-${uuid}`);
    expect(knowerSlug('Γιώργος Παπαδόπουλος', uuid)).toBe(`giorgos-papadopoulos-${uuid}`);
  });

  it('leaves every Latin slug as it was (existing addresses keep working)', () => {
    expect(slugify('Hello World!')).toBe('hello-world');
    expect(slugify('Anna-Lena Müller')).toBe('anna-lena-muller');
    expect(slugify('  Größe & Maß ')).toBe('grosse-mass');
    expect(slugify('Łódź 2024')).toBe('lodz-2024');
  });

  it('never leaves a title of any edition’s script empty', () => {
    for (const title of ['Ψυχολογία', 'Ιστορία', 'Kimya', 'Dějepis', 'Română']) expect(slugify(title)).not.toBe('');
  });
});

// Countries with an edition all have grades (the others borrow an edition's).
it('every edition country has grades', () => {
  for (const e of EDITIONS) expect(gradesOf(COUNTRIES[e.country.code].code).length).toBeGreaterThan(0);
});
