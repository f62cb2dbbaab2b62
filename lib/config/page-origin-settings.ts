/**
 * In the browser: the origin settings (EDITION_DOMAINS, DEFAULT_EDITION) the page was rendered
 * with, from its edition record, which _app hands over before rendering. They are not baked into
 * the bundle, so one build serves any domains and ports (decision 0076). A module of its own so
 * that _app does not take the country tables of editions.ts into every page's first load.
 */
export interface PageOriginSettings {
  EDITION_DOMAINS?: string | undefined;
  DEFAULT_EDITION?: string | undefined;
}

let current: PageOriginSettings | null = null;

export function setPageOriginSettings(settings: PageOriginSettings | undefined): void {
  if (settings) current = settings;
}

export function pageOriginSettings(): PageOriginSettings | null {
  return current;
}
