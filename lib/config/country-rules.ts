/**
 * Rules derived from the country table (spec §9), one function each, used by client and server
 * alike so they cannot disagree (decision 0010). A country code that is not in the table gets
 * the restrictive answer: blurred, no image uploads.
 */
import { COUNTRIES, isCountryCode } from './countries';
import { editionOf } from './editions';
import type { Locale } from './locales';

/** §9 "Content unblurred": visitors see a know of this country whole only where listed. */
export function isContentBlurred(country: string | null | undefined): boolean {
  return !(country && isCountryCode(country) && COUNTRIES[country].contentUnblurred);
}

/** Who looks at a know, as far as the blur cares; null is a visitor. */
export interface KnowViewer {
  /** users/me `premiumStatus`: 'PRO' while a Pro subscription runs on the account. */
  premiumStatus: string | null | undefined;
  /** The viewer is the know's knower. */
  isOwner: boolean;
  /** The viewer reviews knows (decision 0028): the review queue shows the whole document. */
  isReviewer: boolean;
}

/**
 * Whether `viewer` sees only the first page of a know of `country` (decision 0032): never in a
 * "Content unblurred" edition, never for the know's owner, a reviewer or a Pro member; always for visitors
 * elsewhere; for signed-in learners without Pro only where Pro is sold (hasPlusPlan), since
 * elsewhere nothing could lift it. Server (document bytes) and client (viewer) both call this.
 */
export function isKnowBlurred(country: string | null | undefined, viewer: KnowViewer | null): boolean {
  if (!isContentBlurred(country)) return false;
  if (!viewer) return true;
  if (viewer.isOwner || viewer.isReviewer || viewer.premiumStatus === 'PRO') return false;
  return COUNTRIES[country as keyof typeof COUNTRIES].flags.hasPlusPlan;
}

/** §9 "Image upload allowed": decided by the edition that serves the country (US only). */
export function canUploadImages(country: string | null | undefined): boolean {
  if (!country || !isCountryCode(country) || !COUNTRIES[country].edition) return false;
  return editionOf(country).country.imageUploadAllowed;
}

/**
 * §2.4 footer country prompt: the locale to offer a visitor detected in `detected` while on
 * `current`, or null. Shown only when the detected country's locale differs from the current
 * one, so CL, AR and PE (locales without an edition of their own) are offered theirs too.
 */
export function countryPromptLocale(detected: string | null | undefined, current: Locale): Locale | null {
  if (!detected || !isCountryCode(detected)) return null;
  const target = COUNTRIES[detected].locale;
  return target === current ? null : target;
}
