/**
 * Localised route slugs (spec §2.3). Canonical (English) segment -> localised segment, per
 * interface language. Larger markets translate the whole set, the others only the smaller one.
 */
import { canonicalizeWith, localizeWith, type SlugMap } from '../links/slug-map';
import { LOCALE_CONFIGS, type InterfaceLanguage, type Locale } from './locales';

export const LARGE_MARKET_SLUGS = [
  'advertise', 'for-parents', 'download', 'pro-plan', 'checkout', 'success', 'activate',
  'download-know', 'profile', 'company', 'knowly-ai', 'university', 'ai-summary', 'uni-gpt',
  'mock-exam', 'signin', 'signup', 'confirm', 'reset-password', 'forgot-password', 'careers',
] as const;
export const SMALL_MARKET_SLUGS = [
  'download', 'activate', 'download-know', 'profile', 'knowly-ai', 'university', 'signin',
  'signup', 'confirm', 'reset-password', 'forgot-password',
] as const;
export type SlugKey = (typeof LARGE_MARKET_SLUGS)[number];
type SmallSlugKey = (typeof SMALL_MARKET_SLUGS)[number];

type LargeTable = Record<SlugKey, string>;
type SmallTable = Record<SmallSlugKey, string>;

const identity = Object.fromEntries(LARGE_MARKET_SLUGS.map((k) => [k, k])) as LargeTable;

const TABLES: Record<InterfaceLanguage, LargeTable | SmallTable> = {
  en: identity,
  de: {
    advertise: 'werbung', 'for-parents': 'fuer-eltern', download: 'herunterladen',
    'pro-plan': 'pro-abo', checkout: 'kasse', success: 'erfolg', activate: 'aktivieren',
    'download-know': 'know-herunterladen', profile: 'profil', company: 'unternehmen',
    'knowly-ai': 'knowly-ki', university: 'uni', 'ai-summary': 'ki-zusammenfassung',
    'uni-gpt': 'uni-gpt', 'mock-exam': 'probeklausur', signin: 'anmelden', signup: 'registrieren',
    confirm: 'bestaetigen', 'reset-password': 'passwort-zuruecksetzen',
    'forgot-password': 'passwort-vergessen', careers: 'karriere',
  },
  fr: {
    advertise: 'publicite', 'for-parents': 'pour-les-parents', download: 'telecharger',
    'pro-plan': 'offre-pro', checkout: 'paiement', success: 'succes', activate: 'activer',
    'download-know': 'telecharger-know', profile: 'profil', company: 'entreprise',
    'knowly-ai': 'knowly-ia', university: 'universite', 'ai-summary': 'resume-ia',
    'uni-gpt': 'uni-gpt', 'mock-exam': 'examen-blanc', signin: 'connexion', signup: 'inscription',
    confirm: 'confirmer', 'reset-password': 'reinitialiser-mot-de-passe',
    'forgot-password': 'mot-de-passe-oublie', careers: 'carrieres',
  },
  pl: {
    advertise: 'reklama', 'for-parents': 'dla-rodzicow', download: 'pobierz',
    'pro-plan': 'plan-pro', checkout: 'platnosc', success: 'sukces', activate: 'aktywuj',
    'download-know': 'pobierz-know', profile: 'profil', company: 'firma',
    'knowly-ai': 'knowly-ai', university: 'uniwersytet', 'ai-summary': 'podsumowanie-ai',
    'uni-gpt': 'uni-gpt', 'mock-exam': 'egzamin-probny', signin: 'logowanie', signup: 'rejestracja',
    confirm: 'potwierdz', 'reset-password': 'resetuj-haslo', 'forgot-password': 'nie-pamietam-hasla',
    careers: 'kariera',
  },
  it: {
    advertise: 'pubblicita', 'for-parents': 'per-genitori', download: 'scarica',
    'pro-plan': 'piano-pro', checkout: 'pagamento', success: 'successo', activate: 'attiva',
    'download-know': 'scarica-know', profile: 'profilo', company: 'azienda',
    'knowly-ai': 'knowly-ia', university: 'universita', 'ai-summary': 'riassunto-ia',
    'uni-gpt': 'uni-gpt', 'mock-exam': 'simulazione-esame', signin: 'accedi', signup: 'registrati',
    confirm: 'conferma', 'reset-password': 'reimposta-password',
    'forgot-password': 'password-dimenticata', careers: 'lavora-con-noi',
  },
  es: {
    download: 'descargar', activate: 'activar', 'download-know': 'descargar-know', profile: 'perfil',
    'knowly-ai': 'knowly-ia', university: 'universidad', signin: 'iniciar-sesion',
    signup: 'registro', confirm: 'confirmar', 'reset-password': 'restablecer-contrasena',
    'forgot-password': 'olvide-mi-contrasena',
  },
  tr: {
    download: 'indir', activate: 'etkinlestir', 'download-know': 'know-indir', profile: 'profil',
    'knowly-ai': 'knowly-yz', university: 'universite', signin: 'giris-yap', signup: 'kayit-ol',
    confirm: 'onayla', 'reset-password': 'sifre-sifirla', 'forgot-password': 'sifremi-unuttum',
  },
  ro: {
    download: 'descarca', activate: 'activeaza', 'download-know': 'descarca-know',
    profile: 'profil', 'knowly-ai': 'knowly-ai', university: 'universitate',
    signin: 'autentificare', signup: 'inregistrare', confirm: 'confirma',
    'reset-password': 'resetare-parola', 'forgot-password': 'am-uitat-parola',
  },
  el: {
    download: 'lipsi', activate: 'energopoiisi', 'download-know': 'lipsi-know', profile: 'profil',
    'knowly-ai': 'knowly-ai', university: 'panepistimio', signin: 'syndesi', signup: 'eggrafi',
    confirm: 'epivevaiosi', 'reset-password': 'epanafora-kodikou',
    'forgot-password': 'xechasa-ton-kodiko',
  },
  'pt-BR': {
    download: 'baixar', activate: 'ativar', 'download-know': 'baixar-know', profile: 'perfil',
    'knowly-ai': 'knowly-ia', university: 'universidade', signin: 'entrar', signup: 'cadastro',
    confirm: 'confirmar', 'reset-password': 'redefinir-senha', 'forgot-password': 'esqueci-a-senha',
  },
  pt: {
    download: 'descarregar', activate: 'ativar', 'download-know': 'descarregar-know',
    profile: 'perfil', 'knowly-ai': 'knowly-ia', university: 'universidade', signin: 'entrar',
    signup: 'registo', confirm: 'confirmar', 'reset-password': 'repor-palavra-passe',
    'forgot-password': 'esqueci-a-palavra-passe',
  },
  cs: {
    download: 'stahnout', activate: 'aktivovat', 'download-know': 'stahnout-know',
    profile: 'profil', 'knowly-ai': 'knowly-ai', university: 'univerzita', signin: 'prihlaseni',
    signup: 'registrace', confirm: 'potvrdit', 'reset-password': 'obnovit-heslo',
    'forgot-password': 'zapomenute-heslo',
  },
};

export function slugTable(locale: Locale): Partial<Record<SlugKey, string>> {
  return TABLES[LOCALE_CONFIGS[locale].interfaceLanguage];
}

/** Canonical route path -> the path the edition shows (e.g. /auth/signin -> /auth/anmelden). */
export function localizePath(path: string, locale: Locale): string {
  return localizeWith(path, slugTable(locale));
}

/** Localised path -> canonical route path; null when nothing was localised. */
export function canonicalizePath(path: string, locale: Locale): string | null {
  return canonicalizeWith(path, slugTable(locale));
}

/** The slugs a locale shows differently from the canonical ones (an edition record's `slugs`). */
export function localisedSlugs(locale: Locale): SlugMap {
  return Object.fromEntries(Object.entries(slugTable(locale)).filter(([key, value]) => key !== value));
}
