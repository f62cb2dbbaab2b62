/**
 * Regions, exam boards and exam types per country. Country facts themselves come from
 * lib/config; this file only adds the sub-national and exam lists the API serves.
 */
import { COUNTRIES, type CountryCode } from '@/lib/config/countries';

export interface Region { id: number; name: string; code: string }
export interface ExamBoard { id: number; name: string; code: string }
export interface ExamType { id: number; name: string; code: string }

const REGION_NAMES: Partial<Record<CountryCode, readonly string[]>> = {
  DE: ['Baden-Württemberg', 'Bayern', 'Berlin', 'Brandenburg', 'Bremen', 'Hamburg', 'Hessen', 'Mecklenburg-Vorpommern',
    'Niedersachsen', 'Nordrhein-Westfalen', 'Rheinland-Pfalz', 'Saarland', 'Sachsen', 'Sachsen-Anhalt',
    'Schleswig-Holstein', 'Thüringen'],
  AT: ['Burgenland', 'Kärnten', 'Niederösterreich', 'Oberösterreich', 'Salzburg', 'Steiermark', 'Tirol', 'Vorarlberg', 'Wien'],
  CH: ['Aargau', 'Appenzell Ausserrhoden', 'Appenzell Innerrhoden', 'Basel-Landschaft', 'Basel-Stadt', 'Bern', 'Freiburg',
    'Genf', 'Glarus', 'Graubünden', 'Jura', 'Luzern', 'Neuenburg', 'Nidwalden', 'Obwalden', 'Schaffhausen', 'Schwyz',
    'Solothurn', 'St. Gallen', 'Tessin', 'Thurgau', 'Uri', 'Waadt', 'Wallis', 'Zug', 'Zürich'],
  FR: ['Auvergne-Rhône-Alpes', 'Bourgogne-Franche-Comté', 'Bretagne', 'Centre-Val de Loire', 'Corse', 'Grand Est',
    'Hauts-de-France', 'Île-de-France', 'Normandie', 'Nouvelle-Aquitaine', 'Occitanie', 'Pays de la Loire',
    "Provence-Alpes-Côte d'Azur", 'Outre-mer'],
  PL: ['dolnośląskie', 'kujawsko-pomorskie', 'lubelskie', 'lubuskie', 'łódzkie', 'małopolskie', 'mazowieckie', 'opolskie',
    'podkarpackie', 'podlaskie', 'pomorskie', 'śląskie', 'świętokrzyskie', 'warmińsko-mazurskie', 'wielkopolskie',
    'zachodniopomorskie'],
  IT: ['Abruzzo', 'Basilicata', 'Calabria', 'Campania', 'Emilia-Romagna', 'Friuli-Venezia Giulia', 'Lazio', 'Liguria',
    'Lombardia', 'Marche', 'Molise', 'Piemonte', 'Puglia', 'Sardegna', 'Sicilia', 'Toscana', 'Trentino-Alto Adige',
    'Umbria', "Valle d'Aosta", 'Veneto'],
  GB: ['England', 'Northern Ireland', 'Scotland', 'Wales'],
  US: ['Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware',
    'District of Columbia', 'Florida', 'Georgia', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky',
    'Louisiana', 'Maine', 'Maryland', 'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana',
    'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota',
    'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas',
    'Utah', 'Vermont', 'Virginia', 'Washington', 'West Virginia', 'Wisconsin', 'Wyoming'],
  ES: ['Andalucía', 'Aragón', 'Asturias', 'Illes Balears', 'Canarias', 'Cantabria', 'Castilla-La Mancha',
    'Castilla y León', 'Cataluña', 'Comunitat Valenciana', 'Extremadura', 'Galicia', 'La Rioja', 'Comunidad de Madrid',
    'Región de Murcia', 'Navarra', 'País Vasco', 'Ceuta', 'Melilla'],
};

const slug = (s: string) => s.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toUpperCase();

/** Region ids are stable: country id * 1000 + position. */
export function regionsOf(code: CountryCode): Region[] {
  const base = COUNTRIES[code].id * 1000;
  return (REGION_NAMES[code] ?? []).map((name, i) => ({ id: base + i + 1, name, code: `${code}-${slug(name)}` }));
}

const EXAM_BOARDS: Partial<Record<CountryCode, readonly [string, string][]>> = {
  GB: [['AQA', 'AQA'], ['EDEXCEL', 'Pearson Edexcel'], ['OCR', 'OCR'], ['WJEC', 'WJEC / Eduqas'], ['CCEA', 'CCEA'], ['SQA', 'SQA'], ['CIE', 'Cambridge International']],
  TR: [['MEB', 'Millî Eğitim Bakanlığı'], ['OSYM', 'ÖSYM']],
};

const EXAM_TYPES: Partial<Record<CountryCode, readonly [string, string][]>> = {
  GB: [['GCSE', 'GCSE'], ['IGCSE', 'IGCSE'], ['AS_LEVEL', 'AS Level'], ['A_LEVEL', 'A Level'], ['BTEC', 'BTEC'], ['NATIONAL_5', 'National 5'], ['HIGHER', 'Higher']],
  TR: [['LGS', 'LGS'], ['YKS_TYT', 'YKS TYT'], ['YKS_AYT', 'YKS AYT'], ['YKS_YDT', 'YKS YDT']],
  US: [['SAT', 'SAT'], ['ACT', 'ACT'], ['AP', 'AP Exams'], ['PSAT', 'PSAT/NMSQT']],
  DE: [['ABITUR', 'Abitur'], ['MSA', 'Mittlerer Schulabschluss'], ['ESA', 'Erster Schulabschluss']],
  AT: [['MATURA', 'Matura']],
  CH: [['MATURA', 'Matura']],
  FR: [['BAC', 'Baccalauréat'], ['BREVET', 'Brevet']],
  IT: [['MATURITA', 'Esame di Maturità'], ['TERZA_MEDIA', 'Esame di terza media']],
  ES: [['EBAU', 'EBAU / PAU']],
  PL: [['MATURA', 'Matura'], ['EGZAMIN_OSMOKLASISTY', 'Egzamin ósmoklasisty']],
};

const toList = (code: CountryCode, rows: readonly [string, string][] | undefined) =>
  (rows ?? []).map(([c, name], i) => ({ id: COUNTRIES[code].id * 100 + i + 1, code: c, name }));

/** Exam boards exist where the country has them (spec §9: GB and TR); elsewhere an empty list. */
export function examBoardsOf(code: CountryCode): ExamBoard[] {
  return COUNTRIES[code].hasExamBoard ? toList(code, EXAM_BOARDS[code]) : [];
}

export function examTypesOf(code: CountryCode): ExamType[] {
  return toList(code, EXAM_TYPES[code]);
}
