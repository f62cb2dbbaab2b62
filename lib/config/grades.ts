/**
 * School grades as each country names them (issue 22, decision 0056). A grade is stored as the
 * number of the school year in that country's own count (1 = the first year of primary school),
 * 1-13 (lib/contract limits); each country lists the years its schools have, in order, with the
 * name its pupils use. These are names of the school system, not translations, so they live with
 * the other country facts rather than in the locale files.
 */
import type { CountryCode } from './countries';

export interface GradeName {
  grade: number;
  name: string;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const list = (names: readonly string[], first = 1): GradeName[] => names.map((name, i) => ({ grade: first + i, name }));

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
const GREEK_NUMERALS = ['Α΄', 'Β΄', 'Γ΄', 'Δ΄', 'Ε΄', 'ΣΤ΄'];
const ES_ORDINAL = ['1.º', '2.º', '3.º', '4.º', '5.º', '6.º'];
const IT_ORDINAL = ['prima', 'seconda', 'terza', 'quarta', 'quinta'];
const CO_ORDINAL = ['primero', 'segundo', 'tercero', 'cuarto', 'quinto', 'sexto', 'séptimo', 'octavo', 'noveno', 'décimo', 'undécimo'];

const german = range(1, 13).map((n) => ({ grade: n, name: `Klasse ${n}` }));

const GRADES: Readonly<Record<CountryCode, readonly GradeName[]>> = {
  DE: german,
  CH: german,
  // Austria counts school levels across school types (Schulstufe).
  AT: range(1, 13).map((n) => ({ grade: n, name: `${n}. Schulstufe` })),
  FR: list(['CP', 'CE1', 'CE2', 'CM1', 'CM2', 'Sixième', 'Cinquième', 'Quatrième', 'Troisième', 'Seconde', 'Première', 'Terminale']),
  // England: Year 1 follows Reception; sixth form is Years 12 and 13.
  GB: range(1, 13).map((n) => ({ grade: n, name: `Year ${n}` })),
  US: [
    ...list(['1st grade', '2nd grade', '3rd grade', '4th grade', '5th grade', '6th grade', '7th grade', '8th grade']),
    ...list(['9th grade (Freshman)', '10th grade (Sophomore)', '11th grade (Junior)', '12th grade (Senior)'], 9),
  ],
  IT: [
    ...list(IT_ORDINAL.map((o) => `${o} elementare`)),
    ...list(IT_ORDINAL.slice(0, 3).map((o) => `${o} media`), 6),
    ...list(IT_ORDINAL.map((o) => `${o} superiore`), 9),
  ],
  ES: [
    ...list(ES_ORDINAL.map((o) => `${o} de Primaria`)),
    ...list(ES_ORDINAL.slice(0, 4).map((o) => `${o} ESO`), 7),
    ...list(ES_ORDINAL.slice(0, 2).map((o) => `${o} Bachillerato`), 11),
  ],
  // Since 2017: eight years of szkoła podstawowa, then four of liceum.
  PL: [
    ...range(1, 8).map((n) => ({ grade: n, name: `klasa ${n} szkoły podstawowej` })),
    ...range(1, 4).map((n) => ({ grade: 8 + n, name: `klasa ${n} liceum` })),
  ],
  CO: list(CO_ORDINAL.map((o) => `Grado ${o}`)),
  MX: [
    ...list(ES_ORDINAL.map((o) => `${o} de primaria`)),
    ...list(ES_ORDINAL.slice(0, 3).map((o) => `${o} de secundaria`), 7),
    ...list(ES_ORDINAL.slice(0, 3).map((o) => `${o} de preparatoria`), 10),
  ],
  CL: [
    ...list(['1.° básico', '2.° básico', '3.° básico', '4.° básico', '5.° básico', '6.° básico', '7.° básico', '8.° básico']),
    ...list(['1.° medio', '2.° medio', '3.° medio', '4.° medio'], 9),
  ],
  AR: [
    ...list(ES_ORDINAL.map((o) => `${o} grado`)),
    ...list(ES_ORDINAL.map((o) => `${o} año de secundaria`), 7),
  ],
  PE: [
    ...list(ES_ORDINAL.map((o) => `${o} de primaria`)),
    ...list(ES_ORDINAL.slice(0, 5).map((o) => `${o} de secundaria`), 7),
  ],
  TR: range(1, 12).map((n) => ({ grade: n, name: `${n}. sınıf` })),
  // Clasa I, clasa a II-a ... clasa a XII-a.
  RO: range(1, 12).map((n) => ({ grade: n, name: n === 1 ? 'clasa I' : `clasa a ${ROMAN[n - 1]}-a` })),
  GR: [
    ...list(GREEK_NUMERALS.map((g) => `${g} Δημοτικού`)),
    ...list(GREEK_NUMERALS.slice(0, 3).map((g) => `${g} Γυμνασίου`), 7),
    ...list(GREEK_NUMERALS.slice(0, 3).map((g) => `${g} Λυκείου`), 10),
  ],
  BR: [
    ...range(1, 9).map((n) => ({ grade: n, name: `${n}º ano do Ensino Fundamental` })),
    ...range(1, 3).map((n) => ({ grade: 9 + n, name: `${n}ª série do Ensino Médio` })),
  ],
  // Nine years of základní škola (třída), then four of střední škola (ročník).
  CZ: [
    ...range(1, 9).map((n) => ({ grade: n, name: `${n}. třída` })),
    ...range(1, 4).map((n) => ({ grade: 9 + n, name: `${n}. ročník SŠ` })),
  ],
  PT: range(1, 12).map((n) => ({ grade: n, name: `${n}.º ano` })),
};

/** The grades a country's schools have, in order. */
export function gradesOf(code: CountryCode): readonly GradeName[] {
  return GRADES[code];
}

/**
 * The country's name for a stored grade. A number the country does not have (a know tagged in
 * another edition) keeps a neutral number rather than disappearing.
 */
export function gradeName(code: CountryCode, grade: number | string): string {
  const n = Number(grade);
  return GRADES[code].find((g) => g.grade === n)?.name ?? String(grade);
}
