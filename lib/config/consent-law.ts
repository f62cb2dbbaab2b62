/**
 * Which law governs cookie consent in each country, and whether it asks before statistics and
 * marketing cookies (opt-in: the banner) or lets them run with a way out (opt-out: granted
 * automatically, the footer's "cookie settings" withdraws it). Decision 0055 departs from the
 * spec's banner list (DE/AT/CH/FR/PL/IT/GB/ES) because that list left EU editions without one.
 */
import type { CountryCode } from './countries';

export type ConsentRule = 'opt-in' | 'opt-out';

export interface ConsentLaw {
  rule: ConsentRule;
  /** The law the rule follows, for the decision record and reviewers. */
  law: string;
}

const optIn = (law: string): ConsentLaw => ({ rule: 'opt-in', law });
const optOut = (law: string): ConsentLaw => ({ rule: 'opt-out', law });

const EU = optIn('GDPR + ePrivacy Directive art. 5(3)');

const CONSENT_LAWS: Readonly<Record<CountryCode, ConsentLaw>> = {
  DE: optIn('GDPR + TDDDG § 25'),
  AT: optIn('GDPR + TKG 2021 § 165'),
  // Switzerland's revFADP does not strictly demand opt-in, but the spec shows the banner there
  // and the edition serving CH is the German one, which asks anyway.
  CH: optIn('revFADP (spec keeps the banner)'),
  FR: optIn('GDPR + Loi Informatique et Libertés art. 82'),
  PL: optIn('GDPR + Prawo komunikacji elektronicznej art. 399'),
  IT: optIn('GDPR + Codice privacy art. 122'),
  ES: optIn('GDPR + LSSI art. 22.2'),
  RO: EU,
  GR: EU,
  CZ: EU,
  PT: EU,
  GB: optIn('UK GDPR + PECR reg. 6'),
  BR: optIn('LGPD art. 7 I, art. 8'),
  TR: optIn('KVKK art. 5 (explicit consent) + KVKK cookie guide 2022'),
  CO: optIn('Ley 1581 de 2012 art. 9 (prior, express authorisation)'),
  // Students, many under 16: CCPA/CPRA § 1798.120(c) needs opt-in before "sharing" their data
  // for cross-context advertising (our marketing pixels), as do several state laws for minors.
  US: optIn('CCPA/CPRA § 1798.120(c) (minors under 16) + state minors laws'),
  // Tacit consent suffices for non-sensitive data once the privacy notice is available.
  MX: optOut('LFPDPPP 2025 art. 8 (tacit consent)'),
  CL: optIn('Ley 21.719 (consent as the main basis)'),
  AR: optIn('Ley 25.326 art. 5'),
  PE: optIn('Ley 29733 art. 5'),
};

/** Opt-in countries show the cookie banner until a complete choice is stored (spec §4 flag). */
export function asksForConsent(code: CountryCode): boolean {
  return CONSENT_LAWS[code].rule === 'opt-in';
}
