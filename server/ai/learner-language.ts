/**
 * The learner's language (issue 23 §7, decision 0068): the interface language of their edition
 * (set at sign-up, changeable in the profile). What the tools write themselves (titles, notes)
 * is in it. A model writes checked text in the material's language, which is the learner's in
 * the ordinary case: a sentence in another language could not be checked word by word against
 * the passage it cites (decision 0064), so a translation would be dropped every time.
 */
import type { AuthUser } from '../auth/authenticate';

export function learnerLanguage(viewer: AuthUser): string {
  return viewer.user.interfaceLanguage || viewer.user.contentLanguage;
}
